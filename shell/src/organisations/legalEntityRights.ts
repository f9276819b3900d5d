/** What the caller's role in a legal entity lets them do; the server enforces the same, this only hides what would be refused. */
import type { LegalEntity } from '@artel/sdk/host';

export function canManageLegalEntity(entity: Pick<LegalEntity, 'role'>): boolean {
  return entity.role === 'owner' || entity.role === 'admin';
}

export function canDeleteLegalEntity(entity: Pick<LegalEntity, 'role'>): boolean {
  return entity.role === 'owner';
}
