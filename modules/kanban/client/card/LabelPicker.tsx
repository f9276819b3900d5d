import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useState } from 'react';
import type { KanbanLabel } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { LabelEditor } from './LabelEditor';

interface LabelPickerProps {
  labels: readonly KanbanLabel[];
  selectedIds: readonly string[];
  /** May tick labels on this card (edit_card). */
  editable: boolean;
  /** May rename, recolour and delete the board's labels (edit_board). */
  canManage: boolean;
  onToggle(labelId: string): void;
  onLabelSaved(label: KanbanLabel): void;
  onLabelDeleted(labelId: string): void;
}

/** The board's labels to tick on a card, each with a pencil that opens its editor, as in Trello. */
export function LabelPicker({ labels, selectedIds, editable, canManage, onToggle, onLabelSaved, onLabelDeleted }: LabelPickerProps) {
  const { t } = useTranslation(MODULE_ID);
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <fieldset className="kanban-dialog__fieldset">
      <legend>{t('card.labels')}</legend>
      {labels.map((label) => {
        const name = label.name || t(`colors.${label.color}`);
        return (
          <span key={label.id} className="kanban-label-option">
            <Checkbox
              inline
              disabled={!editable}
              label={name}
              className={`kanban-label-check kanban-label--${label.color}`}
              checked={selectedIds.includes(label.id)}
              onChange={() => onToggle(label.id)}
            />
            {canManage && (
              <PopoverNext
                isOpen={editingId === label.id}
                placement="bottom-start"
                onInteraction={(open) => setEditingId(open ? label.id : null)}
                content={
                  <LabelEditor
                    label={label}
                    labels={labels}
                    onSaved={onLabelSaved}
                    onDeleted={onLabelDeleted}
                    onClose={() => setEditingId(null)}
                  />
                }
              >
                <Button variant="minimal" size="small" icon="edit" aria-label={t('card.editLabel', { name })} aria-haspopup="dialog" />
              </PopoverNext>
            )}
          </span>
        );
      })}
    </fieldset>
  );
}
