/** A partner's own values, the same in a request to the server and in the client's form once read (API.md § Partners). */
/** company: юридическое лицо; individual: ИП; ie: самозанятый; person: физическое лицо (shared/partnerKinds.ts). */
export const PARTNER_TYPES = ['company', 'individual', 'ie', 'person'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_STATUSES = ['lead', 'active', 'paused', 'archived'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export interface BankAccountValues {
  bankName: string;
  bik: string;
  corrAccount: string;
  account: string;
  isPrimary: boolean;
}

export interface PartnerValues {
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
  bankAccounts: BankAccountValues[];
}

/** A partner's contact person. */
export interface ContactValues {
  name: string;
  position: string;
  phones: string[];
  emails: string[];
  /** Without the leading «@». */
  telegram: string;
  isPrimary: boolean;
}
