import { Button } from '@blueprintjs/core';
import { $user, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanCard } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';

/** «Следить»: the signed-in member hears of every comment on the card; pressed again, they stop. */
export function WatchButton({ card, onChanged }: { card: KanbanCard; onChanged(card: KanbanCard): void }) {
  const { t } = useTranslation(MODULE_ID);
  const user = useUnit($user);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const watching = card.watcherIds.includes(user.id);
  const toggle = async () => {
    setBusy(true);
    try {
      onChanged(await kanbanApi.watchCard(card.id, !watching));
    } catch (error) {
      toastFailure(error, 'card.watchFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={watching ? 'eye-off' : 'eye-open'}
      text={watching ? t('card.unwatch') : t('card.watch')}
      title={t('card.watchHint')}
      aria-pressed={watching}
      loading={busy}
      onClick={() => void toggle()}
    />
  );
}
