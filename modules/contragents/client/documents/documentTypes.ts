/** The documents API's shapes as the client reads them (API.md: money is exact decimal text, dates YYYY-MM-DD). */
export type DocumentKind = 'invoice' | 'act' | 'contract';
export type VatMode = 'included' | 'onTop';
export type VatRateCode = 'standard' | 'reduced' | 'zero' | 'simplified5' | 'simplified7' | 'none';

export interface PartyView {
  name: string;
  inn: string;
  kpp?: string;
  address?: string;
  bank?: { bankName: string; bik: string; corrAccount: string; account: string };
  /** Who signs for the side: the seller's from the module settings, the buyer's from the contract. */
  signatory?: { position?: string; name: string; basis?: string };
}

/** The counterparty's signer as the contract form edits it: empty texts where nothing is set. */
export interface SignerDraft {
  position: string;
  name: string;
  basis: string;
}

export interface DocumentLine {
  id?: string;
  position?: number;
  name: string;
  quantity: string;
  unit: string;
  price: string;
  vatRate: VatRateCode | null;
  amount?: string;
  vat?: string;
}

export interface DocumentSummary {
  id: string;
  kind: DocumentKind;
  partnerId: string;
  number: string;
  date: string;
  state: string;
  overdue: boolean;
  dueDate: string | null;
  validFrom: string | null;
  validTo: string | null;
  vatMode: VatMode;
  vatRate: VatRateCode;
  subtotal: string;
  vat: string;
  total: string;
  paid: string;
  basis: string | null;
  subject: string | null;
  city: string | null;
  terms: string[];
  note: string | null;
  contractId: string | null;
  invoiceId: string | null;
  seller: PartyView;
  buyer: PartyView;
  updatedAt: string;
}

export interface Payment {
  id: string;
  amount: string;
  paidOn: string;
}

export interface DocumentDetail extends DocumentSummary {
  lines: DocumentLine[];
  payments?: Payment[];
}

export interface DocumentFilters {
  kind: DocumentKind;
  state?: string;
  partnerId?: string;
  from?: string;
  to?: string;
  overdue?: boolean;
}

export interface DocumentList {
  total: number;
  sums: { total: string; paid: string };
  documents: DocumentSummary[];
}

/** What the editor sends to create or change a document. */
export interface DocumentDraft {
  partnerId: string;
  date: string;
  vatMode: VatMode;
  vatRate: VatRateCode;
  lines: Array<{ name: string; quantity: string; unit: string; price: string; vatRate?: VatRateCode }>;
  basis?: string;
  dueDate?: string;
  subject?: string;
  city?: string;
  validFrom?: string;
  validTo?: string;
  contractId?: string;
  buyerSigner?: SignerDraft;
}

/** The workspace's contract template (GET /settings/contract-template). */
export interface ContractTemplateSettings {
  template: string;
  isDefault: boolean;
  defaultTemplate: string;
  placeholders: string[];
}

export interface PartnerOption {
  id: string;
  name: string;
  inn: string;
}

export interface ReceivablesSummary {
  receivable: string;
  invoices: number;
  overdue: string;
  overdueInvoices: number;
}

/** A document as the top bar's search finds it (GET documents/search). */
export interface DocumentSearchHit {
  id: string;
  kind: DocumentKind;
  number: string;
  date: string;
  state: string;
  total: string;
  partnerId: string;
  partnerName: string;
}
