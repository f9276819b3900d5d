/** A partner's contact person from a request: who, their position, phones, e-mails, Telegram, primary or not. */
import { type DocumentIssue, issue } from '../../shared/documents/issues';
import type { ContactValues } from '../../shared/partnerValues';
import type { Read } from '../documents/pricingInput';

export interface ContactInput {
  name?: unknown;
  position?: unknown;
  phones?: unknown;
  emails?: unknown;
  telegram?: unknown;
  isPrimary?: unknown;
}

export const CONTACT_LIMITS = { nameLength: 200, positionLength: 200, phones: 10, emails: 10 } as const;
const K = 'contacts';
/** Digits with the usual separators and an optional leading plus: «+7 (495) 123-45-67», «8 800 555 35 35». */
const PHONE = /^\+?[\d\s()-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Telegram usernames: 5–32 letters, digits and underscores, starting with a letter. */
const TELEGRAM = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function list(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((entry) => entry !== '');
}

export function readContact(input: ContactInput): Read<ContactValues> {
  const issues: DocumentIssue[] = [];
  const name = text(input.name);
  if (!name) issues.push(issue('name', `${K}.nameRequired`));
  else if (name.length > CONTACT_LIMITS.nameLength) issues.push(issue('name', `${K}.nameTooLong`, { max: CONTACT_LIMITS.nameLength }));
  const position = text(input.position);
  if (position.length > CONTACT_LIMITS.positionLength)
    issues.push(issue('position', `${K}.positionTooLong`, { max: CONTACT_LIMITS.positionLength }));
  const phones = list(input.phones);
  if (phones.length > CONTACT_LIMITS.phones) issues.push(issue('phones', `${K}.tooManyPhones`, { max: CONTACT_LIMITS.phones }));
  phones.forEach((phone, index) => {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < 5 || digits > 15) issues.push(issue(`phones.${index}`, `${K}.phoneInvalid`, { phone }));
  });
  const emails = list(input.emails);
  if (emails.length > CONTACT_LIMITS.emails) issues.push(issue('emails', `${K}.tooManyEmails`, { max: CONTACT_LIMITS.emails }));
  emails.forEach((email, index) => {
    if (!EMAIL.test(email)) issues.push(issue(`emails.${index}`, `${K}.emailInvalid`, { email }));
  });
  const telegram = text(input.telegram).replace(/^@/, '');
  if (telegram && !TELEGRAM.test(telegram)) issues.push(issue('telegram', `${K}.telegramInvalid`));
  if (input.isPrimary !== undefined && typeof input.isPrimary !== 'boolean') issues.push(issue('isPrimary', `${K}.primaryInvalid`));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { name, position, phones, emails, telegram, isPrimary: input.isPrimary === true } };
}
