import { createEvent } from 'effector';

/** «/» anywhere outside a text field takes the user to the top bar's search (Ctrl+K stays the workspace switcher's). */
export const searchFocusRequested = createEvent();

export function searchHotkey(group: string, label: string) {
  return {
    combo: '/',
    global: true,
    preventDefault: true,
    group,
    label,
    onKeyDown: () => searchFocusRequested(),
  };
}
