import { Button } from '@blueprintjs/core';
import { $currentWorkspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { lazy } from 'react';
import { LazyPopover } from '../../layout/lazyPopover/LazyPopover';
import { WorkspaceAvatar } from '../appearance/WorkspaceAvatar';
import { LazyCreateWorkspaceDialog } from '../create/LazyCreateWorkspaceDialog';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';
import '../workspaces.css';
import { $switcherOpen, switcherClosed, switcherOpened } from './switcherModel';

const SwitcherPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './SwitcherPopover').then((module) => ({ default: module.SwitcherPopover })),
);

/**
 * SPEC §2 workspace dropdown in the top bar, named after the current workspace. Ctrl/Cmd+K (AppLayout's
 * hotkey) opens it with the search box focused; closing returns the focus to where it was.
 */
export function WorkspaceSwitcher() {
  const { t } = useWorkspacesTranslation();
  const [open, current] = useUnit([$switcherOpen, $currentWorkspace]);
  const name = current?.name ?? t('switcher.noWorkspace');
  return (
    <>
      <LazyPopover
        isOpen={open}
        onInteraction={(next) => (next ? switcherOpened() : switcherClosed())}
        renderPopover={(anchor) => <SwitcherPopover anchor={anchor} />}
      >
        <Button
          variant="minimal"
          className="artel-switcher__button"
          icon={current ? <WorkspaceAvatar workspace={current} size={12} /> : 'office'}
          endIcon="caret-down"
          text={name}
          aria-label={t('switcher.button', { name })}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </LazyPopover>
      <LazyCreateWorkspaceDialog />
    </>
  );
}
