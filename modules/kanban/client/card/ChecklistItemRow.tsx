import { Button, Checkbox, Icon } from '@blueprintjs/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@artel/sdk';
import type { ChecklistItem } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  editable: boolean;
  onToggle(item: ChecklistItem): void;
  onRemove(item: ChecklistItem): void;
}

/** One checklist item; its handle drags it by pointer, or by keyboard (Space, arrows, Space; Escape cancels). */
export function ChecklistItemRow({ item, editable, onToggle, onRemove }: ChecklistItemRowProps) {
  const { t } = useTranslation(MODULE_ID);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !editable,
  });
  return (
    <li
      ref={setNodeRef}
      data-item-id={item.id}
      className={isDragging ? 'kanban-checklist__item kanban-checklist__item--dragging' : 'kanban-checklist__item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {editable && (
        // A native button: Blueprint's Button prevents the default of Space and Enter, and dnd-kit then ignores them.
        <button
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          type="button"
          className="bp6-button bp6-minimal bp6-small kanban-checklist__handle"
          aria-label={t('card.moveItem', { text: item.text })}
        >
          <Icon icon="drag-handle-vertical" />
        </button>
      )}
      <Checkbox checked={item.done} label={item.text} disabled={!editable} onChange={() => onToggle(item)} />
      {editable && (
        <Button
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={t('card.removeItem', { text: item.text })}
          onClick={() => onRemove(item)}
        />
      )}
    </li>
  );
}
