/**
 * The board's columns side by side; on a phone one column fills the width, a swipe snaps to the next and a
 * switcher above names them all. Only the columns in view are rendered (a board may hold hundreds), and
 * each column renders only its visible cards. Cards and columns are dragged with @dnd-kit, by pointer or by
 * keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel).
 */
import {
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useVirtualizer } from '@tanstack/react-virtual';
import { usePhoneLayout, useTranslation, type WorkspaceMember } from '@artel/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CardSummary, KanbanLabel } from '../api/kanbanTypes';
import type { DueContext } from '../dates/dueState';
import { MODULE_ID } from '../moduleId';
import { BoardColumn, type ColumnActions } from './BoardColumn';
import { type BoardState, cardsByColumn } from './boardReducer';
import { matchAll } from './cardFilters';
import { CardFace } from './CardTile';
import { useCardTexts } from './cardTexts';
import { type ColumnLists, keepUnchangedLists } from './columnLists';
import { ColumnSwitcher, type SwitcherSlot } from './ColumnSwitcher';
import { dragAccessibility } from './dragAnnouncements';
import { columnDragId, type DragData, idOf } from './dragIds';
import { type DropPlaceholder, dropPlaceOf } from './dropPlace';
import { QuickAdd } from './QuickAdd';
import { QuickAddGroup } from './quickAddGroup';
import { usePainted } from './usePainted';
import { observeRectLazily } from './virtualLayout';

const COLUMN_WIDTH = 280;
const COLUMN_GAP = 12;
/** Above and below a column's card list (kanban.css caps the list at 100vh - 300px). */
const LIST_CHROME_HEIGHT = 300;
const NO_CARDS: CardSummary[] = [];

export interface BoardCanvasProps {
  state: BoardState;
  members: readonly WorkspaceMember[];
  /** Today's 'YYYY-MM-DD' key, for the due badges. */
  /** The viewer's clock and the board's done column: due badges depend on them. */
  due: DueContext;
  matches(card: CardSummary): boolean;
  can(permission: string): boolean;
  dragDrop: boolean;
  maxCardsPerColumn: number;
  actions: ColumnActions & {
    addColumn(name: string): Promise<unknown>;
    moveCard(cardId: string, columnId: string, index: number): void;
    moveColumn(columnId: string, index: number): void;
  };
}

/** While a column is dragged only columns are targets; while a card is dragged, columns and cards are. */
const collisions: CollisionDetection = (args) => {
  const kind = (args.active.data.current as DragData | undefined)?.kind;
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (container) => kind === 'card' || (container.data.current as DragData | undefined)?.kind === 'column',
    ),
  });
};

