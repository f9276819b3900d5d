import { useFormat, useTranslation } from '@artel/sdk';
import { useEffect, useMemo, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { ActivityEntry } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { groupActivity } from './activityGroups';
import { activityText } from './activityText';

export function ActivitySection({ cardId, refreshKey }: { cardId: string; refreshKey: unknown }) {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const [entries, setEntries] = useState<ActivityEntry[]>([]);
  useEffect(() => {
    kanbanApi.cardActivity(cardId).then(setEntries, () => undefined);
  }, [cardId, refreshKey]);
  const groups = useMemo(() => groupActivity(entries), [entries]);
  return (
    <section className="kanban-dialog__section" aria-label={t('card.activity')}>
      <h3 className="bp6-heading">{t('card.activity')}</h3>
      {entries.length === 0 && <p className="bp6-text-muted">{t('card.noActivity')}</p>}
      <ul className="kanban-activity">
        {groups.map(({ entry, count }) => (
          <li key={entry.id}>
            {activityText(entry)}
            {count > 1 && ` ${t('activity.times', { count })}`}{' '}
            <time className="bp6-text-muted" dateTime={entry.createdAt}>
              {format.dateTime(entry.createdAt, 'brief')}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
