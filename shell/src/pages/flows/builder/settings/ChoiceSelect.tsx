import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { $boards, $members, WORKSPACE_ROLES } from '@artel/sdk';
import { useUnit } from 'effector-react';
import type { EventField, SettingFieldType } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { useBoardParts } from './useBoardParts';

type ChoiceType = Extract<SettingFieldType, 'member' | 'role' | 'board' | 'column' | 'label'>;

interface Choice {
  value: string;
  label: string;
}

/**
 * A member, role, board, column or label: one of the workspace's, or (in an action) the one the event names,
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
  const [members, boards] = useUnit([$members, $boards]);
  const parts = useBoardParts(type === 'column' || type === 'label' ? boardId : null);

  const own: Choice[] | null = (() => {
    switch (type) {
      case 'member':
        return members.map((member) => ({ value: member.userId, label: member.name }));
      case 'board':
        // An archived board is read-only, so no new flow should act on it; one already chosen stays named.
        return boards.filter((board) => !board.archivedAt || board.id === value).map((board) => ({ value: board.id, label: board.name }));
      case 'role':
        return WORKSPACE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
      case 'column':
        return parts && parts.columns.map((column) => ({ value: column.id, label: column.name }));
      case 'label':
        return parts && parts.labels.map((label) => ({ value: label.id, label: label.name }));
    }
  })();
  const fromEvent: Choice[] = eventFields
    .filter((field) => field.type === type)
    .map((field) => ({ value: `{{${field.key}}}`, label: localized(field.label) }));

  if (own === null && fromEvent.length === 0) {
    return <InputGroup id={inputId} aria-label={ariaLabel} value={value} readOnly={readOnly} placeholder={t('settings.idPlaceholder')} onValueChange={onChange} />;
  }
  const known = [...(own ?? []), ...fromEvent].some((choice) => choice.value === value);
  return (
    <HTMLSelect id={inputId} aria-label={ariaLabel} fill value={value} disabled={readOnly} onChange={(event) => onChange(event.currentTarget.value)}>
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
