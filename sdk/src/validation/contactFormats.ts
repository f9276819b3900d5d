/** Format checks for contact fields shared by the legal entity form and workspace invitations. */
import { VALIDATION_MESSAGE_KEYS as K } from './validationMessageKeys';
import { invalid, VALID, type ValueCheck } from './validationTypes';

/** SPEC §5 asks for a basic pattern: something, '@', a domain with a dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An http(s) address or a bare domain ('example.ru', 'пример.рф'), optionally with port and path.
 * Other schemes are refused: a website field linking to javascript: or ftp: is a mistake or worse.
 */
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

export function validateEmail(value: string): ValueCheck {
  return EMAIL_PATTERN.test(value) ? VALID : invalid(K.email);
}

export function validateWebsite(value: string): ValueCheck {
  return WEBSITE_PATTERN.test(value) ? VALID : invalid(K.website);
}
