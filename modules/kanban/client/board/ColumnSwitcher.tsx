import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useId } from 'react';
import { MODULE_ID } from '../moduleId';

export interface SwitcherSlot {
  /** The column's id, or null for the slot that adds a column. */
  id: string | null;
  name: string;
  count?: number;
}

/** On a phone the board shows one column at a time: this names them all, with their counts, and jumps to one. */
export function ColumnSwitcher({
  slots,
  index,
  onChoose,
}: {
  slots: readonly SwitcherSlot[];
  index: number;
  onChoose(index: number): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const id = useId();
  return (
    <FormGroup className="kanban-column-switcher" label={t('board.shownColumn')} labelFor={id} inline>
      <HTMLSelect
        id={id}
        fill
        value={index}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
        options={slots.map((slot, position) => ({
          value: position,
          label: slot.count === undefined ? slot.name : t('board.columnOption', { name: slot.name, count: slot.count }),
        }))}
      />
    </FormGroup>
  );
}
