/**
 * SPEC §4: a module that stops while its user is on one of its pages sends them to the workspace page
 * (or the dashboard without a workspace) and says why. A signed-out user is left to the auth guard.
 */
import { moduleIdFromPath } from '../modules/moduleContainer';
import { moduleRegistry } from '../registry/moduleRegistry';
import { $location, navigate } from '../router/router';
import { $isAuthenticated } from '../session/sessionModel';
import { $currentWorkspaceId } from '../workspace/workspaceModel';
import { takeModuleBlocked } from './blockedModules';
import { toastModuleLeft } from './marketplaceMessages';

export function workspacePagePath(workspaceId: string | null): string {
  return workspaceId ? `/workspaces/${encodeURIComponent(workspaceId)}` : '/dashboard';
}

export function leaveModulePages(moduleId: string): void {
  const blocked = takeModuleBlocked(moduleId);
  if (!$isAuthenticated.getState()) return;
  if (moduleIdFromPath($location.getState().pathname) !== moduleId) return;
  navigate(workspacePagePath($currentWorkspaceId.getState()), { replace: true });
  const name = moduleRegistry.get(moduleId)?.definition.name ?? moduleId;
  toastModuleLeft(name, blocked);
}
