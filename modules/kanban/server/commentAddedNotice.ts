/**
 * The comment notifications, a rule on kanban's `kanban.comment.added` event: the mentioned hear they were
 * mentioned; the card's author and assignees, then its watchers, hear of the comment; each person once, by the
 * first of these that fits, and never the comment's author.
 */
import type { ModuleServices } from '@artel/sdk/server';
import type { CommentAddedFact } from './cardFacts';
import { notifyCommentOnCard, notifyCommentOnWatchedCard, notifyMentioned } from './kanbanNotifications';

export function noticeComments(kanban: ModuleServices): void {
  kanban.events.on('kanban.comment.added', async (payload) => {
    const fact = payload as unknown as CommentAddedFact;
    const notice = (recipientId: string) => ({
      recipientId,
      actorId: fact.actorId,
      actorName: fact.actorName,
      workspaceId: fact.workspaceId,
      boardId: fact.boardId,
      cardId: fact.cardId,
      cardTitle: fact.title,
    });
    const mentioned = new Set(fact.mentionIds);
    for (const userId of mentioned) await notifyMentioned(kanban, notice(userId), fact.text);
    const concerned = new Set(
      [...(fact.createdById ? [fact.createdById] : []), ...fact.assigneeIds].filter((userId) => !mentioned.has(userId)),
    );
    for (const userId of concerned) await notifyCommentOnCard(kanban, notice(userId));
    // Those who may no longer view the board (demoted, removed) are left out by the notifications service.
    const watchers = new Set(fact.watcherIds.filter((userId) => !mentioned.has(userId) && !concerned.has(userId)));
    for (const userId of watchers) await notifyCommentOnWatchedCard(kanban, notice(userId));
  });
}
