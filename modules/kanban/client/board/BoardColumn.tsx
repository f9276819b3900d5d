import { Button, EditableText, Icon } from '@blueprintjs/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation, type WorkspaceMember } from '@artel/sdk';
import { type CSSProperties, memo, useMemo, useRef } from 'react';
import type { CardSummary, KanbanColumn, KanbanLabel } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { CardTile } from './CardTile';
import { cardDragId, columnDragId, type DragData } from './dragIds';
import { QuickAdd } from './QuickAdd';

const ESTIMATED_CARD_HEIGHT = 76;

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
  todayKey: string;
  /** Cards of this column in the whole board, filters aside: the limit counts these. */
  totalCards: number;
  maxCards: number;
  can(permission: string): boolean;
  dragDrop: boolean;
  actions: ColumnActions;
  style?: CSSProperties;
}

/** One column: a header (name, count against the WIP limit), its cards in a virtual list, quick add. */
export const BoardColumn = memo(function BoardColumn({
  column,
  cards,
  labels,
  members,
  todayKey,
  totalCards,
  maxCards,
  can,
  dragDrop,
  actions,
  style,
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
    overscan: 6,
    getItemKey: (index) => cards[index]?.id ?? index,
  });
  const ids = useMemo(() => cards.map((card) => cardDragId(card.id)), [cards]);
  const overWip = column.wipLimit !== null && totalCards > column.wipLimit;
  const full = totalCards >= maxCards;
  const cardsDraggable = dragDrop && can('move_card');

  return (
    <section
      ref={setNodeRef}
      className={`kanban-column${overWip ? ' kanban-column--over-limit' : ''}${isDragging ? ' kanban-column--dragging' : ''}`}
      style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
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
            <EditableText
              defaultValue={column.name}
              key={column.name}
              aria-label={t('board.renameColumn')}
              customInputAttributes={{ 'aria-label': t('board.renameColumn') }}
              onConfirm={(name) => name.trim() && name.trim() !== column.name && actions.renameColumn(column.id, name.trim())}
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
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const card = cards[item.index];
              if (!card) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="kanban-column__slot"
                  style={{ position: 'absolute', top: item.start, left: 0, right: 0 }}
                >
                  <CardTile card={card} labels={labels} members={members} todayKey={todayKey} draggable={cardsDraggable} onOpen={actions.openCard} />
                </div>
              );
            })}
          </div>
        </SortableContext>
      </div>
      {can('create_cards') && (
        <footer className="kanban-column__footer">
          {full && <p className="kanban-column__full">{t('board.columnFull', { max: maxCards })}</p>}
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
