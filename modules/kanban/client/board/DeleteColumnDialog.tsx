import { Button, Dialog, DialogBody, DialogFooter, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useId, useState } from 'react';
import type { KanbanColumn } from '../api/kanbanTypes';
import { ModalHeader } from '../dialogs/ModalHeader';
import { MODULE_ID } from '../moduleId';

interface DeleteColumnDialogProps {
  column: KanbanColumn;
  cardCount: number;
  otherColumns: readonly KanbanColumn[];
  onConfirm(cards: 'archive' | 'move' | null, targetColumnId?: string): void;
  onClose(): void;
}

/** Deleting a column that holds cards asks where they go: another column or the archive. */
export function DeleteColumnDialog({ column, cardCount, otherColumns, onConfirm, onClose }: DeleteColumnDialogProps) {
  const { t } = useTranslation(MODULE_ID);
  const [choice, setChoice] = useState<'archive' | 'move'>(otherColumns.length > 0 ? 'move' : 'archive');
  const [target, setTarget] = useState(otherColumns[0]?.id ?? '');
  const titleId = useId();
  return (
    <Dialog isOpen onClose={onClose} aria-labelledby={titleId}>
      <ModalHeader titleId={titleId} onClose={onClose}>
        {t('board.deleteColumnTitle', { name: column.name })}
      </ModalHeader>
      <DialogBody>
        {cardCount === 0 ? (
          <p>{t('board.deleteEmptyColumn')}</p>
        ) : (
          <RadioGroup
            label={t('board.cardsGo', { count: cardCount })}
            selectedValue={choice}
            onChange={(event) => setChoice(event.currentTarget.value as 'archive' | 'move')}
          >
            <Radio value="move" label={t('board.moveCardsTo')} disabled={otherColumns.length === 0} />
            <Radio value="archive" label={t('board.archiveCards')} />
          </RadioGroup>
        )}
        {cardCount > 0 && choice === 'move' && (
          <HTMLSelect aria-label={t('board.moveCardsTo')} value={target} onChange={(event) => setTarget(event.currentTarget.value)}>
            {otherColumns.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </HTMLSelect>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('board.cancel')} onClick={onClose} />
            <Button
              intent="danger"
              text={t('board.deleteColumn')}
              onClick={() => (cardCount === 0 ? onConfirm(null) : onConfirm(choice, choice === 'move' ? target : undefined))}
            />
          </>
        }
      />
    </Dialog>
  );
}
