/**
 * The «assigned to you» notification, a rule on kanban's `kanban.card.assigned` event: the newly assigned person
 * hears of it from whoever the event names as acting (the author of a Telegram message a card was made for, «via»
 * where it came from), unless they assigned themselves.
 */
import type { ModuleServices } from '@artel/sdk/server';
import type { CardAssignedFact } from './cardFacts';
import { notifyAssigned } from './kanbanNotifications';

export function noticeAssignments(kanban: ModuleServices): void {
  kanban.events.on('kanban.card.assigned', async (payload) => {
    const fact = payload as unknown as CardAssignedFact;
    const { noticeActor } = fact;
    await notifyAssigned(kanban, {
      recipientId: fact.assigneeId,
      actorId: noticeActor.userId ?? '',
      actorName: noticeActor.name,
      ...(noticeActor.via ? { via: noticeActor.via } : {}),
      workspaceId: fact.workspaceId,
      boardId: fact.boardId,
      cardId: fact.cardId,
      cardTitle: fact.title,
    });
  });
}
