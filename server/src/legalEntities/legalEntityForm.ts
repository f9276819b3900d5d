/** The create/update body checked by the shared form rules, and the INN kept unique across the platform. */
import { type LegalEntityFormInput, normalizeLegalEntityForm, validateLegalEntityForm } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { AppError } from '../http/errors';
import { type Locale, message } from '../http/messages';
import { rejectIssues } from '../http/validationFailure';
import { innExists, type LegalEntityValues } from './legalEntityData';

export function innTaken(locale: Locale): AppError {
  return new AppError(409, 'inn_taken', 'inn_taken', {
    details: [{ field: 'taxId', key: 'inn_taken', message: message('inn_taken', locale) }],
  });
}

/** Valid, trimmed values ready to store, or the 400/409 answer. `excludeId` is the entity being edited. */
export async function acceptLegalEntityForm(
  orm: Orm,
  input: LegalEntityFormInput,
  locale: Locale,
  excludeId?: string,
): Promise<LegalEntityValues> {
  rejectIssues(validateLegalEntityForm(input), locale);
  const values = normalizeLegalEntityForm(input) as LegalEntityValues;
  if (await innExists(orm, values.taxId, excludeId)) throw innTaken(locale);
  return values;
}
