/**
 * /modules/kanban/calendar — cards by due date in a month or week view. A card dragged to another day
 * (pointer or keyboard) gets that day as its due date; a click opens it on its board.
 */
import { Button, ButtonGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { $language, navigate, showToast, useFormat, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { boardPath } from '../paths';
import { type CalendarDay, type CalendarView, dueRange, monthGrid, shiftAnchor, weekGrid } from './calendarGrid';
import { dateKeyToIso, isoToDateKey, toDateKey } from './dateKeys';
import { formatMonthTitle, localeOf } from '../dates/dayFormat';
import { useBoardList } from './useBoardList';
import { useDueCards } from './useDueCards';

const MAX_IN_MONTH_CELL = 4;
/** The server's most: a page of at most six weeks is not expected to hold more due cards. */
const MAX_CARDS_ON_PAGE = 2000;

function CalendarCard({ card }: { card: CardSummary }) {
  const { t } = useTranslation(MODULE_ID);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { card } });
  const open = () => navigate(boardPath(card.boardId, card.id));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') open();
    else listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={t('board.openCard', { title: card.title })}
      className={`kanban-calendar__card kanban-priority--${card.priority}${isDragging ? ' kanban-card--dragging' : ''}`}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)`, zIndex: 10 } : undefined}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {card.title}
    </div>
  );
}

function DayCell({ day, cards, view, locale }: { day: CalendarDay; cards: CardSummary[]; view: CalendarView; locale: string }) {
  const { t } = useTranslation(MODULE_ID);
  const { setNodeRef, isOver } = useDroppable({ id: day.key });
  const shown = view === 'month' ? cards.slice(0, MAX_IN_MONTH_CELL) : cards;
  const label = day.date.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={label}
      data-date={day.key}
      className={`kanban-calendar__day${day.inMonth ? '' : ' kanban-calendar__day--outside'}${day.isToday ? ' kanban-calendar__day--today' : ''}${isOver ? ' kanban-calendar__day--over' : ''}`}
    >
      <div className="kanban-calendar__date">{day.date.getDate()}</div>
      {shown.map((card) => (
        <CalendarCard key={card.id} card={card} />
      ))}
      {cards.length > shown.length && <div className="bp6-text-muted">{t('calendar.more', { count: cards.length - shown.length })}</div>}
    </div>
  );
}

export function CalendarPage() {
  const { t } = useTranslation(MODULE_ID);
  const language = useUnit($language);
  const locale = localeOf(language);
  const format = useFormat();
  const boards = useBoardList();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => new Date());
  const [boardId, setBoardId] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );

  const weeks = useMemo(() => (view === 'month' ? monthGrid(anchor) : [weekGrid(anchor)]), [anchor, view]);
  const { cards, loaded, replaceCard } = useDueCards({ ...dueRange(weeks), limit: MAX_CARDS_ON_PAGE });
  const byDay = useMemo(() => {
    const grouped = new Map<string, CardSummary[]>();
    for (const card of cards) {
      const key = isoToDateKey(card.dueDate);
      if (!key || (boardId && card.boardId !== boardId)) continue;
      grouped.set(key, [...(grouped.get(key) ?? []), card]);
    }
    return grouped;
  }, [cards, boardId]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = (active.data.current as { card: CardSummary } | undefined)?.card;
    const dueKey = over ? String(over.id) : null;
    if (!card || !dueKey || isoToDateKey(card.dueDate) === dueKey) return;
    const dueDate = dateKeyToIso(dueKey);
    replaceCard({ ...card, dueDate });
    kanbanApi.updateCard(card.id, { dueDate }).then(
      (saved) => {
        replaceCard(saved);
        showToast({ message: t('calendar.rescheduled', { date: format.date(dueKey, 'brief') }), intent: 'success' });
      },
      (error) => {
        replaceCard(card);
        toastFailure(error);
      },
    );
  };

  const title =
    view === 'month'
      ? formatMonthTitle(anchor, language)
      : `${format.date(toDateKey(weeks[0]?.[0]?.date ?? anchor), 'brief')} – ${format.date(toDateKey(weeks[0]?.[6]?.date ?? anchor), 'brief')}`;
  const weekdays = (weeks[0] ?? []).map((day) => day.date.toLocaleDateString(locale, { weekday: 'short' }));

  return (
    <section className="kanban-calendar">
      <header className="kanban-calendar__header">
        <h1 className="bp6-heading">{t('calendar.title')}</h1>
        <ButtonGroup>
          <Button icon="chevron-left" aria-label={t('calendar.previous')} onClick={() => setAnchor(shiftAnchor(anchor, view, -1))} />
          <Button text={t('calendar.today')} onClick={() => setAnchor(new Date())} />
          <Button icon="chevron-right" aria-label={t('calendar.next')} onClick={() => setAnchor(shiftAnchor(anchor, view, 1))} />
        </ButtonGroup>
        <h2 className="bp6-heading kanban-calendar__title" aria-live="polite">
          {title}
        </h2>
        <ButtonGroup>
          <Button text={t('calendar.month')} active={view === 'month'} onClick={() => setView('month')} />
          <Button text={t('calendar.week')} active={view === 'week'} onClick={() => setView('week')} />
        </ButtonGroup>
        <HTMLSelect aria-label={t('calendar.board')} value={boardId} onChange={(event) => setBoardId(event.currentTarget.value)}>
          <option value="">{t('calendar.allBoards')}</option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </HTMLSelect>
      </header>
      {!loaded && <Spinner size={20} />}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div role="grid" aria-label={title} className={`kanban-calendar__grid kanban-calendar__grid--${view}`}>
          <div role="row" className="kanban-calendar__week">
            {weekdays.map((weekday) => (
              <div role="columnheader" key={weekday} className="kanban-calendar__weekday">
                {weekday}
              </div>
            ))}
          </div>
          {weeks.map((week) => (
            <div role="row" key={week[0]?.key} className="kanban-calendar__week">
              {week.map((day) => (
                <DayCell key={day.key} day={day} cards={byDay.get(day.key) ?? []} view={view} locale={locale} />
              ))}
            </div>
          ))}
        </div>
      </DndContext>
    </section>
  );
}
