/**
 * «Переместить»: the card's column as a field of its own, as Trello's mobile card has it — the only way to move
 * a card on a phone, where dragging across columns that do not fit the screen is no way at all. A choice puts
 * the card at the end of that column through the same move the board's drag uses, so others see it live.
 */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { KanbanColumn } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';

interface ColumnFieldProps {
  id: string;
  columnId: string;
  /** The board's columns in their order. */
  columns: readonly KanbanColumn[];
  disabled: boolean;
  onMove(columnId: string): void;
}

export function ColumnField({ id, columnId, columns, disabled, onMove }: ColumnFieldProps) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <FormGroup label={t('card.column')} labelFor={id} helperText={disabled ? undefined : t('card.moveHint')}>
      <HTMLSelect
        id={id}
        fill
        value={columnId}
        disabled={disabled || columns.length < 2}
        onChange={(event) => {
          const target = event.currentTarget.value;
          if (target !== columnId) onMove(target);
        }}
      >
        {columns.map((column) => (
          <option key={column.id} value={column.id}>
            {column.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
