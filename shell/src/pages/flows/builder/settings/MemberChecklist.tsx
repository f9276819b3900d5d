import { Checkbox } from '@blueprintjs/core';
import { $members } from '@artel/sdk';
import { useUnit } from 'effector-react';
import type { EventField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';

/** A member setting's value, which the server takes as one id or a list of them. */
export function memberList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Members of a setting: any of the workspace's members and, in an action, the members the event names
 * (`{{assigneeId}}`), each a checkbox.
 */
export function MemberChecklist({
  label,
  required,
  value,
  onChange,
  eventFields,
  readOnly,
}: {
  label: string;
  required: boolean;
  value: unknown;
  onChange(value: string[]): void;
  eventFields: EventField[];
  readOnly: boolean;
}) {
  const { t, localized } = useFlowsTranslation();
  const members = useUnit($members);
  const chosen = memberList(value);
  const fromEvent = eventFields.filter((field) => field.type === 'member');
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen.filter((item) => item !== id), id] : chosen.filter((item) => item !== id));
  const box = (id: string, text: string) => (
    <Checkbox key={id} label={text} checked={chosen.includes(id)} disabled={readOnly} onChange={(event) => toggle(id, event.currentTarget.checked)} />
  );
  return (
    <fieldset className="artel-flow-members">
      <legend>
        {label} {required && <span className="bp6-text-muted">{t('settings.required')}</span>}
      </legend>
      {fromEvent.length > 0 && (
        <div role="group" aria-label={t('settings.fromEvent')}>
          <div className="bp6-text-muted">{t('settings.fromEvent')}</div>
          {fromEvent.map((field) => box(`{{${field.key}}}`, localized(field.label)))}
        </div>
      )}
      <div role="group" aria-label={t('settings.own.member')} className="artel-flow-members__list">
        {fromEvent.length > 0 && <div className="bp6-text-muted">{t('settings.own.member')}</div>}
        {members.map((member) => box(member.userId, member.name))}
      </div>
    </fieldset>
  );
}
