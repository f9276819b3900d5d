/**
 * A partner from a request: its type, name, requisites of that type (shared/partnerKinds.ts) checked with the platform's own validators (INN, KPP,
 * OGRN/OGRNIP, BIK with its correspondent account key, settlement accounts, e-mail and website — from
 * @artel/sdk/server, never copied), addresses, status, tags and bank accounts. Every problem names its field.
 */
import {
  type RequisiteOwner,
  validateBankAccount,
  validateBik,
  validateCorrAccount,
  validateEmail,
  validateInn,
  validateKpp,
  validateOgrn,
  validateWebsite,
  type ValueCheck,
} from '@artel/sdk/server';
import { type DocumentIssue, issue } from '../../shared/documents/issues';
import type { Read } from '../documents/pricingInput';
import { PARTNER_KINDS } from '../../shared/partnerKinds';
import {
  type BankAccountValues,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  type PartnerStatus,
  type PartnerType,
  type PartnerValues,
} from '../../shared/partnerValues';

export { type BankAccountValues, PARTNER_STATUSES, PARTNER_TYPES, type PartnerStatus, type PartnerType, type PartnerValues };

export const PARTNER_LIMITS = { nameLength: 300, textLength: 500, noteLength: 5000, tags: 20, tagLength: 50, bankAccounts: 10 } as const;

export type PartnerInput = Partial<Record<keyof PartnerValues, unknown>>;

const K = 'partners';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function checked(field: string, check: ValueCheck): DocumentIssue[] {
  if (check.ok) return [];
  return [check.params ? issue(field, check.key, check.params) : issue(field, check.key)];
}

function readBankAccount(raw: unknown, index: number, issues: DocumentIssue[]): BankAccountValues {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const at = `bankAccounts.${index}`;
  const account = {
    bankName: text(input.bankName),
    bik: text(input.bik),
    corrAccount: text(input.corrAccount),
    account: text(input.account),
    isPrimary: input.isPrimary === true,
  };
  if (!account.bankName) issues.push(issue(`${at}.bankName`, `${K}.bankNameRequired`));
  issues.push(...checked(`${at}.bik`, validateBik(account.bik)));
  issues.push(...checked(`${at}.corrAccount`, validateCorrAccount(account.corrAccount, account.bik)));
  issues.push(...checked(`${at}.account`, validateBankAccount(account.account, account.bik)));
  return account;
}

function limited(value: string, field: string, max: number, issues: DocumentIssue[]): string {
  if (value.length > max) issues.push(issue(field, `${K}.tooLong`, { max }));
  return value;
}

export function readPartner(input: PartnerInput): Read<PartnerValues> {
  const issues: DocumentIssue[] = [];
  const type = PARTNER_TYPES.includes(input.type as PartnerType) ? (input.type as PartnerType) : null;
  if (!type) issues.push(issue('type', `${K}.typeInvalid`));
  const kind = type === null ? null : PARTNER_KINDS[type];
  const owner: RequisiteOwner | undefined = kind?.owner;
  const name = limited(text(input.name), 'name', PARTNER_LIMITS.nameLength, issues);
  if (!name) issues.push(issue('name', `${K}.nameRequired`));
  const inn = text(input.inn);
  if (inn) issues.push(...checked('inn', validateInn(inn, owner)));
  else if (kind?.innRequired !== false) issues.push(issue('inn', `${K}.innRequired`));
  const kpp = text(input.kpp).toUpperCase();
  if (kpp) {
    // Only organisations are registered with a tax office under a KPP.
    if (kind && !kind.hasKpp) issues.push(issue('kpp', 'validation.kpp.companyOnly'));
    else issues.push(...checked('kpp', validateKpp(kpp)));
  }
  const ogrn = text(input.ogrn);
  if (ogrn) {
    if (type === 'ie') issues.push(issue('ogrn', `${K}.ogrnSelfEmployed`));
    else if (type === 'person') issues.push(issue('ogrn', `${K}.ogrnPerson`));
    else issues.push(...checked('ogrn', validateOgrn(ogrn, owner)));
  }
  const email = limited(text(input.email), 'email', PARTNER_LIMITS.textLength, issues);
  if (email) issues.push(...checked('email', validateEmail(email)));
  const website = limited(text(input.website), 'website', PARTNER_LIMITS.textLength, issues);
  if (website) issues.push(...checked('website', validateWebsite(website)));
  const status = input.status === undefined ? 'active' : (input.status as PartnerStatus);
  if (!PARTNER_STATUSES.includes(status)) issues.push(issue('status', `${K}.statusInvalid`));
  const tags = Array.isArray(input.tags) ? [...new Set(input.tags.map(text).filter((tag) => tag !== ''))] : [];
  if (input.tags !== undefined && !Array.isArray(input.tags)) issues.push(issue('tags', `${K}.tagsInvalid`));
  if (tags.length > PARTNER_LIMITS.tags) issues.push(issue('tags', `${K}.tooManyTags`, { max: PARTNER_LIMITS.tags }));
  tags.forEach((tag, index) => limited(tag, `tags.${index}`, PARTNER_LIMITS.tagLength, issues));
  const responsibleId =
    input.responsibleId === null || input.responsibleId === undefined || input.responsibleId === '' ? null : text(input.responsibleId);
  if (responsibleId !== null && !UUID.test(responsibleId)) issues.push(issue('responsibleId', `${K}.responsibleNotMember`));
  const rawAccounts = Array.isArray(input.bankAccounts) ? input.bankAccounts : [];
  if (rawAccounts.length > PARTNER_LIMITS.bankAccounts)
    issues.push(issue('bankAccounts', `${K}.tooManyBankAccounts`, { max: PARTNER_LIMITS.bankAccounts }));
  const bankAccounts = rawAccounts.slice(0, PARTNER_LIMITS.bankAccounts).map((raw, index) => readBankAccount(raw, index, issues));
  // Exactly one primary account when there are any: the first unless another is marked.
  const primary = Math.max(
    0,
    bankAccounts.findIndex((account) => account.isPrimary),
  );
  bankAccounts.forEach((account, index) => (account.isPrimary = index === primary));
  const values: PartnerValues = {
    type: type ?? 'company',
    name,
    inn,
    kpp,
    ogrn,
    legalAddress: limited(text(input.legalAddress), 'legalAddress', PARTNER_LIMITS.textLength, issues),
    postalAddress: limited(text(input.postalAddress), 'postalAddress', PARTNER_LIMITS.textLength, issues),
    phone: limited(text(input.phone), 'phone', PARTNER_LIMITS.textLength, issues),
    email,
    website,
    status,
    tags,
    responsibleId,
    note: limited(text(input.note), 'note', PARTNER_LIMITS.noteLength, issues),
    bankAccounts,
  };
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: values };
}
