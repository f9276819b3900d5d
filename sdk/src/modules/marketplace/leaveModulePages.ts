/**
 * SPEC §4: a module that stops while its user is on one of its pages sends them to the workspace page
 * (or the dashboard without a workspace) and says why. Unsaved work in it is kept as drafts first (issue 27),
 * so leaving does not ask «Уйти без сохранения?», and the message says whether the work was kept.
 * A signed-out user is left to the auth guard.
 */
import { moduleIdFromPath } from '../moduleContainer';
import { moduleRegistry } from '../registry/moduleRegistry';
import { $location } from '../../router/router';
import { $isAuthenticated } from '../../session/sessionModel';
import { leaveWithoutAsking } from '../../unsaved/navigationGuard';
import { hasUnsavedWork } from '../../unsaved/unsavedWork';
import { $currentWorkspaceId } from '../../workspace/workspaceModel';
import { takeModuleBlocked } from './blockedModules';
import { toastModuleLeft } from './marketplaceMessages';
import { keepStoppedWork } from './stoppedWork';

export function workspacePagePath(workspaceId: string | null): string {
  return workspaceId ? `/workspaces/${encodeURIComponent(workspaceId)}` : '/dashboard';
}

const onModulePage = (moduleId: string): boolean => moduleIdFromPath($location.getState().pathname) === moduleId;

export async function leaveModulePages(moduleId: string): Promise<void> {
  const blocked = takeModuleBlocked(moduleId);
  if (!$isAuthenticated.getState()) return;
  const { pathname, search, hash } = $location.getState();
  const work = hasUnsavedWork(moduleId) ? await keepStoppedWork(moduleId, `${pathname}${search}${hash}`) : 'none';
  if (!onModulePage(moduleId) && work === 'none') return;
  if (onModulePage(moduleId)) leaveWithoutAsking(workspacePagePath($currentWorkspaceId.getState()), { replace: true });
  const name = moduleRegistry.get(moduleId)?.definition.name ?? moduleId;
  toastModuleLeft(name, { blocked, work });
}
