/** Legal entities (organisations) as the server sends them (SPEC §3 'Legal entity'). */
import type { LegalEntityFormField, LegalEntityType } from '../validation';

/** A person's role inside one legal entity: its creator, an administrator, or someone who joined one of its workspaces. */
export type LegalEntityRole = 'owner' | 'admin' | 'member';

export interface LegalEntity {
  id: string;
  name: string;
  type: LegalEntityType;
  /** The INN. */
  taxId: string;
  /** The same value as taxId, under SPEC §3's name. */
  inn: string;
  kpp: string;
  ogrn: string;
  legalForm: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  bankAccount: string;
  bankName: string;
  bik: string;
  corrAccount: string;
  isActive: boolean;
  /** The caller's one primary entity. */
  isPrimary: boolean;
  /** The caller's preferred entity (user.preferredLegalEntityId). */
  isPreferred: boolean;
  /** The caller's role in this entity. */
  role: LegalEntityRole;
  ownerId: string;
  memberCount: number;
  workspaceCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The body of create (every required field) and update (any subset): SPEC §3 'Legal entity create fields'. */
export type LegalEntityInput = Partial<Record<LegalEntityFormField, string>>;

export interface LegalEntityMember {
  userId: string;
  name: string;
  email: string;
  role: LegalEntityRole;
  joinedAt: string;
}

export interface PreferredLegalEntity {
  legalEntityId: string | null;
  legalEntity: LegalEntity | null;
}

/** POST /organizations/{id}/preferred toggles: the answer says which way it went. */
export interface PreferredToggle extends PreferredLegalEntity {
  isPreferred: boolean;
}
