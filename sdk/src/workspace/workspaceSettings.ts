/** Changing a workspace's name, description, visibility, icon, colour or organisation (PUT /workspaces/{id}). */
import { createEffect } from 'effector';
import { i18n, SDK_NAMESPACE } from '../i18n/i18n';
import { showToast } from '../toasts/toastModel';
import { validateWorkspaceInput } from '../validation';
import { workspaceApi } from './workspaceApi';
import { invalidWorkspaceData, type WorkspaceError, workspaceRequestError } from './workspaceErrors';
import { $workspaces } from './workspaceModel';
import type { Workspace, WorkspaceChanges } from './workspaceTypes';

export interface UpdateWorkspaceParams {
  workspaceId: string;
  changes: WorkspaceChanges;
}

/** Checks the workspace as it would be after the change with SPEC §5's rules, then saves it. */
export const updateWorkspaceFx = createEffect<UpdateWorkspaceParams, Workspace, WorkspaceError>(async ({ workspaceId, changes }) => {
  const current = $workspaces.getState().find((workspace) => workspace.id === workspaceId);
  const { errors, value } = validateWorkspaceInput({ ...current, ...changes });
  if (errors.length > 0) throw invalidWorkspaceData(errors);
  const normalised: WorkspaceChanges = {
    ...changes,
    ...('name' in changes ? { name: value.name } : {}),
    ...('description' in changes ? { description: value.description } : {}),
  };
  try {
    return await workspaceApi.update(workspaceId, normalised);
  } catch (error) {
    throw workspaceRequestError(error);
  }
});

$workspaces.on(updateWorkspaceFx.doneData, (workspaces, updated) =>
  workspaces.map((workspace) => (workspace.id === updated.id ? updated : workspace)),
);

updateWorkspaceFx.failData.watch((error) => showToast({ message: error.message, intent: 'danger' }));
updateWorkspaceFx.done.watch(() => showToast({ message: i18n.t(`${SDK_NAMESPACE}:workspace.saved`), intent: 'success' }));
