import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { templateKeyOf } from '@artel/sdk/host';
import type { EventField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';

/**
 * The trigger's event fields by their names in the user's language, each inserted into a text as what reads
 * well there (`{{assigneeNames}}` for the assignees); fields that hold only ids are not offered.
 */
export function TemplateFieldMenu({
  fields,
  onInsert,
  disabled,
}: {
  fields: EventField[];
  onInsert(placeholder: string): void;
  disabled?: boolean;
}) {
  const { t, localized } = useFlowsTranslation();
  const ownKeys = new Set(fields.map((field) => field.key));
  const insertable = fields.flatMap((field) => {
    const key = templateKeyOf(field);
    // A name the event already carries as a field of its own (a trigger's `userName`) is offered as that field.
    if (!key || (key !== field.key && ownKeys.has(key))) return [];
    return [{ key, label: localized(field.label) }];
  });
  if (insertable.length === 0) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      disabled={disabled}
      content={
        <Menu aria-label={t('settings.insertField')}>
          {insertable.map(({ key, label }) => (
            <MenuItem key={key} text={label} onClick={() => onInsert(`{{${key}}}`)} />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="code-block" text={t('settings.insertField')} disabled={disabled} />
    </PopoverNext>
  );
}

/** `text` with `insertion` put where the caret was, or at the end. */
export function insertAtCaret(text: string, insertion: string, element: HTMLInputElement | HTMLTextAreaElement | null): string {
  const start = element?.selectionStart ?? text.length;
  const end = element?.selectionEnd ?? start;
  return `${text.slice(0, start)}${insertion}${text.slice(end)}`;
}
