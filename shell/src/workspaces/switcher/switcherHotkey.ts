import type { HotkeyConfig } from '@blueprintjs/core';
import { switcherToggled } from './switcherModel';

/**
 * SPEC §2: Ctrl/Cmd+K focuses search and toggles the workspace dropdown. The dropdown's own search box is
 * the one focused, so one key does both; it works from inside inputs too.
 */
export function workspaceSwitcherHotkey(group: string, label: string): HotkeyConfig {
  return {
    combo: 'mod+k',
    global: true,
    allowInInput: true,
    preventDefault: true,
    group,
    label,
    onKeyDown: () => switcherToggled(),
  };
}
