/** The one Create Workspace dialog of the shell, opened from the switcher, the pages and the mobile 'Add'. */
import { createEvent, createStore } from 'effector';

export const createWorkspaceDialogOpened = createEvent();
export const createWorkspaceDialogClosed = createEvent();

export const $createWorkspaceDialogOpen = createStore(false)
  .on(createWorkspaceDialogOpened, () => true)
  .on(createWorkspaceDialogClosed, () => false);
