import { Link, useTranslation } from '@artel/sdk';
import { useDueClock } from '../dates/useDueClock';
import { MODULE_ID } from '../moduleId';
import { boardsPath } from '../paths';
import { overdueCards } from './overdueCards';
import { useBoardsWithCards } from './useBoardsWithCards';

export function BoardSummaryWidget() {
  const { t } = useTranslation(MODULE_ID);
  const { boards, cards, doneColumnIds } = useBoardsWithCards();
  const overdue = overdueCards(cards, doneColumnIds, useDueClock()).length;
  return (
    <p className="kanban-widget">
      {t('widgets.summary', { boards: boards.length, cards: cards.length, overdue })} <Link to={boardsPath()}>{t('widgets.open')}</Link>
    </p>
  );
}
