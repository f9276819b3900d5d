import type { Orm } from '../db/database';
import type { LegalEntityRole } from '../db/tables/organisations';
import { AppError } from '../http/errors';
import { isUuid } from '../workspaces/membership';
import { legalEntityRoleOf } from './legalEntityData';

/**
 * Who sees an organisation: its own members, each with an explicit organisation role (legal_entity_members:
 * owner, admin, member) — its creator is its owner. Belonging to one of its workspaces grants none of it:
 * a workspace member learns the organisation's name from the workspace (legalEntityName) and nothing more,
 * neither requisites nor bank details nor who else belongs to it. Owners and admins manage the organisation
 * and create workspaces under it; only owners delete it.
 */
export const legalEntityNotFound = () => new AppError(404, 'legal_entity_not_found', 'legal_entity_not_found');

/** Who may change an entity's details, activity and primary mark, and create or move workspaces into it. */
export const LEGAL_ENTITY_MANAGERS: readonly LegalEntityRole[] = ['owner', 'admin'];

/**
 * The caller's role in the entity. Not a member, or no such entity, answer the same 404 so other
 * organisations' ids reveal nothing; a member whose role is not among `allowed` gets 403.
 */
export async function requireLegalEntityRole(
  orm: Orm,
  legalEntityId: string | null | undefined,
  userId: string,
  allowed?: readonly LegalEntityRole[],
): Promise<LegalEntityRole> {
  const role = isUuid(legalEntityId) ? await legalEntityRoleOf(orm, legalEntityId, userId) : undefined;
  if (!role) throw legalEntityNotFound();
  if (allowed && !allowed.includes(role)) throw new AppError(403, 'forbidden', 'forbidden');
  return role;
}
