/** Partners as the module's server sends them (API.md § Partners). */
import type { BankAccountValues, ContactValues, PartnerValues } from '../../shared/partnerValues';

export { PARTNER_STATUSES, PARTNER_TYPES, type PartnerStatus, type PartnerType } from '../../shared/partnerValues';

export interface BankAccount extends BankAccountValues {
  id?: string;
}

/** A partner as the server answers: its values and what the server keeps about it. */
export interface Partner extends Omit<PartnerValues, 'bankAccounts'> {
  id: string;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** Only in a single partner's answer. */
  bankAccounts?: BankAccount[];
}

export type PartnerFields = PartnerValues;

export interface Contact extends ContactValues {
  id: string;
  partnerId: string;
  createdAt: string;
  updatedAt: string;
}

export type ContactFields = ContactValues;

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
