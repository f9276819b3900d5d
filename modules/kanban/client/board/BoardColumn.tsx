import { Button, Icon } from '@blueprintjs/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation, type WorkspaceMember } from '@artel/sdk';
import { Fragment, memo, useMemo, useRef } from 'react';
import type { CardSummary, KanbanColumn, KanbanLabel } from '../api/kanbanTypes';
import type { DueContext } from '../dates/dueState';
import { MODULE_ID } from '../moduleId';
import { CardTile } from './CardTile';
import type { CardTexts } from './cardTexts';
import { NameInPlace } from './NameInPlace';
import { cardDragId, columnDragId, type DragData } from './dragIds';
import type { DropPlaceholder } from './dropPlace';
import { QuickAdd } from './QuickAdd';
import { measureLazily, observeRectLazily } from './virtualLayout';

/** A card with a title only and its gap: the smallest a card is, so the first screen of a column is always full. */
const ESTIMATED_CARD_HEIGHT = 44;

export interface ColumnActions {
  openCard(cardId: string): void;
  addCard(columnId: string, title: string): Promise<unknown>;
  renameColumn(columnId: string, name: string): void;
  deleteColumn(columnId: string): void;
}

interface BoardColumnProps {
  column: KanbanColumn;
  cards: readonly CardSummary[];
  labels: ReadonlyMap<string, KanbanLabel>;
  members: ReadonlyMap<string, WorkspaceMember>;
  due: DueContext;
  texts: CardTexts;
  /** Cards of this column in the whole board, filters aside: the limit counts these. */
  totalCards: number;
  maxCards: number;
  can(permission: string): boolean;
  dragDrop: boolean;
  actions: ColumnActions;
  /** Where the column stands in the board's strip and how wide it is (px). */
  left: number;
  width: number;
  /** The card list's height until it is measured. */
  estimatedHeight: number;
  /** Cards rendered beyond the visible ones: none for the first screen, a few once it is painted. */
  overscan: number;
  /** A card from another column dragged over this one: where it would land. */
  placeholder: DropPlaceholder | null;
}

/** The room a card dragged in from another column would take; seen, not read (the drag is announced). */
function DropSlot({ height }: { height: number }) {
  return (
    <div className="kanban-column__slot" aria-hidden="true">
      <div className="kanban-card kanban-card--placeholder" style={{ height }} />
    </div>
  );
}

/** One column: a header (name, count against the WIP limit), its cards in a virtual list, quick add. */
export const BoardColumn = memo(function BoardColumn({
  column,
  cards,
  labels,
  members,
  due,
  texts,
  totalCards,
  maxCards,
  can,
  dragDrop,
  actions,
  left,
  width,
  estimatedHeight,
  overscan,
  placeholder,
}: BoardColumnProps) {
  const { t } = useTranslation(MODULE_ID);
  const data: DragData = { kind: 'column', columnId: column.id };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: columnDragId(column.id),
    data,
    disabled: !dragDrop || !can('move_column'),
  });
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    initialRect: { width, height: estimatedHeight },
    observeElementRect: observeRectLazily,
    measureElement: measureLazily,
    overscan,
    getItemKey: (index) => cards[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  // The cards in view stay in the normal flow between two spacers: before a card is measured its estimated
  // size moves only the spacers, never a card over another.
  const spaceBefore = items[0]?.start ?? 0;
  const spaceAfter = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const ids = useMemo(() => cards.map((card) => cardDragId(card.id)), [cards]);
  const overWip = column.wipLimit !== null && totalCards > column.wipLimit;
  const full = totalCards >= maxCards;
  const cardsDraggable = dragDrop && can('move_card');

  return (
    <section
      ref={setNodeRef}
      className={`kanban-column${overWip ? ' kanban-column--over-limit' : ''}${isDragging ? ' kanban-column--dragging' : ''}`}
      style={{ position: 'absolute', top: 0, left, width, transform: CSS.Translate.toString(transform), transition }}
      aria-label={column.name}
      data-column-id={column.id}
    >
      <header className="kanban-column__header">
        {dragDrop && can('move_column') && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="kanban-column__handle"
            aria-label={t('board.dragColumn', { name: column.name })}
            {...attributes}
            {...listeners}
          >
            <Icon icon="drag-handle-vertical" />
          </button>
        )}
        <h2 className="kanban-column__name">
          {can('edit_column') ? (
            <NameInPlace
              key={column.name}
              name={column.name}
              label={t('board.renameColumn')}
              onRename={(name) => actions.renameColumn(column.id, name)}
            />
          ) : (
            column.name
          )}
        </h2>
        <span className="kanban-column__count" title={t('board.cards', { count: totalCards })}>
          {column.wipLimit === null ? totalCards : t('board.wip', { count: totalCards, limit: column.wipLimit })}
        </span>
        {can('delete_column') && (
          <Button
            variant="minimal"
            size="small"
            icon="trash"
            aria-label={t('board.deleteColumn')}
            onClick={() => actions.deleteColumn(column.id)}
          />
        )}
      </header>
      <div ref={scroller} className="kanban-column__cards">
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div style={{ paddingTop: spaceBefore, paddingBottom: spaceAfter }}>
            {items.map((item) => {
              const card = cards[item.index];
              if (!card) return null;
              return (
                <Fragment key={item.key}>
                  {placeholder?.beforeCardId === card.id && <DropSlot height={placeholder.height} />}
                  <div data-index={item.index} ref={virtualizer.measureElement} className="kanban-column__slot">
                    <CardTile
                      card={card}
                      labels={labels}
                      members={members}
                      due={due}
                      texts={texts}
                      draggable={cardsDraggable}
                      onOpen={actions.openCard}
                    />
                  </div>
                </Fragment>
              );
            })}
            {placeholder?.beforeCardId === null && <DropSlot height={placeholder.height} />}
          </div>
        </SortableContext>
      </div>
      {can('create_cards') && (
        <footer className="kanban-column__footer">
          {full && <p className="kanban-column__full">{t('board.columnFull', { count: maxCards })}</p>}
          <QuickAdd
            label={t('board.addCard')}
            placeholder={t('board.cardTitle')}
            disabled={full}
            onAdd={(title) => actions.addCard(column.id, title)}
          />
        </footer>
      )}
    </section>
  );
});
