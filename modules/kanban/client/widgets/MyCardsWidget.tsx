import { Link, useFormat, useTranslation } from '@artel/sdk';
import { isoToDateKey } from '../calendar/dateKeys';
import { useDueCards } from '../calendar/useDueCards';
import { durationText, overdueMs } from '../dates/dueState';
import { useDueClock } from '../dates/useDueClock';
import { MODULE_ID } from '../moduleId';
import { boardPath, calendarPath } from '../paths';
import { MY_CARDS_LIMIT, myCardsQuery } from './myCards';
import { overdueCards } from './overdueCards';

export function MyCardsWidget() {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const { cards: mine, doneColumnIds } = useDueCards(myCardsQuery());
  const clock = useDueClock();
  if (mine.length === 0) return <p className="bp6-text-muted">{t('widgets.myCardsEmpty')}</p>;
  const overdue = overdueCards(mine, doneColumnIds, clock).length;
  return (
    <>
      {overdue > 0 && <p className="kanban-overdue kanban-widget__overdue">{t('widgets.myCardsOverdue', { count: overdue })}</p>}
      <ul className="kanban-widget">
        {mine.map((card) => {
          const due = isoToDateKey(card.dueDate) ?? '';
          const late = overdueMs(card, doneColumnIds, clock);
          return (
            <li key={card.id}>
              <Link to={boardPath(card.boardId, card.id)}>{card.title}</Link>{' '}
              <span className={late === null ? 'bp6-text-muted' : 'kanban-overdue'}>
                {t('board.dueShort', { date: format.date(due, 'brief') })}
              </span>
              {late !== null && <span className="bp6-text-muted"> · {t('due.overdueBy', { duration: durationText(late, t) })}</span>}
            </li>
          );
        })}
      </ul>
      {mine.length === MY_CARDS_LIMIT && <Link to={calendarPath()}>{t('widgets.myCardsMore', { limit: MY_CARDS_LIMIT })}</Link>}
    </>
  );
}
