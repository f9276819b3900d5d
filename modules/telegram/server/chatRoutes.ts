/** The group chats the bot is in, the board each is linked to, and the messages it read there. */
import type { ModuleRouter } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TelegramRouteDeps } from './routeDeps';
import { telegramChats, telegramMessages } from './tables';

export function chatRoutes(router: ModuleRouter, { orm, http, access, errors, permissions }: TelegramRouteDeps): void {
  router.get('/chats', async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.view');
    const chats = await orm
      .select({
        chatId: telegramChats.chatId,
        title: telegramChats.title,
        type: telegramChats.type,
        botStatus: telegramChats.botStatus,
        boardId: telegramChats.boardId,
        columnId: telegramChats.columnId,
      })
      .from(telegramChats)
      .where(and(eq(telegramChats.workspaceId, context.workspaceId), await access.visibleChats(context, telegramChats.chatId)))
      .orderBy(asc(telegramChats.title));
    return { chats };
  });

  router.put(
    '/chats/:chatId/board',
    {
      schema: {
        params: Type.Object({ chatId: Type.Integer() }),
        body: Type.Object({
          boardId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
          columnId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
        }),
      },
    },
    async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'telegram.configure');
      const { boardId } = request.body;
      const columnId = boardId === null ? null : (request.body.columnId ?? null);
      if (boardId !== null) {
        const grant = await permissions.board(context, boardId);
        if (!grant || grant.board.workspaceId !== context.workspaceId) throw errors.moduleError('board_not_found', 404);
      }
      const [chat] = await orm
        .update(telegramChats)
        .set({ boardId, columnId, linkedBy: boardId === null ? null : context.userId, updatedAt: new Date() })
        .where(and(eq(telegramChats.workspaceId, context.workspaceId), eq(telegramChats.chatId, request.params.chatId)))
        .returning({ chatId: telegramChats.chatId, boardId: telegramChats.boardId, columnId: telegramChats.columnId });
      if (!chat) throw errors.moduleError('chat_not_found', 404);
      return { chat };
    },
  );

  router.get('/chats/:chatId/messages', { schema: { params: Type.Object({ chatId: Type.Integer() }) } }, async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.view');
    const visible = await access.visibleChats(context, telegramChats.chatId);
    if (visible) {
      // A chat the caller may not see is, to them, a chat the bot is not in.
      const [chat] = await orm
        .select({ chatId: telegramChats.chatId })
        .from(telegramChats)
        .where(and(eq(telegramChats.workspaceId, context.workspaceId), eq(telegramChats.chatId, request.params.chatId), visible));
      if (!chat) throw errors.moduleError('chat_not_found', 404);
    }
    const rows = await orm
      .select()
      .from(telegramMessages)
      .where(and(eq(telegramMessages.workspaceId, context.workspaceId), eq(telegramMessages.chatId, request.params.chatId)))
      .orderBy(desc(telegramMessages.sentAt), desc(telegramMessages.messageId));
    return {
      messages: rows.map((m) => ({
        messageId: m.messageId,
        author: m.author,
        text: m.text,
        sentAt: m.sentAt,
        detection: {
          isTask: m.isTask,
          confidence: m.confidence,
          title: m.title,
          assignee: m.assignee,
          addresseeName: m.addresseeName,
          due: m.due,
          priority: m.priority,
        },
        assigneeUserId: m.assigneeUserId,
      })),
    };
  });
}
