import { ApiError, i18n, showToast } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** The server's localised message when it gave one, else the module's own fallback text. */
export function failureText(error: unknown, fallbackKey = 'errors.failed'): string {
  return error instanceof ApiError && error.message ? error.message : i18n.t(fallbackKey, { ns: MODULE_ID });
}

export function toastFailure(error: unknown, fallbackKey?: string): void {
  showToast({ message: failureText(error, fallbackKey), intent: 'danger' });
}

/** Texts by field path ('inn', 'bankAccounts.0.bik'): the first problem of each field. */
export type FieldErrors = Record<string, string>;

/**
 * A refused request as a form shows it: `details.fields` of a validation error, or the one `details.field` a
 * conflict names (an INN already taken). Empty when the error concerns no field — the form shows its message whole.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return {};
  const details = error.details as { fields?: unknown; field?: unknown };
  const errors: FieldErrors = {};
  if (Array.isArray(details.fields)) {
    for (const entry of details.fields as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof entry.field === 'string' && typeof entry.message === 'string' && !(entry.field in errors)) errors[entry.field] = entry.message;
    }
  } else if (typeof details.field === 'string') {
    errors[details.field] = error.message;
  }
  return errors;
}

/** The partner a conflict names (`details.partnerId` of an INN already taken), to offer a link to it. */
export function conflictingPartnerId(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const { partnerId } = error.details as { partnerId?: unknown };
  return typeof partnerId === 'string' ? partnerId : null;
}
