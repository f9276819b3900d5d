/**
 * Kanban's notifications through the platform's notify(): assigned to you, a comment on your card, your card
 * moved. Never to the person who acted. Texts are stored in one language: the actor's request's.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale, MessageKey } from '../../../server/src/http/messages';
import { message } from '../../../server/src/http/messages';
import type { NotificationType } from '../../../server/src/db/tables/notifications';
import { notify } from '../../../server/src/notifications/notify';

interface CardNotice {
  recipientId: string;
  actorId: string;
  actorName: string;
  workspaceId: string;
  boardId: string;
  cardId: string;
  cardTitle: string;
  locale: Locale;
}

const TITLE_LIMIT = 60;
const shortTitle = (title: string) => (title.length > TITLE_LIMIT ? `${title.slice(0, TITLE_LIMIT - 1)}…` : title);

async function send(
  app: FastifyInstance,
  notice: CardNotice,
  type: NotificationType,
  keys: { title: MessageKey; message: MessageKey },
  extra: Record<string, string> = {},
): Promise<void> {
  if (notice.recipientId === notice.actorId) return;
  const params = { actor: notice.actorName, card: shortTitle(notice.cardTitle), ...extra };
  try {
    await notify(app, {
      userId: notice.recipientId,
      type,
      workspaceId: notice.workspaceId,
      title: message(keys.title, notice.locale, params),
      message: message(keys.message, notice.locale, params),
      data: {
        targetUrl: `/modules/kanban/boards/${notice.boardId}?card=${notice.cardId}`,
        clickable: true,
        boardId: notice.boardId,
        cardId: notice.cardId,
      },
    });
  } catch (error) {
    app.log.error({ err: error, type }, 'kanban notification not sent');
  }
}

export const notifyAssigned = (app: FastifyInstance, notice: CardNotice) =>
  send(app, notice, 'task', { title: 'kanban_notify_assigned_title', message: 'kanban_notify_assigned_message' });

export const notifyCommentOnCard = (app: FastifyInstance, notice: CardNotice) =>
  send(app, notice, 'comment', { title: 'kanban_notify_comment_title', message: 'kanban_notify_comment_message' });

export const notifyCardMoved = (app: FastifyInstance, notice: CardNotice, columnName: string) =>
  send(app, notice, 'card_moved', { title: 'kanban_notify_moved_title', message: 'kanban_notify_moved_message' }, { column: columnName });
