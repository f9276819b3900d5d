/** The contact form's text as typed, and what it becomes in a request: phones and e-mails as lists. */
import type { Contact, ContactFields } from '../api/partnerTypes';

export interface ContactForm {
  name: string;
  position: string;
  /** Comma or line separated, as typed. */
  phones: string;
  emails: string;
  telegram: string;
  isPrimary: boolean;
}

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', position: '', phones: '', emails: '', telegram: '', isPrimary: false };

export function contactFormOf(contact: Contact): ContactForm {
  return {
    name: contact.name,
    position: contact.position,
    phones: contact.phones.join(', '),
    emails: contact.emails.join(', '),
    telegram: contact.telegram,
    isPrimary: contact.isPrimary,
  };
}

export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function contactFields(form: ContactForm): ContactFields {
  return {
    name: form.name.trim(),
    position: form.position.trim(),
    phones: splitList(form.phones),
    emails: splitList(form.emails),
    telegram: form.telegram.trim(),
    isPrimary: form.isPrimary,
  };
}

/** The server names a list's entry ('phones.1'); the form has one input per list, which shows it. */
export function contactFieldOf(path: string): string {
  return path.split('.')[0] ?? path;
}
