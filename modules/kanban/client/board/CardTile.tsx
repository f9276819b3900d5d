import { Icon, type Intent, Tag } from '@blueprintjs/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatDate, type WorkspaceMember } from '@artel/sdk';
import { type CSSProperties, type KeyboardEvent, memo } from 'react';
import type { CardSummary, KanbanLabel } from '../api/kanbanTypes';
import { isoToDateKey } from '../calendar/dateKeys';
import { type DueContext, type DueState, dueStateOf, durationText, overdueMs } from '../dates/dueState';
import { AssigneeAvatars } from './AssigneeAvatars';
import './cardFace.css';
import type { CardTexts } from './cardTexts';
import { cardDragId, type DragData } from './dragIds';

interface CardFaceProps {
  card: CardSummary;
  labels: ReadonlyMap<string, KanbanLabel>;
  members: ReadonlyMap<string, WorkspaceMember>;
  /** The viewer's clock and the board's done column: the due badge's colour and words depend on them. */
  due: DueContext;
  texts: CardTexts;
}

const DUE_INTENTS: Record<DueState, Intent> = {
  complete: 'success',
  overdue: 'danger',
  today: 'warning',
  soon: 'primary',
  later: 'none',
  done: 'none',
};

/**
 * What a card shows on the board: labels, title, due date, progress, counts, people, and a priority that is not
 * the default. Memoised: a card being dragged re-renders its tile on every move, never its face.
 */
export const CardFace = memo(function CardFace({ card, labels, members, due: dueContext, texts }: CardFaceProps) {
  const { t } = texts;
  const due = isoToDateKey(card.dueDate);
  // The face re-renders when its texts change with the language; a day is the same in every time zone.
  const dueText = formatDate(due, 'brief');
  const state = dueStateOf(card, dueContext.doneColumnIds, dueContext.clock);
  const late = state === 'overdue' ? overdueMs(card, dueContext.doneColumnIds, dueContext.clock) : null;
  const checklistDone = card.checklist.total > 0 && card.checklist.done === card.checklist.total;
  return (
    <>
      {card.labelIds.length > 0 && (
        <div className="kanban-card__labels">
          {card.labelIds.map((id) => {
            const label = labels.get(id);
            return label ? (
              <span key={id} className={`kanban-chip kanban-label--${label.color}`} title={label.name || t(`colors.${label.color}`)}>
                {label.name || t(`colors.${label.color}`)}
              </span>
            ) : null;
          })}
        </div>
      )}
      <div className="kanban-card__title">{card.title}</div>
      <div className="kanban-card__meta">
        {card.priority !== 'medium' && (
          <span className={`kanban-priority kanban-priority--${card.priority}`}>
            <Icon icon={card.priority === 'low' ? 'arrow-down' : 'flag'} size={12} /> {t(`card.priorities.${card.priority}`)}
          </span>
        )}
        {due && state && (
          <Tag
            minimal
            round
            icon={state === 'complete' ? 'tick' : 'time'}
            intent={DUE_INTENTS[state]}
            className={`kanban-due kanban-due--${state}`}
            title={t(`board.dueTitle.${state}`, { date: dueText, duration: late === null ? '' : durationText(late, t) })}
          >
            {dueText}
          </Tag>
        )}
        {card.hasDescription && <Icon icon="align-left" size={12} title={t('board.hasDescription')} />}
        {card.checklist.total > 0 && (
          <span className={checklistDone ? 'kanban-card__done' : undefined} title={t('board.checklistTitle', card.checklist)}>
            <Icon icon="tick-circle" size={12} /> {card.checklist.done}/{card.checklist.total}
          </span>
        )}
        {card.commentCount > 0 && (
          <span title={t('board.commentsTitle', { count: card.commentCount })}>
            <Icon icon="comment" size={12} /> {card.commentCount}
          </span>
        )}
        {card.attachmentCount > 0 && (
          <span title={t('board.attachmentsTitle', { count: card.attachmentCount })}>
            <Icon icon="paperclip" size={12} /> {card.attachmentCount}
          </span>
        )}
        <AssigneeAvatars ids={card.assigneeIds} members={members} />
      </div>
    </>
  );
});

interface CardTileProps extends CardFaceProps {
  draggable: boolean;
  onOpen(cardId: string): void;
  style?: CSSProperties;
}

/**
 * A card in its column: one focusable element. Enter or a click opens it; Space picks it up for a keyboard
 * move (arrows, then Space to drop, Escape to cancel), the pointer drags it.
 */
export const CardTile = memo(function CardTile({ card, labels, members, due, texts, draggable, onOpen, style }: CardTileProps) {
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
      // dnd-kit marks a card it may not drag (an archived board) disabled, yet it still opens for reading.
      aria-disabled={undefined}
      role="button"
      tabIndex={0}
      aria-label={texts.openCard(card.title)}
      data-card-id={card.id}
      className={`kanban-card${isDragging ? ' kanban-card--dragging' : ''}`}
      style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
      onClick={() => onOpen(card.id)}
      onKeyDown={onKeyDown}
    >
      <CardFace card={card} labels={labels} members={members} due={due} texts={texts} />
    </div>
  );
});
