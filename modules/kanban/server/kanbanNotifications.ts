/**
 * Kanban's notifications through the platform's notifications service: assigned to you, a comment on your
 * card (made by, assigned to or watched by you), a mention of you, your card moved. Never to the person who acted,
 * and only to whoever may view the card's board when it is sent: its title and comments are in the texts.
 */
import { inEveryLanguage, type ModuleNotificationType, type ModuleServices, type NotificationType } from '@artel/sdk/server';

/** The types kanban sends, with their categories (SPEC §3: card_moved is kanban's). */
export const kanbanNotificationTypes: ModuleNotificationType[] = [
  { type: 'task', category: 'task' },
  { type: 'comment', category: 'comment' },
  { type: 'card_moved', category: 'task' },
];

interface CardNotice {
  recipientId: string;
  actorId: string;
  actorName: string;
  /** Made on someone's behalf by another module («Telegram»): the texts say so. */
  via?: string;
  workspaceId: string;
  boardId: string;
  cardId: string;
  cardTitle: string;
}

const TITLE_LIMIT = 60;
const shortTitle = (title: string) => (title.length > TITLE_LIMIT ? `${title.slice(0, TITLE_LIMIT - 1)}…` : title);

async function send(
  kanban: ModuleServices,
  notice: CardNotice,
  type: NotificationType,
  keys: { title: string; message: string },
  extra: Record<string, string> = {},
): Promise<void> {
  if (notice.recipientId === notice.actorId) return;
  const params = { actor: notice.actorName, card: shortTitle(notice.cardTitle), ...(notice.via ? { via: notice.via } : {}), ...extra };
  const message = notice.via ? `${keys.message}_via` : keys.message;
  try {
    await kanban.notifications.send({
      userId: notice.recipientId,
      type,
      workspaceId: notice.workspaceId,
      about: { permission: 'view_boards', boardId: notice.boardId },
      title: inEveryLanguage(kanban.messages, keys.title, params),
      message: inEveryLanguage(kanban.messages, message, params),
      data: {
        targetUrl: `/modules/kanban/boards/${notice.boardId}?card=${notice.cardId}`,
        clickable: true,
        boardId: notice.boardId,
        cardId: notice.cardId,
      },
    });
  } catch (error) {
    kanban.logger.error({ err: error, type }, 'kanban notification not sent');
  }
}

export const notifyAssigned = (kanban: ModuleServices, notice: CardNotice) =>
  send(kanban, notice, 'task', { title: 'kanban_notify_assigned_title', message: 'kanban_notify_assigned_message' });

export const notifyCommentOnCard = (kanban: ModuleServices, notice: CardNotice) =>
  send(kanban, notice, 'comment', { title: 'kanban_notify_comment_title', message: 'kanban_notify_comment_message' });

export const notifyCommentOnWatchedCard = (kanban: ModuleServices, notice: CardNotice) =>
  send(kanban, notice, 'comment', { title: 'kanban_notify_watched_comment_title', message: 'kanban_notify_comment_message' });

const EXCERPT_LIMIT = 140;

export const notifyMentioned = (kanban: ModuleServices, notice: CardNotice, comment: string) =>
  send(
    kanban,
    notice,
    'comment',
    { title: 'kanban_notify_mention_title', message: 'kanban_notify_mention_message' },
    {
      excerpt: comment.length > EXCERPT_LIMIT ? `${comment.slice(0, EXCERPT_LIMIT - 1)}…` : comment,
    },
  );

export const notifyCardMoved = (kanban: ModuleServices, notice: CardNotice, columnName: string) =>
  send(
    kanban,
    notice,
    'card_moved',
    { title: 'kanban_notify_moved_title', message: 'kanban_notify_moved_message' },
    { column: columnName },
  );
