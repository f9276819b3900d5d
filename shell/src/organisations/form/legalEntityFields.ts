/** How each SPEC §3 create field is entered: its section, whether it is required, and input hints. */
import type { LegalEntityFormField } from '@artel/sdk/host';
import type { HTMLInputTypeAttribute } from 'react';

export type LegalEntityFormSection = 'main' | 'contacts' | 'bank';

export interface LegalEntityFieldSpec {
  field: LegalEntityFormField;
  section: LegalEntityFormSection;
  required?: boolean;
  inputType?: HTMLInputTypeAttribute;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  autoComplete?: string;
  /** Digits-only requisites get a length cap so a stray key press cannot run past them. */
  maxLength?: number;
  placeholder?: boolean;
}

export const LEGAL_ENTITY_FIELD_SPECS: readonly LegalEntityFieldSpec[] = [
  { field: 'name', section: 'main', required: true, autoComplete: 'organization', placeholder: true },
  { field: 'type', section: 'main', required: true },
  { field: 'taxId', section: 'main', required: true, inputMode: 'numeric', maxLength: 12 },
  { field: 'kpp', section: 'main', maxLength: 9 },
  { field: 'ogrn', section: 'main', inputMode: 'numeric', maxLength: 15 },
  { field: 'legalForm', section: 'main', placeholder: true },
  { field: 'address', section: 'contacts', required: true, autoComplete: 'street-address', placeholder: true },
  { field: 'phone', section: 'contacts', inputType: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: true },
  { field: 'email', section: 'contacts', inputType: 'email', inputMode: 'email', autoComplete: 'email', placeholder: true },
  { field: 'website', section: 'contacts', inputMode: 'url', autoComplete: 'url', placeholder: true },
  { field: 'bankAccount', section: 'bank', inputMode: 'numeric', maxLength: 20 },
  { field: 'bankName', section: 'bank' },
  { field: 'bik', section: 'bank', inputMode: 'numeric', maxLength: 9 },
  { field: 'corrAccount', section: 'bank', inputMode: 'numeric', maxLength: 20 },
];

export const LEGAL_ENTITY_FORM_SECTIONS: readonly LegalEntityFormSection[] = ['main', 'contacts', 'bank'];

export function fieldInputId(field: LegalEntityFormField): string {
  return `legal-entity-${field}`;
}
