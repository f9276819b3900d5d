import { Checkbox } from '@blueprintjs/core';
import type { EventField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { type ChoiceType, useChoices } from './useChoices';

/** A list setting's value, which the server takes as one id or a list of them. */
export function choiceList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Several members, labels, partners… of a setting: any of the workspace's (a board's, for labels) and, in an
 * action, those the event names (`{{assigneeIds}}`), each a checkbox.
 */
export function ChoiceChecklist({
  type,
  label,
  required,
  value,
  onChange,
  eventFields,
  boardId,
  readOnly,
}: {
  type: ChoiceType;
  label: string;
  required: boolean;
  value: unknown;
  onChange(value: string[]): void;
  eventFields: EventField[];
  boardId: string | null;
  readOnly: boolean;
}) {
  const { t, localized } = useFlowsTranslation();
  const chosen = choiceList(value);
  const own = useChoices(type, boardId, chosen);
  const fromEvent = eventFields.filter((field) => field.type === type);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((item) => item !== id), id] : chosen.filter((item) => item !== id));
  const box = (id: string, text: string) => (
    <Checkbox
      key={id}
      label={text}
      checked={chosen.includes(id)}
      disabled={readOnly}
      onChange={(event) => toggle(id, event.currentTarget.checked)}
    />
  );
  return (
    <fieldset className="artel-flow-choices">
      <legend>
        {label} {required && <span className="bp6-text-muted">{t('settings.required')}</span>}
      </legend>
      {fromEvent.length > 0 && (
        <div role="group" aria-label={t('settings.fromEvent')}>
          <div className="bp6-text-muted">{t('settings.fromEvent')}</div>
          {fromEvent.map((field) => box(`{{${field.key}}}`, localized(field.label)))}
        </div>
      )}
      <div role="group" aria-label={t(`settings.own.${type}`)} className="artel-flow-choices__list">
        {fromEvent.length > 0 && <div className="bp6-text-muted">{t(`settings.own.${type}`)}</div>}
        {own === null ? (
          <div className="bp6-text-muted">
            {t(`settings.noneToChoose.${type === 'column' || type === 'label' ? 'chooseBoard' : 'unavailable'}`)}
          </div>
        ) : own.length === 0 ? (
          <div className="bp6-text-muted">{t('settings.noneToChoose.empty')}</div>
        ) : (
          own.map((choice) => box(choice.value, choice.label))
        )}
      </div>
    </fieldset>
  );
}
