/** What a printed document needs to know, whatever table or request it came from. */
import type { LineItem } from '../../shared/documents/documentTotals';
import type { VatMode, VatRateCode } from '../../shared/documents/vatRates';

/** company: a legal entity; individual: a sole trader (ИП); ie: self-employed; person: a private person (a buyer only). */
export type PartyType = 'company' | 'individual' | 'ie' | 'person';

export interface BankRequisites {
  bankName: string;
  bik: string;
  corrAccount: string;
  /** The settlement account (расчётный счёт). */
  account: string;
}

export interface Party {
  type: PartyType;
  /** As it is to be printed: «ООО «Ромашка»», «ИП Иванов Иван Иванович». */
  name: string;
  /** '' for a private person whose INN is not known. */
  inn: string;
  kpp?: string;
  address?: string;
  phone?: string;
  bank?: BankRequisites;
  /** Who signs for it: «Генеральный директор», «Иванов Иван Иванович» (or «Иванов И. И.»), on the basis of «Устава». */
  signatory?: Signer;
  /** The chief accountant of a company, printed under «Бухгалтер» on an invoice. */
  accountant?: string;
  /** «Главный бухгалтер»: the accountant's position when one is configured. */
  accountantPosition?: string;
}

export interface Signer {
  position?: string;
  /** The full name as the preamble prints it (inflected); signatures print the surname and initials. */
  name: string;
  /** In the genitive, after «действующего на основании»: «Устава», «доверенности № 12 от 01.02.2026». */
  basis?: string;
}

interface DatedDocument {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  seller: Party;
  buyer: Party;
}

interface PricedLines {
  vatMode: VatMode;
  vatRate: VatRateCode;
  lines: readonly LineItem[];
}

export interface InvoiceDocument extends DatedDocument, PricedLines {
  /** «Основание»: usually the contract, «Договор № 5/2026 от 01.12.2026». */
  basis?: string;
  /** YYYY-MM-DD: pay no later than this day. */
  dueDate?: string;
  note?: string;
}

export interface ActDocument extends DatedDocument, PricedLines {
  basis?: string;
}

export interface ContractDocument extends DatedDocument, Partial<PricedLines> {
  /** Where it was signed: «г. Москва». */
  city?: string;
  /** «Предмет договора»: what the supplier does or delivers. */
  subject: string;
  /** YYYY-MM-DD: the contract is in force from validFrom to validTo inclusive. */
  validFrom: string;
  validTo?: string;
  /** Further clauses, one paragraph each, numbered when printed. */
  terms?: readonly string[];
}
