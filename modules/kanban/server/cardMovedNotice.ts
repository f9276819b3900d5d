/**
 * The «card moved» notification, a rule on kanban's `kanban.card.moved` event: the card's author hears of a move to
 * another column made by someone else, with the column's name as the move left it (kanbanNotifications.ts sends
 * it, in every language, to whoever may still view the board).
 */
import type { ModuleServices } from '@artel/sdk/server';
import { actorName } from './cardCreation';
import type { CardMovedFact } from './cardFacts';
import { notifyCardMoved } from './kanbanNotifications';

export function noticeCardMoves(kanban: ModuleServices): void {
  kanban.events.on('kanban.card.moved', async (payload) => {
    const fact = payload as unknown as CardMovedFact;
    // Never to the person who moved it: asked before the actor's name is read for the text.
    if (fact.fromColumnId === fact.columnId || !fact.createdById || fact.createdById === fact.actorId) return;
    await notifyCardMoved(
      kanban,
      {
        recipientId: fact.createdById,
        actorId: fact.actorId,
        actorName: await actorName(kanban, fact.actorId),
        workspaceId: fact.workspaceId,
        boardId: fact.boardId,
        cardId: fact.cardId,
        cardTitle: fact.title,
      },
      fact.columnName,
    );
  });
}
