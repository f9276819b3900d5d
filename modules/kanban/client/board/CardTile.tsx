import { Icon, Tag } from '@blueprintjs/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@artel/sdk';
import { type CSSProperties, type KeyboardEvent, memo } from 'react';
import type { CardSummary, KanbanLabel } from '../api/kanbanTypes';
import { isoToDateKey } from '../calendar/dateKeys';
import { MODULE_ID } from '../moduleId';
import { cardDragId, type DragData } from './dragIds';

interface CardFaceProps {
  card: CardSummary;
  labels: ReadonlyMap<string, KanbanLabel>;
}

/** What a card shows on the board: labels, title, due date and counts. */
export function CardFace({ card, labels }: CardFaceProps) {
  const { t } = useTranslation(MODULE_ID);
  const due = isoToDateKey(card.dueDate);
  return (
    <>
      {card.labelIds.length > 0 && (
        <div className="kanban-card__labels">
          {card.labelIds.map((id) => {
            const label = labels.get(id);
            return label ? (
              <Tag key={id} minimal className={`kanban-label kanban-label--${label.color}`}>
                {label.name || '\u00a0'}
              </Tag>
            ) : null;
          })}
        </div>
      )}
      <div className="kanban-card__title">{card.title}</div>
      <div className="kanban-card__meta">
        {due && <span className="kanban-card__due">{t('board.dueShort', { date: due })}</span>}
        {card.checklist.total > 0 && (
          <span>
            <Icon icon="tick-circle" size={12} /> {card.checklist.done}/{card.checklist.total}
          </span>
        )}
        {card.commentCount > 0 && (
          <span>
            <Icon icon="comment" size={12} /> {card.commentCount}
          </span>
        )}
        {card.attachmentCount > 0 && (
          <span>
            <Icon icon="paperclip" size={12} /> {card.attachmentCount}
          </span>
        )}
        <span className={`kanban-priority kanban-priority--${card.priority}`}>{t(`card.priorities.${card.priority}`)}</span>
      </div>
    </>
  );
}

interface CardTileProps extends CardFaceProps {
  draggable: boolean;
  onOpen(cardId: string): void;
  style?: CSSProperties;
}

/**
 * A card in its column: one focusable element. Enter or a click opens it; Space picks it up for a keyboard
 * move (arrows, then Space to drop, Escape to cancel), the pointer drags it.
 */
export const CardTile = memo(function CardTile({ card, labels, draggable, onOpen, style }: CardTileProps) {
  const { t } = useTranslation(MODULE_ID);
  const data: DragData = { kind: 'card', columnId: card.columnId };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardDragId(card.id),
    data,
    disabled: !draggable,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(card.id);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={t('board.openCard', { title: card.title })}
      data-card-id={card.id}
      className={`kanban-card${isDragging ? ' kanban-card--dragging' : ''}`}
      style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
      onClick={() => onOpen(card.id)}
      onKeyDown={onKeyDown}
    >
      <CardFace card={card} labels={labels} />
    </div>
  );
});