export function BoardCanvas({ state, members, due, matches, can, dragDrop, maxCardsPerColumn, actions }: BoardCanvasProps) {
  const { t } = useTranslation(MODULE_ID);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [placeholder, setPlaceholder] = useState<DropPlaceholder | null>(null);
  const strip = useRef<HTMLDivElement | null>(null);
  const [stripElement, setStripElement] = useState<HTMLDivElement | null>(null);
  const stripRef = useCallback((element: HTMLDivElement | null) => {
    strip.current = element;
    setStripElement(element);
  }, []);
  const phone = usePhoneLayout();
  const stripWidth = useStripWidth(stripElement, phone);
  const columnWidth = phone && stripWidth > 0 ? stripWidth : COLUMN_WIDTH;
  const [shownIndex, setShownIndex] = useState(0);
  // The first screen is only what is in view; the columns and cards just beyond it follow once it is painted.
  const painted = usePainted();
  // What the strip and the card lists are taken to measure until their ResizeObservers report: the window's
  // size, read once as the board mounts (while React renders, before its DOM changes, so nothing is laid out for it).
  const [viewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const texts = useCardTexts();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a card; Space alone picks it up.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const allByColumn = useColumnLists(() => cardsByColumn(state.cards), [state.cards]);
  const shownByColumn = useColumnLists(() => {
    if (matches === matchAll) return new Map(allByColumn);
    const shown = new Map<string, readonly CardSummary[]>();
    for (const [columnId, cards] of allByColumn) shown.set(columnId, cards.filter(matches));
    return shown;
  }, [allByColumn, matches]);
  const labels = useMemo(() => new Map<string, KanbanLabel>(state.labels.map((label) => [label.id, label])), [state.labels]);
  const membersById = useMemo(() => new Map(members.map((member) => [member.userId, member])), [members]);
  const columnIds = useMemo(() => state.columns.map((column) => columnDragId(column.id)), [state.columns]);
  const canAddColumn = can('create_columns');
  const slotCount = state.columns.length + (canAddColumn ? 1 : 0);

  const virtualizer = useVirtualizer({
    horizontal: true,
    count: slotCount,
    getScrollElement: () => strip.current,
    estimateSize: () => columnWidth + COLUMN_GAP,
    initialRect: viewport,
    observeElementRect: observeRectLazily,
    overscan: painted ? 2 : 0,
    getItemKey: (index) => state.columns[index]?.id ?? 'add-column',
  });
  useEffect(() => virtualizer.measure(), [virtualizer, columnWidth]);

  const switcherSlots = useMemo<SwitcherSlot[]>(
    () => [
      ...state.columns.map((column) => ({ id: column.id, name: column.name, count: allByColumn.get(column.id)?.length ?? 0 })),
      ...(canAddColumn ? [{ id: null, name: t('board.addColumn') }] : []),
    ],
    [state.columns, allByColumn, canAddColumn, t],
  );
  const showColumn = (index: number) => {
    setShownIndex(index);
    strip.current?.scrollTo({ left: index * (columnWidth + COLUMN_GAP), behavior: 'smooth' });
  };
  const followSwipe = () => {
    if (!phone || !strip.current) return;
    setShownIndex(Math.min(slotCount - 1, Math.round(strip.current.scrollLeft / (columnWidth + COLUMN_GAP))));
  };

  const accessibility = useMemo(() => dragAccessibility(t, state), [t, state]);

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));

  /** Within its own column the card's slot moves with it; over another column, that column opens a slot. */
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const dragged = active.data.current as DragData | undefined;
    const target = over?.data.current as DragData | undefined;
    if (!over || dragged?.kind !== 'card' || !target || target.columnId === dragged.columnId) {
      setPlaceholder(null);
      return;
    }
    const { columnId, beforeCardId } = dropPlaceOf(over.id, target, allByColumn.get(target.columnId) ?? NO_CARDS);
    setPlaceholder({ columnId, beforeCardId, height: active.rect.current.initial?.height ?? 0 });
  };

  const endDrag = () => {
    setActiveId(null);
    setPlaceholder(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    if (!over || active.id === over.id) return;
    const dragged = active.data.current as DragData | undefined;
    const target = over.data.current as DragData | undefined;
    if (!dragged || !target) return;
    if (dragged.kind === 'column') {
      const index = state.columns.findIndex((column) => column.id === target.columnId);
      if (index !== -1) actions.moveColumn(dragged.columnId, index);
      return;
    }
    // Dropped on a card: take its place (the list without the dragged card, as arrayMove counts). On a column: the end.
    const { columnId, index } = dropPlaceOf(over.id, target, allByColumn.get(target.columnId) ?? NO_CARDS);
    actions.moveCard(idOf(active.id), columnId, index);
  };

  const activeCard = activeId?.startsWith('card:') ? state.cards.find((card) => card.id === idOf(activeId)) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
      accessibility={accessibility}
    >
      {phone && slotCount > 0 && <ColumnSwitcher slots={switcherSlots} index={Math.min(shownIndex, slotCount - 1)} onChoose={showColumn} />}
      <div
        ref={stripRef}
        className={`kanban-board__strip${phone ? ' kanban-board__strip--phone' : ''}${placeholder ? ' kanban-board__strip--crossing' : ''}`}
        data-testid="kanban-strip"
        onScroll={followSwipe}
      >
        <QuickAddGroup>
          <SortableContext items={columnIds} strategy={horizontalListSortingStrategy}>
            <div style={{ width: virtualizer.getTotalSize(), position: 'relative', height: '100%' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const column = state.columns[item.index];
                if (!column) {
                  return (
                    <div
                      key={item.key}
                      className="kanban-column kanban-column--new"
                      style={{ position: 'absolute', left: item.start, top: 0, width: columnWidth }}
                    >
                      <QuickAdd label={t('board.addColumn')} placeholder={t('board.columnName')} onAdd={actions.addColumn} />
                    </div>
                  );
                }
                return (
                  <BoardColumn
                    key={item.key}
                    column={column}
                    cards={shownByColumn.get(column.id) ?? NO_CARDS}
                    totalCards={allByColumn.get(column.id)?.length ?? 0}
                    maxCards={maxCardsPerColumn}
                    labels={labels}
                    members={membersById}
                    due={due}
                    texts={texts}
                    can={can}
                    dragDrop={dragDrop}
                    actions={actions}
                    left={item.start}
                    width={columnWidth}
                    estimatedHeight={Math.max(40, viewport.height - LIST_CHROME_HEIGHT)}
                    overscan={painted ? 6 : 0}
                    placeholder={placeholder?.columnId === column.id ? placeholder : null}
                  />
                );
              })}
            </div>
          </SortableContext>
        </QuickAddGroup>
      </div>
      <DragOverlay>
        {activeCard ? (
          <div className="kanban-card kanban-card--overlay">
            <CardFace card={activeCard} labels={labels} members={membersById} due={due} texts={texts} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** Column lists computed from `deps`, each keeping its identity while its cards do (see keepUnchangedLists). */
function useColumnLists(compute: () => Map<string, readonly CardSummary[]>, deps: readonly unknown[]): ColumnLists {
  const previous = useRef<ColumnLists | undefined>(undefined);
  return useMemo(() => {
    previous.current = keepUnchangedLists(previous.current, compute());
    return previous.current;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `compute` is a new closure every render; it reads only what `deps` names.
  }, deps);
}

/**
 * The strip's inner width while `follow` is on (a phone, where a column takes all of it), else 0. The
 * ResizeObserver reports it after the browser's layout (nothing is read synchronously); the columns take it
 * before that frame is painted, so a phone never shows them at the desktop width.
 */
function useStripWidth(element: HTMLDivElement | null, follow: boolean): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!follow || !element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) flushSync(() => setWidth(Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, follow]);
  return width;
}
