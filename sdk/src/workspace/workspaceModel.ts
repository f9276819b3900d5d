/**
 * The workspace context (SPEC §4 'Workspace selection'): the user's workspaces, the current one
 * (remembered in localStorage and restored at start), recent ones, switching and creation.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError } from '../api/apiError';
import { setApiWorkspaceSource } from '../api/apiClient';
import { eventBus, PlatformEvents } from '../events/eventBus';
import { i18n, SDK_NAMESPACE } from '../i18n/i18n';
import { $isAuthenticated, $user, sessionCleared } from '../session/sessionModel';
import { showToast } from '../toasts/toastModel';
import { validateContextWorkspaceCreation, validateWorkspaceInput } from '../validation';
import { chooseInitialWorkspace } from './chooseInitialWorkspace';
import { rememberRecent, shownRecent } from './recentWorkspaces';
import { workspaceApi } from './workspaceApi';
import { invalidWorkspaceData, WorkspaceError, workspaceError, workspaceRequestError } from './workspaceErrors';
import { readRecentWorkspaceIds, readSavedWorkspaceId, saveRecentWorkspaceIds, saveWorkspaceId } from './workspaceStorage';
import type { CreatedWorkspace, CreateWorkspaceParams, Workspace } from './workspaceTypes';

export type WorkspaceContextStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface WorkspaceSwitch {
  workspace: Workspace;
  previousWorkspaceId: string | null;
}

/** Payload of PlatformEvents.workspaceSwitched. */
export interface WorkspaceSwitchedPayload {
  workspaceId: string;
  previousWorkspaceId: string | null;
  workspace: Workspace;
}

function requireSignedIn(): void {
  if (!$isAuthenticated.getState()) throw workspaceError('not_authenticated');
}

export const $workspaces = createStore<Workspace[]>([]);
export const $currentWorkspaceId = createStore<string | null>(null);
export const $currentWorkspace = combine(
  $workspaces,
  $currentWorkspaceId,
  (workspaces, id) => workspaces.find((workspace) => workspace.id === id) ?? null,
);
export const $workspaceContextStatus = createStore<WorkspaceContextStatus>('idle');
/** The last 5 workspaces switched to, most recent first (ids). */
export const $recentWorkspaceIds = createStore<string[]>(readRecentWorkspaceIds());
/** At most 3 recent workspaces other than the current one: what keys 1-3 of the switcher pick. */
export const $recentWorkspaces = combine($recentWorkspaceIds, $workspaces, $currentWorkspaceId, shownRecent);
export const $personalWorkspaces = $workspaces.map((workspaces) => workspaces.filter((workspace) => workspace.isPersonal));
export const $sharedWorkspaces = $workspaces.map((workspaces) => workspaces.filter((workspace) => !workspace.isPersonal));

/** Fired with the new id whenever the current workspace changes; its members, boards, analytics and permissions reset on it. */
export const currentWorkspaceChanged = $currentWorkspaceId.updates;

const recentVisited = createEvent<string>();
$recentWorkspaceIds.on(recentVisited, rememberRecent);
$recentWorkspaceIds.updates.watch(saveRecentWorkspaceIds);

/** The language the workspaces on show were listed in: the server names the personal one in the reader's language. */
let listedInLanguage: string | null = null;

async function listWorkspaces(): Promise<Workspace[]> {
  const language = i18n.language;
  const workspaces = await workspaceApi.list();
  listedInLanguage = language;
  return workspaces;
}

/** Loads the user's workspaces and chooses the current one: step 'init-workspace' of the startup order. */
export const initWorkspaceContextFx = createEffect<void, { workspaces: Workspace[]; current: Workspace | null }, WorkspaceError>(
  async () => {
    requireSignedIn();
    let workspaces: Workspace[];
    try {
      workspaces = await listWorkspaces();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw workspaceError('not_authenticated', 401);
      throw workspaceError('init_failed', error instanceof ApiError ? error.status : 0);
    }
    const preferred = $user.getState()?.preferredWorkspaceId ?? null;
    return { workspaces, current: chooseInitialWorkspace(workspaces, readSavedWorkspaceId(), preferred) };
  },
);

/** Reloads the list (after accepting an invitation, for instance); the current workspace stays if it still exists. */
export const refreshWorkspacesFx = createEffect<void, Workspace[], WorkspaceError>(async () => {
  requireSignedIn();
  try {
    return await listWorkspaces();
  } catch (error) {
    throw workspaceRequestError(error);
  }
});

/**
 * A language switched after the list was asked for (the profile's language arrives after start, say) lists
 * the workspaces again, so that «Личное пространство» reads "Personal workspace" in English without a reload.
 */
function relistInCurrentLanguage(): void {
  if (!$isAuthenticated.getState() || listedInLanguage === null || listedInLanguage === i18n.language) return;
  if (initWorkspaceContextFx.pending.getState() || refreshWorkspacesFx.pending.getState()) return;
  void refreshWorkspacesFx().catch(() => undefined);
}
eventBus.on(PlatformEvents.languageChanged, relistInCurrentLanguage);
initWorkspaceContextFx.done.watch(relistInCurrentLanguage);
refreshWorkspacesFx.done.watch(relistInCurrentLanguage);

/**
 * Someone joined, a role changed, the user was removed: the workspace notifications that arrive live change what
 * the list says (member counts, roles), so it is asked for again instead of waiting for a reload.
 */
