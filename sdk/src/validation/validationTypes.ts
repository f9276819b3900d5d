/**
 * Validation results carry i18n keys, never texts: the server and the client share these rules,
 * and each side translates with its own i18next instance (dictionaries in messages.{ru,en}.json).
 */
export type ValidationParams = Record<string, string | number>;

/** One problem with one field of a form or request body. */
export interface ValidationIssue {
  field: string;
  key: string;
  params?: ValidationParams;
}

/** The verdict on one value checked on its own (an INN, a BIK, an account...). */
export type ValueCheck = { ok: true } | { ok: false; key: string; params?: ValidationParams };

export const VALID: ValueCheck = { ok: true };

export function invalid(key: string, params?: ValidationParams): ValueCheck {
  return params ? { ok: false, key, params } : { ok: false, key };
}

/** Turns a failed check into an issue of a field; a passed one into nothing. */
export function issueOf(field: string, check: ValueCheck): ValidationIssue[] {
  if (check.ok) return [];
  return [check.params ? { field, key: check.key, params: check.params } : { field, key: check.key }];
}
