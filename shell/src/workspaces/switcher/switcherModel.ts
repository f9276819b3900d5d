/** Whether the top bar's workspace dropdown is open; Ctrl/Cmd+K (AppLayout) toggles it from anywhere. */
import { createEvent, createStore } from 'effector';

export const switcherToggled = createEvent();
export const switcherOpened = createEvent();
export const switcherClosed = createEvent();

export const $switcherOpen = createStore(false)
  .on(switcherToggled, (open) => !open)
  .on(switcherOpened, () => true)
  .on(switcherClosed, () => false);
