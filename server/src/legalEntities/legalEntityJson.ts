import type { LegalEntityView } from './legalEntityData';
import type { LegalEntityJson } from './legalEntitySchemas';

/** The wire shape for one user: `preferredLegalEntityId` is theirs, read fresh after any change to it. */
export function toLegalEntityJson(view: LegalEntityView, preferredLegalEntityId: string | null): LegalEntityJson {
  const { entity } = view;
  return {
    id: entity.id,
    name: entity.name,
    type: entity.type,
    taxId: entity.taxId,
    inn: entity.taxId,
    kpp: entity.kpp,
    ogrn: entity.ogrn,
    legalForm: entity.legalForm,
    address: entity.address,
    phone: entity.phone,
    email: entity.email,
    website: entity.website,
    bankAccount: entity.bankAccount,
    bankName: entity.bankName,
    bik: entity.bik,
    corrAccount: entity.corrAccount,
    isActive: entity.isActive,
    isPrimary: view.isPrimary,
    isPreferred: preferredLegalEntityId === entity.id,
    role: view.role,
    ownerId: entity.ownerId,
    memberCount: view.memberCount,
    workspaceCount: view.workspaceCount,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
