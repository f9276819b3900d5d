/** One labelled text input with the server's (or the validators') message for it shown under it in red. */
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { ChangeEvent } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel' | 'url' | 'decimal';
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  multiline,
  required,
  autoFocus,
  inputMode,
}: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const common = {
    id,
    value,
    placeholder,
    required,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-help` : undefined,
  };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? <span aria-hidden>*</span> : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error || hint ? <span id={`${id}-help`}>{error ?? hint}</span> : undefined}
    >
      {multiline ? (
        <TextArea {...common} fill autoResize onChange={change} intent={error ? 'danger' : 'none'} />
      ) : (
        <InputGroup {...common} inputMode={inputMode} onChange={change} intent={error ? 'danger' : 'none'} />
      )}
    </FormGroup>
  );
}
