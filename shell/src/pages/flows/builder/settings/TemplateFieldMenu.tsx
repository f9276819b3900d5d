import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { EventField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';

/** The trigger's event fields, each inserted into a templated setting as `{{key}}`. */
export function TemplateFieldMenu({ fields, onInsert, disabled }: { fields: EventField[]; onInsert(placeholder: string): void; disabled?: boolean }) {
  const { t, localized } = useFlowsTranslation();
  if (fields.length === 0) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      disabled={disabled}
      content={
        <Menu aria-label={t('settings.insertField')}>
          {fields.map((field) => (
            <MenuItem key={field.key} text={localized(field.label)} label={`{{${field.key}}}`} onClick={() => onInsert(`{{${field.key}}}`)} />
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
