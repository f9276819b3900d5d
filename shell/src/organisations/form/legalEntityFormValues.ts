import { type LegalEntity, LEGAL_ENTITY_FORM_FIELDS, type LegalEntityFormValues } from '@artel/sdk/host';

export function emptyLegalEntityFormValues(): LegalEntityFormValues {
  const values = {} as LegalEntityFormValues;
  for (const field of LEGAL_ENTITY_FORM_FIELDS) values[field] = '';
  values.type = 'company';
  return values;
}

export function legalEntityFormValuesOf(entity: LegalEntity): LegalEntityFormValues {
  const values = emptyLegalEntityFormValues();
  for (const field of LEGAL_ENTITY_FORM_FIELDS) values[field] = entity[field] ?? '';
  return values;
}
