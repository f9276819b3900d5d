/** Partners as the module's server sends them (API.md § Partners). */
import type { PartnerStatus, PartnerType, PartnerValues } from '../../shared/partnerValues';

export { PARTNER_STATUSES, PARTNER_TYPES, type PartnerStatus, type PartnerType } from '../../shared/partnerValues';

export interface BankAccount {
  id?: string;
  bankName: string;
  bik: string;
  corrAccount: string;
  account: string;
  isPrimary: boolean;
}

export interface Partner {
  id: string;
  type: PartnerType;
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  legalAddress: string;
  postalAddress: string;
  phone: string;
  email: string;
  website: string;
  status: PartnerStatus;
  tags: string[];
  responsibleId: string | null;
  note: string;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** Only in a single partner's answer. */
  bankAccounts?: BankAccount[];
}

export type PartnerFields = PartnerValues;

export interface Contact {
  id: string;
  partnerId: string;
  name: string;
  position: string;
  phones: string[];
  emails: string[];
  telegram: string;
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

export type ContactFields = Pick<Contact, 'name' | 'position' | 'phones' | 'emails' | 'telegram' | 'isPrimary'>;

export interface PartnerComment {
  id: string;
  partnerId: string;
  authorId: string | null;
  text: string;
  mentions: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ActivityEntry {
  id: string;
  action: string;
  actorId: string | null;
  data: Record<string, unknown>;
  documentId: string | null;
  createdAt: string;
}

export type DeletedFilter = 'exclude' | 'include' | 'only';
export type PartnerSort = 'name' | '-name' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt';

export interface PartnerListRequest {
  search?: string;
  status?: string;
  tag?: string;
  responsibleId?: string;
  deleted?: DeletedFilter;
  sort?: PartnerSort;
  page?: number;
  pageSize?: number;
}
