import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { EventField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { type Choice, type ChoiceType, useChoices } from './useChoices';

/**
 * A member, role, board, column, label, partner or article: one of the workspace's, or (in an action) the one the event names,
 * written as a `{{field}}` placeholder.
 */
export function ChoiceSelect({
  inputId,
  type,
  value,
  onChange,
  eventFields,
  boardId,
  readOnly,
  ariaLabel,
}: {
  inputId: string;
  /** For a select that has no <label> of its own. */
  ariaLabel?: string;
  type: ChoiceType;
  value: string;
  onChange(value: string): void;
  eventFields: EventField[];
  boardId: string | null;
  readOnly: boolean;
}) {
  const { t, localized } = useFlowsTranslation();
  const own = useChoices(type, boardId, [value]);
  const fromEvent: Choice[] = eventFields
    .filter((field) => field.type === type)
    .map((field) => ({ value: `{{${field.key}}}`, label: localized(field.label) }));

  if (own === null && fromEvent.length === 0) {
    return (
      <InputGroup
        id={inputId}
        aria-label={ariaLabel}
        value={value}
        readOnly={readOnly}
        placeholder={t('settings.idPlaceholder')}
        onValueChange={onChange}
      />
    );
  }
  const known = [...(own ?? []), ...fromEvent].some((choice) => choice.value === value);
  return (
    <HTMLSelect
      id={inputId}
      aria-label={ariaLabel}
      fill
      value={value}
      disabled={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{t('settings.notChosen')}</option>
      {!known && value !== '' && <option value={value}>{value}</option>}
      {fromEvent.length > 0 && (
        <optgroup label={t('settings.fromEvent')}>
          {fromEvent.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </optgroup>
      )}
      {own && own.length > 0 && (
        <optgroup label={t(`settings.own.${type}`)}>
          {own.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </optgroup>
      )}
    </HTMLSelect>
  );
}
