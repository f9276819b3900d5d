import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useRef } from 'react';
import type { EventField, SettingField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { CardSelect } from './CardSelect';
import { ChoiceChecklist } from './ChoiceChecklist';
import { ChoiceSelect } from './ChoiceSelect';
import type { ChoiceType } from './useChoices';
import { insertAtCaret, TemplateFieldMenu } from './TemplateFieldMenu';

export interface SettingFieldInputProps {
  field: SettingField;
  value: unknown;
  onChange(value: unknown): void;
  /** The trigger's event fields, offered for `{{field}}` insertion in templated settings. */
  eventFields: EventField[];
  /** The board whose columns and labels column and label settings offer. */
  boardId: string | null;
  /** Unique in the form: the input's id and its label's htmlFor. */
  inputId: string;
  readOnly: boolean;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const CHOICE_TYPES: ReadonlySet<string> = new Set<ChoiceType>([
  'member',
  'role',
  'board',
  'column',
  'label',
  'partner',
  'article',
  'invoice',
]);
const isChoice = (type: SettingField['type']): type is ChoiceType => CHOICE_TYPES.has(type);

/** One setting of a trigger or an action, with the input its type calls for. */
export function SettingFieldInput({ field, value, onChange, eventFields, boardId, inputId, readOnly }: SettingFieldInputProps) {
  const { t, localized } = useFlowsTranslation();
  const textRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const label = localized(field.label);
  // Left empty, the event fills it (the event's card): said in the picker, so nobody types {{cardId}}.
  const eventDefaultField = field.eventDefault ? eventFields.find((candidate) => candidate.key === field.eventDefault) : undefined;
  const eventDefault = eventDefaultField ? t('settings.eventDefault', { field: localized(eventDefaultField.label) }) : null;
  const takesText = field.type === 'string' || field.type === 'text' || field.type === 'url';
  // A setting the event fills by default holds an id: nothing readable belongs in it.
  const templateMenu =
    field.templated && takesText && !field.eventDefault ? (
      <TemplateFieldMenu
        fields={eventFields}
        disabled={readOnly}
        onInsert={(placeholder) => onChange(insertAtCaret(asText(value), placeholder, textRef.current))}
      />
    ) : null;

  // Members are always a list (one id or several); other choices when the setting says so (labels to add).
  if (field.type === 'member' || (field.multiple && isChoice(field.type))) {
    return (
      <FormGroup>
        <ChoiceChecklist
          type={field.type as ChoiceType}
          label={label}
          required={field.required === true}
          value={value}
          onChange={onChange}
          eventFields={field.templated ? eventFields : []}
          boardId={boardId}
          readOnly={readOnly}
        />
      </FormGroup>
    );
  }
  if (field.type === 'boolean') {
    return (
      <Switch
        id={inputId}
        label={label}
        checked={value === true}
        disabled={readOnly}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }

  const input = (() => {
    switch (field.type) {
      case 'text':
        return (
          <TextArea
            id={inputId}
            inputRef={(element) => {
              textRef.current = element;
            }}
            fill
            autoResize
            value={asText(value)}
            readOnly={readOnly}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        );
      case 'select':
        return (
          <HTMLSelect id={inputId} fill value={asText(value)} disabled={readOnly} onChange={(event) => onChange(event.currentTarget.value)}>
            <option value="">{t('settings.notChosen')}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {localized(option.label)}
              </option>
            ))}
          </HTMLSelect>
        );
      case 'card':
        return <CardSelect inputId={inputId} value={asText(value)} onChange={onChange} eventDefault={eventDefault} readOnly={readOnly} />;
      case 'role':
      case 'board':
      case 'column':
      case 'label':
      case 'partner':
      case 'article':
      case 'invoice':
        return (
          <ChoiceSelect
            inputId={inputId}
            type={field.type}
            value={asText(value)}
            onChange={onChange}
            eventFields={field.templated ? eventFields : []}
            boardId={boardId}
            readOnly={readOnly}
          />
        );
      case 'number':
        return (
          <InputGroup
            id={inputId}
            type="number"
            value={asText(value)}
            readOnly={readOnly}
            onValueChange={(text) => onChange(text === '' ? undefined : Number(text))}
          />
        );
      default:
        return (
          <InputGroup
            id={inputId}
            inputRef={(element) => {
              textRef.current = element;
            }}
            type={field.type === 'secret' ? 'password' : field.type === 'url' ? 'url' : 'text'}
            placeholder={field.type === 'cron' ? '0 9 * * 1' : (eventDefault ?? undefined)}
            value={asText(value)}
            readOnly={readOnly}
            onValueChange={(text) => onChange(text)}
          />
        );
    }
  })();

  return (
    <FormGroup
      label={label}
      labelFor={inputId}
      labelInfo={field.required && !eventDefault ? t('settings.required') : undefined}
      helperText={field.type === 'cron' ? t('settings.cronHelp') : eventDefault ? t('settings.eventDefaultHelp') : undefined}
    >
      {input}
      {templateMenu}
    </FormGroup>
  );
}
