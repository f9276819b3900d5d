import { FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { LEGAL_ENTITY_TYPES, type LegalEntityFormField as Field } from '@artel/sdk/host';
import type { ChangeEvent } from 'react';
import { fieldInputId, type LegalEntityFieldSpec } from './legalEntityFields';
import type { FieldError } from './useLegalEntityForm';

interface Props {
  spec: LegalEntityFieldSpec;
  value: string;
  error: FieldError | null;
  checking?: boolean;
  onChange(field: Field, value: string): void;
  onBlur(field: Field): void;
}

function useErrorText(error: FieldError | null): string | null {
  const { t } = useTranslation('organisations');
  if (!error) return null;
  if ('text' in error) return error.text;
  if ('innTaken' in error) return t('form.innTaken');
  return t(`sdk:${error.issue.key}`, error.issue.params ?? {});
}

/** One labelled input of the legal entity form, with its error (or the INN check in progress) under it. */
export function LegalEntityFormField({ spec, value, error, checking = false, onChange, onBlur }: Props) {
  const { t } = useTranslation('organisations');
  const errorText = useErrorText(error);
  const { field } = spec;
  const id = fieldInputId(field);
  const helperId = `${id}-help`;
  const intent = errorText ? 'danger' : 'none';
  const helperText = errorText ?? (checking ? t('form.innChecking') : undefined);
  const common = {
    id,
    name: field,
    'aria-invalid': errorText ? true : undefined,
    'aria-describedby': helperText ? helperId : undefined,
    onBlur: () => onBlur(field),
  };
  return (
    <FormGroup
      label={t(`form.fields.${field}`)}
      labelFor={id}
      labelInfo={spec.required ? t('form.required') : undefined}
      intent={intent}
      helperText={helperText ? <span id={helperId}>{helperText}</span> : undefined}
    >
      {field === 'type' ? (
        <HTMLSelect
          {...common}
          fill
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(field, event.target.value)}
          options={LEGAL_ENTITY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      ) : (
        <InputGroup
          {...common}
          value={value}
          intent={intent}
          type={spec.inputType ?? 'text'}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete ?? 'off'}
          maxLength={spec.maxLength}
          placeholder={spec.placeholder ? t(`form.placeholders.${field}`) : undefined}
          rightElement={checking ? <Spinner size={16} /> : undefined}
          onValueChange={(next: string) => onChange(field, next)}
        />
      )}
    </FormGroup>
  );
}
