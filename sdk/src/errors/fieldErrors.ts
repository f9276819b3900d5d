/**
 * A refused request as a form shows it, beside each field (a Blueprint FormGroup's `helperText`): the server
 * lists a validation failure's problems in `details.fields`, and names the one field of a conflict (an INN
 * already taken) in `details.field`.
 */
import { ApiError } from '../api/apiError';

/** Texts by field path ('inn', 'bankAccounts.0.bik'): the first problem of each field. */
export type FieldErrors = Record<string, string>;

/** Empty when the error concerns no field: the form then shows its message whole. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return {};
  const details = error.details as { fields?: unknown; field?: unknown };
  const errors: FieldErrors = {};
  if (Array.isArray(details.fields)) {
    for (const entry of details.fields as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof entry.field === 'string' && typeof entry.message === 'string' && !(entry.field in errors))
        errors[entry.field] = entry.message;
    }
  }
  if (typeof details.field === 'string' && !(details.field in errors)) errors[details.field] = error.message;
  return errors;
}
