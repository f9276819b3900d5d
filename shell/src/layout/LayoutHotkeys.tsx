/**
 * The layout's global hotkeys: Ctrl/Cmd+B folds the sidebar, Ctrl/Cmd+K opens the workspace switcher. A component
 * of its own that draws nothing: registering hotkeys changes Blueprint's hotkeys context, and every component that
 * reads it renders again; in the layout itself that was the whole frame, once more, right after its first render.
 */
import { useHotkeys } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { workspaceSwitcherHotkey } from '../workspaces/switcher/switcherHotkey';
import { sidebarToggled } from './layoutModel';

export function LayoutHotkeys() {
  const { t } = useTranslation('shell');
  const toggle = useUnit(sidebarToggled);
  const hotkeys = useMemo(
    () => [
      {
        combo: 'mod+b',
        global: true,
        allowInInput: true,
        preventDefault: true,
        group: t('hotkeys.group'),
        label: t('hotkeys.toggleSidebar'),
        onKeyDown: () => toggle(),
      },
      workspaceSwitcherHotkey(t('hotkeys.group'), t('workspaces:switcher.hotkey')),
    ],
    [t, toggle],
  );
  // Both are global (Blueprint listens on the document), so no element needs the local key handlers it returns.
  useHotkeys(hotkeys);
  return null;
}
