import { Button, Checkbox } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { ChecklistItem } from '../api/kanbanTypes';
import { kanbanApi } from '../api/kanbanApi';
import { QuickAdd } from '../board/QuickAdd';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';

interface ChecklistSectionProps {
  cardId: string;
  items: readonly ChecklistItem[];
  editable: boolean;
  onChange(items: ChecklistItem[]): void;
}

export function ChecklistSection({ cardId, items, editable, onChange }: ChecklistSectionProps) {
  const { t } = useTranslation(MODULE_ID);
  const replace = (item: ChecklistItem) => onChange(items.map((existing) => (existing.id === item.id ? item : existing)));
  return (
    <section className="kanban-dialog__section" aria-label={t('card.checklist')}>
      <h3 className="bp6-heading">{t('card.checklist')}</h3>
      <ul className="kanban-checklist">
        {items.map((item) => (
          <li key={item.id}>
            <Checkbox
              checked={item.done}
              label={item.text}
              disabled={!editable}
              onChange={() => kanbanApi.updateChecklistItem(item.id, { done: !item.done }).then(replace, toastFailure)}
            />
            {editable && (
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('card.removeItem', { text: item.text })}
                onClick={() =>
                  kanbanApi.deleteChecklistItem(item.id).then(() => onChange(items.filter((existing) => existing.id !== item.id)), toastFailure)
                }
              />
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <QuickAdd
          label={t('card.checklistItem')}
          placeholder={t('card.checklistItem')}
          onAdd={async (text) => {
            try {
              onChange([...items, await kanbanApi.addChecklistItem(cardId, text)]);
            } catch (error) {
              toastFailure(error);
              throw error;
            }
          }}
        />
      )}
    </section>
  );
}
