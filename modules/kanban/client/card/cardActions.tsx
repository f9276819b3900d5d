/**
 * 'kanban.card-actions': the extension point through which other modules add buttons to a card's dialog
 * (send to Telegram, start a flow…) without importing kanban. Kanban defines it and shows what is there.
 */
import { Button, type IconName } from '@blueprintjs/core';
import { type ModuleSdk, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import type { KanbanCard } from '../api/kanbanTypes';
import { kanbanSdk } from '../kanbanSdk';

export const CARD_ACTIONS_POINT = 'kanban.card-actions';

/** What an action gets: the card it was pressed on. */
export interface CardActionTarget {
  cardId: string;
  boardId: string;
  title: string;
}

export interface CardAction {
  id: string;
  /** Text, or an i18n key of the offering module's namespace ('ns:key'). */
  title: string;
  icon?: IconName;
  run(card: CardActionTarget): void | Promise<void>;
}

export function defineCardActions(sdk: ModuleSdk): void {
  sdk.extensions.define<CardAction>('card-actions', {
    validate: (action) =>
      typeof action.id === 'string' && action.id && typeof action.title === 'string' && action.title && typeof action.run === 'function'
        ? null
        : 'A card action needs an id, a title and run()',
  });
}

/** The buttons other modules added, for the card's dialog footer. */
export function CardActionButtons({ card }: { card: KanbanCard }) {
  const { t } = useTranslation();
  const registrations = useUnit(kanbanSdk().extensions.point<CardAction>(CARD_ACTIONS_POINT).$registrations);
  const target: CardActionTarget = { cardId: card.id, boardId: card.boardId, title: card.title };
  return (
    <>
      {registrations.map(({ owner, entry: action }) => (
        <Button
          key={`${owner}.${action.id}`}
          icon={action.icon}
          text={t(action.title, { defaultValue: action.title })}
          onClick={() =>
            void Promise.resolve(action.run(target)).catch((error: unknown) => console.error(`Card action ${action.id} failed`, error))
          }
        />
      ))}
    </>
  );
}
