import { Link, useTranslation } from '@artel/sdk';
import { isoToDateKey, toDateKey } from '../calendar/dateKeys';
import { MODULE_ID } from '../moduleId';
import { boardsPath } from '../paths';
import { useBoardsWithCards } from './useBoardsWithCards';

export function BoardSummaryWidget() {
  const { t } = useTranslation(MODULE_ID);
  const { boards, cards } = useBoardsWithCards();
  const today = toDateKey(new Date());
  const overdue = cards.filter((card) => (isoToDateKey(card.dueDate) ?? today) < today).length;
  return (
    <p className="kanban-widget">
      {t('widgets.summary', { boards: boards.length, cards: cards.length, overdue })} <Link to={boardsPath()}>{t('widgets.open')}</Link>
    </p>
  );
}
