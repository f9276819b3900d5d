/**
 * SPEC §4's startup steps run one after another (organisations, then the workspace, then its modules), and
 * each waited for its own request. Their requests are asked for at once instead, as the session starts;
 * the steps still run in order and take the answers as they reach them.
 */
import { prefetchPermissions } from '../access/permissionsModel';
import { legalEntitiesApi } from '../legalEntities/legalEntitiesApi';
import { marketplaceApi } from '../marketplace/marketplaceApi';
import { $user } from '../session/sessionModel';
import { workspaceApi } from '../workspace/workspaceApi';
import { readSavedWorkspaceId } from '../workspace/workspaceStorage';

export function prefetchStartupData(): void {
  legalEntitiesApi.prefetchList();
  workspaceApi.prefetchList();
  // The workspace the start will most likely choose: the remembered one, else the user's preferred one.
  const workspaceId = readSavedWorkspaceId() ?? $user.getState()?.preferredWorkspaceId ?? null;
  if (!workspaceId) return;
  prefetchPermissions(workspaceId);
  marketplaceApi.prefetchWorkspaceModules(workspaceId);
}
