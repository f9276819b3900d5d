/**
 * Russian company requisites with their real control digits (FNS rules for INN/OGRN/OGRNIP,
 * the Bank of Russia control key for accounts). Each check takes the value as typed (already trimmed)
 * and tells characters, length and checksum problems apart so the form can say which one it is.
 */
import { VALIDATION_MESSAGE_KEYS as K } from './validationMessageKeys';
import { invalid, VALID, type ValueCheck } from './validationTypes';

/** Who a number belongs to: INN has 10 digits for organisations and 12 for people; OGRN 13, OGRNIP 15. */
export type RequisiteOwner = 'organisation' | 'person';

const DIGITS = /^\d+$/;
const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const ACCOUNT_KEY_WEIGHTS = [7, 1, 3];
const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
const RUSSIAN_BIK_PREFIX = '04';

function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

function innControlDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

/** Remainder of a long decimal number, digit by digit, so 14-digit numbers need no BigInt. */
function remainderOf(decimal: string, divisor: number): number {
  let remainder = 0;
  for (const digit of decimal) remainder = (remainder * 10 + Number(digit)) % divisor;
  return remainder;
}

function innChecksumMatches(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length === 10) return innControlDigit(digits, INN_10_WEIGHTS) === digits[9];
  return innControlDigit(digits, INN_12_FIRST_WEIGHTS) === digits[10] && innControlDigit(digits, INN_12_SECOND_WEIGHTS) === digits[11];
}

export function validateInn(value: string, owner?: RequisiteOwner): ValueCheck {
  if (!DIGITS.test(value)) return invalid(K.innCharacters);
  if (owner === 'organisation' && value.length !== 10) return invalid(K.innOrganisationLength);
  if (owner === 'person' && value.length !== 12) return invalid(K.innPersonLength);
  if (value.length !== 10 && value.length !== 12) return invalid(K.innLength);
  return innChecksumMatches(value) ? VALID : invalid(K.innChecksum);
}

/** OGRN (13 digits, organisations) or OGRNIP (15 digits, sole traders): the number mod 11 or mod 13, then mod 10. */
export function validateOgrn(value: string, owner?: RequisiteOwner): ValueCheck {
  if (!DIGITS.test(value)) return invalid(K.ogrnCharacters);
  if (owner === 'organisation' && value.length !== 13) return invalid(K.ogrnOrganisationLength);
  if (owner === 'person' && value.length !== 15) return invalid(K.ogrnPersonLength);
  if (value.length === 13) {
    const control = remainderOf(value.slice(0, 12), 11) % 10;
    return control === Number(value[12]) ? VALID : invalid(K.ogrnChecksum);
  }
  if (value.length === 15) {
    const control = remainderOf(value.slice(0, 14), 13) % 10;
    return control === Number(value[14]) ? VALID : invalid(K.ogrnipChecksum);
  }
  return invalid(K.ogrnLength);
}

/** KPP: tax office (4 digits), reason code (2 digits or capital Latin letters), serial number (3 digits). */
export function validateKpp(value: string): ValueCheck {
  if (value.length !== 9) return invalid(K.kppLength);
  return KPP_PATTERN.test(value) ? VALID : invalid(K.kppFormat);
}

/** BIK of a Russian bank: 9 digits starting with the country code 04. */
export function validateBik(value: string): ValueCheck {
  if (!DIGITS.test(value)) return invalid(K.bikCharacters);
  if (value.length !== 9) return invalid(K.bikLength);
  return value.startsWith(RUSSIAN_BIK_PREFIX) ? VALID : invalid(K.bikPrefix);
}

/** Bank of Russia control key: weights 7, 1, 3 repeated over the 23 digits; the sum must end in 0. */
function accountKeyMatches(bikPart: string, account: string): boolean {
  const sum = digitsOf(bikPart + account).reduce((total, digit, index) => total + digit * (ACCOUNT_KEY_WEIGHTS[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}

function isBankBik(bik: string): boolean {
  return validateBik(bik).ok;
}

interface AccountKeys {
  characters: string;
  length: string;
  bikRequired: string;
  checksum: string;
}

function validateAccount(account: string, bik: string, keys: AccountKeys, bikPart: (bik: string) => string): ValueCheck {
  if (!DIGITS.test(account)) return invalid(keys.characters);
  if (account.length !== 20) return invalid(keys.length);
  if (!isBankBik(bik)) return invalid(keys.bikRequired);
  return accountKeyMatches(bikPart(bik), account) ? VALID : invalid(keys.checksum);
}

/** Correspondent account: keyed with '0' and digits 5-6 of the BIK (the Bank of Russia settlement centre). */
export function validateCorrAccount(account: string, bik: string): ValueCheck {
  const keys = {
    characters: K.corrAccountCharacters,
    length: K.corrAccountLength,
    bikRequired: K.corrAccountBikRequired,
    checksum: K.corrAccountChecksum,
  };
  return validateAccount(account, bik, keys, (b) => `0${b.slice(4, 6)}`);
}

/** Settlement (bank) account: keyed with the last 3 digits of the BIK (the bank itself). */
export function validateBankAccount(account: string, bik: string): ValueCheck {
  const keys = {
    characters: K.bankAccountCharacters,
    length: K.bankAccountLength,
    bikRequired: K.bankAccountBikRequired,
    checksum: K.bankAccountChecksum,
  };
  return validateAccount(account, bik, keys, (b) => b.slice(6, 9));
}
