/**
 * A flow acts as its owner with the owner's rights as they are when it runs, not as they were when the flow
 * was made: an owner demoted or removed since would otherwise keep sending content of boards they can no
 * longer see. Read afresh from the database before each run (runs happen in the background, on any instance).
 */
import { PERMISSION_WILDCARD, WORKSPACE_SETTINGS_ROLES } from '@artel/sdk/shared';
import { boardsWithGrants } from '../boards/boardGrants';
import type { Orm } from '../db/database';
import type { WorkspaceRole } from '../db/schema';
import { memberCaller } from '../workspaces/memberCaller';
import { isUuid } from '../workspaces/membership';
import type { FlowCatalog } from './flowCatalog';
import type { FlowRow } from './flowData';

/**
 * - `allowed`: the owner may run the flow on this event;
 * - `lost_rights`: they no longer may manage flows here at all (the flow is to be paused);
 * - `cannot_see`: they still may, but not see what this one event is about (this run is skipped).
 */
export type OwnerVerdict = 'allowed' | 'lost_rights' | 'cannot_see';

/** Who may manage flows, as the flow routes decide it: owners and admins, and platform administrators. */
export const managesFlows = (role: WorkspaceRole, userPermissions: readonly string[]) =>
  WORKSPACE_SETTINGS_ROLES.includes(role) || userPermissions.includes(PERMISSION_WILDCARD);

/** The boards the event names in its trigger's board fields (a card's board, a chat's board). */
function boardsOfEvent(catalog: FlowCatalog, triggerType: string, event: Record<string, unknown>): unknown[] {
  const fields = catalog.trigger(triggerType)?.definition.fields ?? [];
  return fields
    .filter((field) => field.type === 'board' && event[field.key] !== undefined && event[field.key] !== null)
    .map((field) => event[field.key]);
}

export async function ownerVerdict(orm: Orm, catalog: FlowCatalog, flow: FlowRow, event: Record<string, unknown>): Promise<OwnerVerdict> {
  const caller = await memberCaller(orm, flow.workspaceId, flow.ownerId);
  if (!caller || !managesFlows(caller.role, caller.userPermissions)) return 'lost_rights';
  for (const boardId of boardsOfEvent(catalog, flow.triggerType, event)) {
    if (typeof boardId !== 'string' || !isUuid(boardId)) return 'cannot_see';
    if ((await boardsWithGrants(orm, caller, boardId)).length === 0) return 'cannot_see';
  }
  return 'allowed';
}
