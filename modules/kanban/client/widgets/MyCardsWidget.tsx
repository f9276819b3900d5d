import { Link, useTranslation } from '@artel/sdk';
import { isoToDateKey, toDateKey } from '../calendar/dateKeys';
import { useDueCards } from '../calendar/useDueCards';
import { formatDay } from '../dates/dayFormat';
import { MODULE_ID } from '../moduleId';
import { boardPath, calendarPath } from '../paths';
import { MY_CARDS_LIMIT, myCardsQuery } from './myCards';

export function MyCardsWidget() {
  const { t, i18n } = useTranslation(MODULE_ID);
  const { cards: mine } = useDueCards(myCardsQuery());
  const today = toDateKey(new Date());
  if (mine.length === 0) return <p className="bp6-text-muted">{t('widgets.myCardsEmpty')}</p>;
  return (
    <>
      <ul className="kanban-widget">
        {mine.map((card) => {
          const due = isoToDateKey(card.dueDate) ?? '';
          return (
            <li key={card.id}>
              <Link to={boardPath(card.boardId, card.id)}>{card.title}</Link>{' '}
              <span className={due < today ? 'kanban-overdue' : 'bp6-text-muted'}>{t('board.dueShort', { date: due && formatDay(due, i18n.language) })}</span>
            </li>
          );
        })}
      </ul>
      {mine.length === MY_CARDS_LIMIT && <Link to={calendarPath()}>{t('widgets.myCardsMore', { limit: MY_CARDS_LIMIT })}</Link>}
    </>
  );
}