eventBus.on<{ notification: { type: string } }>(PlatformEvents.notificationReceived, ({ payload: { notification } }) => {
  if (notification.type !== 'workspace' || !$isAuthenticated.getState() || refreshWorkspacesFx.pending.getState()) return;
  void refreshWorkspacesFx().catch(() => undefined);
});

let switchInFlight = false;

/**
 * Makes a workspace the current one. Only one switch runs at a time ('Another switch is in progress');
 * a workspace the user does not have is 'Workspace not found or access denied'.
 */
export const switchWorkspaceFx = createEffect<string, WorkspaceSwitch, WorkspaceError>(async (workspaceId) => {
  requireSignedIn();
  if (switchInFlight) throw workspaceError('switch_in_progress');
  switchInFlight = true;
  try {
    const previousWorkspaceId = $currentWorkspaceId.getState();
    const find = (list: readonly Workspace[]) => list.find((workspace) => workspace.id === workspaceId);
    // A workspace joined a moment ago may not be in the list yet.
    const workspace = find($workspaces.getState()) ?? find(await refreshWorkspacesFx());
    if (!workspace) throw workspaceError('not_found', 404);
    if (workspace.id === previousWorkspaceId) return { workspace, previousWorkspaceId };
    try {
      return { workspace: await workspaceApi.switchTo(workspace.id), previousWorkspaceId };
    } catch (error) {
      throw workspaceRequestError(error);
    }
  } finally {
    switchInFlight = false;
  }
});

/** Creates a workspace (SPEC §5 rules, then POST /workspaces) and switches to it. */
export const createWorkspaceFx = createEffect<CreateWorkspaceParams, CreatedWorkspace, WorkspaceError>(async (params) => {
  requireSignedIn();
  const contextIssues = validateContextWorkspaceCreation(params);
  if (contextIssues.length > 0) throw invalidWorkspaceData(contextIssues);
  const { errors, value } = validateWorkspaceInput(params);
  if (errors.length > 0) throw invalidWorkspaceData(errors);
  try {
    return await workspaceApi.create({ ...value, legalEntityId: (params.legalEntityId ?? '').trim() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw workspaceError('not_authenticated', 401);
    // The server's own validation answers name the problem (a taken slug, a foreign legal entity).
    if (error instanceof ApiError && [400, 409, 422].includes(error.status)) {
      throw new WorkspaceError('create_failed', error.message, error.status);
    }
    throw workspaceError('create_failed', error instanceof ApiError ? error.status : 0);
  }
});

const workspacesReset = createEvent();

$workspaces
  .on(initWorkspaceContextFx.doneData, (_, { workspaces }) => workspaces)
  .on(refreshWorkspacesFx.doneData, (_, workspaces) => workspaces)
  .on(createWorkspaceFx.doneData, (workspaces, { invitations: _invitations, ...created }) => [
    ...workspaces.filter((workspace) => workspace.id !== created.id),
    created,
  ])
  .on(switchWorkspaceFx.doneData, (workspaces, { workspace }) =>
    workspaces.map((existing) => (existing.id === workspace.id ? workspace : existing)),
  )
  .reset(workspacesReset);

$currentWorkspaceId
  .on(initWorkspaceContextFx.doneData, (_, { current }) => current?.id ?? null)
  .on(switchWorkspaceFx.doneData, (_, { workspace }) => workspace.id)
  // A workspace the user lost (removed from it, deleted) stops being current.
  .on(refreshWorkspacesFx.doneData, (id, workspaces) =>
    workspaces.some((workspace) => workspace.id === id) ? id : (workspaces[0]?.id ?? null),
  )
  .reset(workspacesReset);

$workspaceContextStatus
  .on(initWorkspaceContextFx, () => 'loading')
  .on(initWorkspaceContextFx.done, () => 'ready')
  .on(initWorkspaceContextFx.fail, () => 'failed')
  .reset(workspacesReset);

sample({ clock: $currentWorkspaceId.updates, filter: (id): id is string => id !== null, target: recentVisited });
$currentWorkspaceId.updates.watch((id) => {
  if (id !== null) saveWorkspaceId(id);
});

sample({
  clock: createWorkspaceFx.doneData,
  fn: (workspace) => workspace.id,
  target: switchWorkspaceFx,
});

switchWorkspaceFx.doneData.watch(({ workspace, previousWorkspaceId }) => {
  if (workspace.id === previousWorkspaceId) return;
  showToast({ message: i18n.t(`${SDK_NAMESPACE}:workspace.switchedTo`, { name: workspace.name }), intent: 'success' });
  eventBus.emit<WorkspaceSwitchedPayload>(
    PlatformEvents.workspaceSwitched,
    { workspaceId: workspace.id, previousWorkspaceId, workspace },
    { source: 'workspace' },
  );
});

for (const failed of [initWorkspaceContextFx.failData, switchWorkspaceFx.failData, createWorkspaceFx.failData]) {
  failed.watch((error) => {
    showToast({ message: error.message, intent: error.code === 'switch_in_progress' ? 'warning' : 'danger' });
  });
}

// The next user of this browser starts from their own workspaces; the remembered id stays for a return.
sample({ clock: sessionCleared, target: workspacesReset });
sessionCleared.watch(() => {
  listedInLanguage = null;
});

/** Requests carry the current workspace in X-Workspace-ID; before the context is ready, the user's preferred one. */
setApiWorkspaceSource(() => $currentWorkspaceId.getState() ?? $user.getState()?.preferredWorkspaceId ?? null);
