import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { $language, useTranslation } from '@artel/sdk';
import { type ModuleConfigOption } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';

interface ConfigFieldProps {
  option: ModuleConfigOption;
  value: string | boolean;
  /** Already translated. */
  error?: string;
  disabled: boolean;
  onChange(value: string | boolean): void;
}

/** The range key and its values for a number option, if it has bounds. */
function rangeHint(option: ModuleConfigOption): { key: string; values: { min?: number; max?: number } } | null {
  const { min, max } = option;
  if (min !== undefined && max !== undefined) return { key: 'settings.range', values: { min, max } };
  if (min !== undefined) return { key: 'settings.atLeast', values: { min } };
  if (max !== undefined) return { key: 'settings.atMost', values: { max } };
  return null;
}

/** One input per option type: text, number (with its range), switch, list of values. */
export function ConfigField({ option, value, error, disabled, onChange }: ConfigFieldProps) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const language = useUnit($language);
  const label = option.label?.[language] ?? option.label?.ru ?? option.key;
  const id = `module-config-${option.key}`;
  const intent = error ? 'danger' : 'none';

  if (option.type === 'boolean') {
    return (
      <FormGroup helperText={error} intent={intent}>
        <Switch
          id={id}
          label={label}
          checked={value === true}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </FormGroup>
    );
  }
  const range = option.type === 'number' ? rangeHint(option) : null;
  const helper = error ?? (range ? t(range.key, range.values) : undefined);
  return (
    <FormGroup label={label} labelFor={id} helperText={helper} intent={intent}>
      {option.type === 'enum' ? (
        <HTMLSelect id={id} value={String(value)} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)}>
          {(option.values ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </HTMLSelect>
      ) : (
        <InputGroup
          id={id}
          type={option.type === 'number' ? 'number' : 'text'}
          inputMode={option.type === 'number' ? 'decimal' : undefined}
          min={option.min}
          max={option.max}
          value={String(value)}
          intent={intent}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onValueChange={onChange}
        />
      )}
    </FormGroup>
  );
}
