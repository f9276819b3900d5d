/**
 * The signed-in user's permissions in the current workspace (GET /workspaces/{id}/permissions), kept
 * 5 min per user and workspace (SPEC §9) and cleared when the workspace changes (SPEC §4).
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { api } from '../api/apiClient';
import { type PermissionsData, WORKSPACE_ROLES, type WorkspaceRole } from '../permissions';
import { $user, sessionCleared } from '../session/sessionModel';
import { $currentWorkspaceId } from '../workspace/workspaceModel';
import { createPermissionsCache } from './permissionsCache';

export type PermissionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface PermissionsState {
  workspaceId: string | null;
  status: PermissionsStatus;
  /** Set when status is 'ready'. */
  data: PermissionsData | null;
}

export interface LoadPermissionsParams {
  workspaceId: string;
  /** Skips the cache: after the user's own role changed, for instance. */
  force?: boolean;
}

const IDLE: PermissionsState = { workspaceId: null, status: 'idle', data: null };

export const permissionsCache = createPermissionsCache();
let stopCleanup: (() => void) | null = null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer as PermissionsData, or null when it lacks the permissions map (then it counts as missing). */
export function readPermissionsData(body: unknown): PermissionsData | null {
  if (!isRecord(body) || !isRecord(body.permissions)) return null;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const permissions: Record<string, boolean> = {};
  for (const [name, granted] of Object.entries(body.permissions)) permissions[name] = granted === true;
  const boardPermissions: Record<string, string[]> = {};
  if (isRecord(body.boardPermissions)) {
    for (const [boardId, list] of Object.entries(body.boardPermissions)) boardPermissions[boardId] = strings(list);
  }
  const boardRoles: Record<string, string> = {};
  if (isRecord(body.boardRoles)) {
    for (const [boardId, role] of Object.entries(body.boardRoles)) if (typeof role === 'string') boardRoles[boardId] = role;
  }
  return { permissions, roles: strings(body.roles), boardPermissions, boardRoles };
}

const cacheKey = (workspaceId: string) => `${$user.getState()?.id ?? ''}:${workspaceId}`;
const permissionsPath = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/permissions`;

/** Asks for the permissions the workspace context will load once `workspaceId` is current. */
export function prefetchPermissions(workspaceId: string): void {
  if (!permissionsCache.get(cacheKey(workspaceId))) void api.prefetch(permissionsPath(workspaceId), { workspaceId });
}

export const loadPermissionsFx = createEffect<LoadPermissionsParams, PermissionsData>(async ({ workspaceId, force }) => {
  const cached = force ? null : permissionsCache.get(cacheKey(workspaceId));
  if (cached) return cached;
  const body = await api.get<unknown>(permissionsPath(workspaceId));
  const data = readPermissionsData(body);
  if (!data) throw new Error(`GET /workspaces/${workspaceId}/permissions answered without a permissions map`);
  permissionsCache.set(cacheKey(workspaceId), data);
  stopCleanup ??= permissionsCache.startCleanup();
  return data;
});

/** Loads the current workspace's permissions again, past the cache. */
export const refreshPermissions = createEvent();

export const $permissionsState = createStore<PermissionsState>(IDLE)
  .on($currentWorkspaceId.updates, (_, workspaceId) => (workspaceId === null ? IDLE : { workspaceId, status: 'loading', data: null }))
  .on(loadPermissionsFx, (state, { workspaceId }) =>
    state.workspaceId === workspaceId && state.status !== 'ready' ? { ...state, status: 'loading' } : state,
  )
  .on(loadPermissionsFx.done, (state, { params, result }) =>
    state.workspaceId === params.workspaceId ? { workspaceId: params.workspaceId, status: 'ready', data: result } : state,
  )
  .on(loadPermissionsFx.fail, (state, { params, error }) => {
    if (state.workspaceId !== params.workspaceId) return state;
    console.warn('Workspace permissions could not be loaded; the fallback list applies', error);
    return { workspaceId: params.workspaceId, status: 'failed', data: null };
  })
  .on(sessionCleared, () => IDLE);

/** The permission data of the current workspace; null while loading or when it could not be loaded. */
export const $permissions = $permissionsState.map((state) => state.data);

/** The user's strongest role in the current workspace, or null when it is not known. */
export const $workspaceRole = $permissions.map((data): WorkspaceRole | null => {
  if (!data) return null;
  return WORKSPACE_ROLES.find((role) => data.roles.includes(role)) ?? null;
});

sample({
  clock: $currentWorkspaceId.updates.filterMap((workspaceId) => workspaceId ?? undefined),
  fn: (workspaceId): LoadPermissionsParams => ({ workspaceId }),
  target: loadPermissionsFx,
});

sample({
  clock: refreshPermissions,
  source: $currentWorkspaceId,
  filter: (workspaceId): workspaceId is string => workspaceId !== null,
  fn: (workspaceId: string): LoadPermissionsParams => ({ workspaceId, force: true }),
  target: loadPermissionsFx,
});

sessionCleared.watch(() => permissionsCache.clear());
