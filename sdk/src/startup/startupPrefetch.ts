/**
 * SPEC §4's startup steps run one after another (organisations, then the workspace, then its modules), and
 * each waited for its own request. Their requests are asked for at once instead, as the session starts;
 * the steps still run in order and take the answers as they reach them. The page the user lands on may name
 * its first requests in its module's definition (`preloads`): they go out as soon as the module list says the
 * module is enabled, long before its bundle has loaded and mounted.
 */
import { prefetchPermissions } from '../access/permissionsModel';
import { api } from '../api/apiClient';
import { legalEntitiesApi } from '../legalEntities/legalEntitiesApi';
import { marketplaceApi } from '../modules/marketplace/marketplaceApi';
import { $location } from '../router/router';
import { $user } from '../session/sessionModel';
import type { InstalledModule } from '../types';
import { workspaceApi } from '../workspace/workspaceApi';
import { readSavedWorkspaceId } from '../workspace/workspaceStorage';
import { routePreloadRequests } from './routePreloads';

export function prefetchStartupData(): void {
  legalEntitiesApi.prefetchList();
  workspaceApi.prefetchList();
  // The workspace the start will most likely choose: the remembered one, else the user's preferred one.
  const workspaceId = readSavedWorkspaceId() ?? $user.getState()?.preferredWorkspaceId ?? null;
  if (!workspaceId) return;
  prefetchPermissions(workspaceId);
  marketplaceApi.prefetchWorkspaceModules(workspaceId).then(
    (modules) => preloadLandingPage(modules, workspaceId),
    () => undefined,
  );
}

function preloadLandingPage(modules: readonly InstalledModule[], workspaceId: string): void {
  const { pathname } = $location.getState();
  for (const mod of modules) {
    if (!mod.enabled) continue;
    for (const request of routePreloadRequests(mod.definition, pathname)) void api.prefetch(request, { workspaceId });
  }
}
