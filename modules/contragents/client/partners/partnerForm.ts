/**
 * The partner form's values (text as typed), what they become in a request, and the requisites checked before
 * sending with the SDK's own validators (the server checks the same again): the user sees a wrong INN check
 * digit or a BIK that does not key its account next to the field at once.
 */
import {
  type FieldErrors,
  i18n,
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
} from '@artel/sdk';
import { PARTNER_KINDS } from '../../shared/partnerKinds';
import type { BankAccountValues, PartnerValues } from '../../shared/partnerValues';
import type { BankAccount, Partner, PartnerFields, PartnerType } from '../api/partnerTypes';

export type BankAccountForm = BankAccountValues;

/** The partner's values as the form holds them: tags comma separated as typed, no one responsible as ''. */
export interface PartnerForm extends Omit<PartnerValues, 'tags' | 'responsibleId' | 'bankAccounts'> {
  tags: string;
  responsibleId: string;
  bankAccounts: BankAccountForm[];
}

export const EMPTY_BANK_ACCOUNT: BankAccountForm = { bankName: '', bik: '', corrAccount: '', account: '', isPrimary: false };

export function emptyPartnerForm(): PartnerForm {
  return {
    type: 'company',
    name: '',
    inn: '',
    kpp: '',
    ogrn: '',
    legalAddress: '',
    postalAddress: '',
    phone: '',
    email: '',
    website: '',
    status: 'active',
    tags: '',
    responsibleId: '',
    note: '',
    bankAccounts: [],
  };
}

const bankForm = ({ bankName, bik, corrAccount, account, isPrimary }: BankAccount): BankAccountForm => ({
  bankName,
  bik,
  corrAccount,
  account,
  isPrimary,
});

export function partnerFormOf(partner: Partner): PartnerForm {
  return {
    type: partner.type,
    name: partner.name,
    inn: partner.inn,
    kpp: partner.kpp,
    ogrn: partner.ogrn,
    legalAddress: partner.legalAddress,
    postalAddress: partner.postalAddress,
    phone: partner.phone,
    email: partner.email,
    website: partner.website,
    status: partner.status,
    tags: partner.tags.join(', '),
    responsibleId: partner.responsibleId ?? '',
    note: partner.note,
    bankAccounts: (partner.bankAccounts ?? []).map(bankForm),
  };
}

export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

export function partnerFields(form: PartnerForm): PartnerFields {
  const trimmed = (value: string) => value.trim();
  return {
    type: form.type,
    name: trimmed(form.name),
    inn: trimmed(form.inn),
    // A field the kind has not (a self-employed person's ОГРНИП, anyone's but a company's КПП) is sent empty,
    // so that a value typed before the kind was changed is not kept.
    kpp: PARTNER_KINDS[form.type].hasKpp ? trimmed(form.kpp).toUpperCase() : '',
    ogrn: PARTNER_KINDS[form.type].hasOgrn ? trimmed(form.ogrn) : '',
    legalAddress: trimmed(form.legalAddress),
    postalAddress: trimmed(form.postalAddress),
    phone: trimmed(form.phone),
    email: trimmed(form.email),
    website: trimmed(form.website),
    status: form.status,
    tags: splitTags(form.tags),
    responsibleId: form.responsibleId || null,
    note: trimmed(form.note),
    bankAccounts: form.bankAccounts.map((account) => ({
      bankName: trimmed(account.bankName),
      bik: trimmed(account.bik),
      corrAccount: trimmed(account.corrAccount),
      account: trimmed(account.account),
      isPrimary: account.isPrimary,
    })),
  };
}

const ownerOf = (type: PartnerType): RequisiteOwner => PARTNER_KINDS[type].owner;

function noteFailure(errors: FieldErrors, field: string, check: ValueCheck): void {
  if (!check.ok && !(field in errors)) errors[field] = i18n.t(`sdk:${check.key}`, check.params ?? {});
}

/** The problems the SDK's validators find before the form is sent; the server's own answer may add others. */
export function checkPartnerForm(form: PartnerForm): FieldErrors {
  const fields = partnerFields(form);
  const errors: FieldErrors = {};
  const t = (key: string) => i18n.t(key, { ns: 'contragents' });
  if (!fields.name) errors.name = t('partnerForm.nameRequired');
  if (!fields.inn) {
    if (PARTNER_KINDS[fields.type].innRequired) errors.inn = t('partnerForm.innRequired');
  } else noteFailure(errors, 'inn', validateInn(fields.inn, ownerOf(fields.type)));
  if (fields.kpp) noteFailure(errors, 'kpp', validateKpp(fields.kpp));
  if (fields.ogrn) noteFailure(errors, 'ogrn', validateOgrn(fields.ogrn, ownerOf(fields.type)));
  if (fields.email) noteFailure(errors, 'email', validateEmail(fields.email));
  if (fields.website) noteFailure(errors, 'website', validateWebsite(fields.website));
  fields.bankAccounts.forEach((account, index) => {
    const at = `bankAccounts.${index}`;
    if (!account.bankName) errors[`${at}.bankName`] = t('partnerForm.bankNameRequired');
    noteFailure(errors, `${at}.bik`, validateBik(account.bik));
    noteFailure(errors, `${at}.corrAccount`, validateCorrAccount(account.corrAccount, account.bik));
    noteFailure(errors, `${at}.account`, validateBankAccount(account.account, account.bik));
  });
  return errors;
}
