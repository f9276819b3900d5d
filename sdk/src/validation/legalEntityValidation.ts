/** The legal entity create/edit form (SPEC §3 'Legal entity create fields', SPEC §5 'Legal entity form'). */
import { validateEmail, validateWebsite } from './contactFormats';
import {
  type RequisiteOwner,
  validateBankAccount,
  validateBik,
  validateCorrAccount,
  validateInn,
  validateKpp,
  validateOgrn,
} from './russianRequisites';
import { VALIDATION_MESSAGE_KEYS as K } from './validationMessageKeys';
import { issueOf, type ValidationIssue } from './validationTypes';

/** company: a legal entity; individual: a sole trader; ie: self-employed (SPEC §3, in that order). */
export const LEGAL_ENTITY_TYPES = ['company', 'individual', 'ie'] as const;
export type LegalEntityType = (typeof LEGAL_ENTITY_TYPES)[number];

export const LEGAL_ENTITY_FORM_FIELDS = [
  'name',
  'type',
  'taxId',
  'kpp',
  'ogrn',
  'legalForm',
  'address',
  'phone',
  'email',
  'website',
  'bankAccount',
  'bankName',
  'bik',
  'corrAccount',
] as const;
export type LegalEntityFormField = (typeof LEGAL_ENTITY_FORM_FIELDS)[number];

/** What a form or a request body may hold; anything missing counts as empty. */
export type LegalEntityFormInput = Partial<Record<LegalEntityFormField, string | null>>;
export type LegalEntityFormValues = Record<LegalEntityFormField, string>;

export function isLegalEntityType(value: unknown): value is LegalEntityType {
  return typeof value === 'string' && (LEGAL_ENTITY_TYPES as readonly string[]).includes(value);
}

/** Organisations get 10-digit INNs and 13-digit OGRNs; sole traders and the self-employed are people. */
export function requisiteOwnerOf(type: LegalEntityType): RequisiteOwner {
  return type === 'company' ? 'organisation' : 'person';
}

/** Every field as trimmed text, so what is checked is exactly what gets stored. */
export function normalizeLegalEntityForm(input: LegalEntityFormInput): LegalEntityFormValues {
  const values = {} as LegalEntityFormValues;
  for (const field of LEGAL_ENTITY_FORM_FIELDS) values[field] = (input[field] ?? '').trim();
  return values;
}

function requiredIssues(values: LegalEntityFormValues): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!values.name) issues.push({ field: 'name', key: K.legalEntityNameRequired });
  if (!values.type) issues.push({ field: 'type', key: K.legalEntityTypeRequired });
  else if (!isLegalEntityType(values.type)) issues.push({ field: 'type', key: K.legalEntityTypeInvalid });
  if (!values.taxId) issues.push({ field: 'taxId', key: K.legalEntityTaxIdRequired });
  if (!values.address) issues.push({ field: 'address', key: K.legalEntityAddressRequired });
  return issues;
}

function registrationIssues(values: LegalEntityFormValues, owner: RequisiteOwner | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (values.taxId) issues.push(...issueOf('taxId', validateInn(values.taxId, owner)));
  if (values.ogrn) issues.push(...issueOf('ogrn', validateOgrn(values.ogrn, owner)));
  if (values.kpp) {
    // Only organisations are registered with a tax office under a KPP.
    if (owner === 'person') issues.push({ field: 'kpp', key: K.kppCompanyOnly });
    else issues.push(...issueOf('kpp', validateKpp(values.kpp)));
  }
  return issues;
}

const BANK_ACCOUNT_FIELDS = [
  { field: 'corrAccount', validate: validateCorrAccount, bikRequiredKey: K.corrAccountBikRequired },
  { field: 'bankAccount', validate: validateBankAccount, bikRequiredKey: K.bankAccountBikRequired },
] as const;

function bankIssues(values: LegalEntityFormValues): ValidationIssue[] {
  const bikCheck = values.bik ? validateBik(values.bik) : undefined;
  const issues = bikCheck ? issueOf('bik', bikCheck) : [];
  for (const { field, validate, bikRequiredKey } of BANK_ACCOUNT_FIELDS) {
    if (!values[field]) continue;
    const check = validate(values[field], values.bik);
    // A typed but wrong BIK is already reported on its own field; the account only adds its own format problems.
    if (!check.ok && check.key === bikRequiredKey && bikCheck) continue;
    issues.push(...issueOf(field, check));
  }
  return issues;
}

function contactIssues(values: LegalEntityFormValues): ValidationIssue[] {
  return [
    ...(values.email ? issueOf('email', validateEmail(values.email)) : []),
    ...(values.website ? issueOf('website', validateWebsite(values.website)) : []),
  ];
}

/** All problems of the form at once, in field order of SPEC §3; an empty list means it can be saved. */
export function validateLegalEntityForm(input: LegalEntityFormInput): ValidationIssue[] {
  const values = normalizeLegalEntityForm(input);
  const owner = isLegalEntityType(values.type) ? requisiteOwnerOf(values.type) : undefined;
  const issues = [...requiredIssues(values), ...registrationIssues(values, owner), ...bankIssues(values), ...contactIssues(values)];
  const order = (issue: ValidationIssue) => LEGAL_ENTITY_FORM_FIELDS.indexOf(issue.field as LegalEntityFormField);
  return issues.sort((a, b) => order(a) - order(b));
}
