/** Reads the field problems of a refused save (400 validation_error details, 409 inn_taken) as texts per field. */
import { ApiError } from '@artel/sdk';
import { LEGAL_ENTITY_FORM_FIELDS, type LegalEntityFormField } from '@artel/sdk/host';

export type FieldMessages = Partial<Record<LegalEntityFormField, string>>;

function isFormField(value: unknown): value is LegalEntityFormField {
  return typeof value === 'string' && (LEGAL_ENTITY_FORM_FIELDS as readonly string[]).includes(value);
}

export function serverFieldErrors(error: unknown): FieldMessages {
  if (!(error instanceof ApiError)) return {};
  const messages: FieldMessages = {};
  if (Array.isArray(error.details)) {
    for (const detail of error.details as unknown[]) {
      const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
      if (isFormField(field) && typeof message === 'string' && !messages[field]) messages[field] = message;
    }
  }
  if (error.code === 'inn_taken' && !messages.taxId) messages.taxId = error.message;
  return messages;
}
