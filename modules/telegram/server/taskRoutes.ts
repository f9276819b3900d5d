/** The review queue: detected tasks members accept (with corrections), reject or retry. */
import type { ModuleRouter } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import { messages as ownMessages } from './messages';
import { describeCode, type TelegramRouteDeps } from './routeDeps';
import { telegramBots, telegramTasks } from './tables';
import type { TaskEdit, TaskRow } from './taskCards';

const DUE_DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const PRIORITY = Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high'), Type.Literal('urgent')]);

/** A task as the review queue and the dashboard show it; why no card was made, in plain words. */
function taskJson(task: TaskRow, describe: (code: string) => string) {
  return {
    id: task.id,
    chatId: task.chatId,
    messageId: task.messageId,
    boardId: task.boardId,
    author: task.author,
    text: task.text,
    messageUrl: task.messageUrl,
    sentAt: task.sentAt,
    confidence: task.confidence,
    detectedTitle: task.detectedTitle,
    title: task.title,
    assigneeUserId: task.assigneeUserId,
    due: task.due,
    priority: task.priority,
    status: task.status,
    decision: task.decision,
    decidedBy: task.decidedBy,
    decidedByTelegram: task.decidedByTelegram,
    decidedAt: task.decidedAt,
    cardId: task.cardId,
    error: task.error,
    errorMessage: task.error ? describe(task.error) : null,
  };
}

export function taskRoutes(
  router: ModuleRouter,
  { orm, http, access, errors, permissions, members, messages: messagesService, logger, cipher, botApiFor, tasks }: TelegramRouteDeps,
): void {
  const describe = (locale: 'ru' | 'en') => describeCode(messagesService, ownMessages.ru, locale);

  /** The review queue (pending, by default) and the decisions already taken, newest first. */
  router.get(
    '/tasks',
    {
      schema: {
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union([Type.Literal('pending'), Type.Literal('created'), Type.Literal('rejected'), Type.Literal('failed')]),
          ),
        }),
      },
    },
    async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'telegram.view');
      const rows = await orm
        .select()
        .from(telegramTasks)
        .where(
          and(
            eq(telegramTasks.workspaceId, context.workspaceId),
            eq(telegramTasks.status, request.query.status ?? 'pending'),
            await access.visibleChats(context, telegramTasks.chatId),
          ),
        )
        .orderBy(desc(telegramTasks.sentAt))
        .limit(200);
      return { tasks: rows.map((task) => taskJson(task, describe(context.locale))) };
    },
  );

  const decidable = async (workspaceId: string) => {
    const [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, workspaceId));
    if (!bot) throw errors.moduleError('task_not_found', 404);
    let api = null;
    try {
      api = botApiFor(cipher.decrypt(bot.tokenCiphertext));
    } catch (error) {
      logger.warn({ workspaceId, error: String(error) }, 'Telegram: the token no longer decrypts; deciding without telling the chat');
    }
    return { bot, api };
  };

  // A member accepts (with corrections: an edit) a pending task; the card is made with their rights on the board.
  router.post(
    '/tasks/:taskId/accept',
    {
      schema: {
        params: Type.Object({ taskId: Type.String({ format: 'uuid' }) }),
        body: Type.Optional(
          Type.Object({
            title: Type.Optional(Type.String({ maxLength: 1000 })),
            due: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
            priority: Type.Optional(PRIORITY),
            assigneeUserId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
          }),
        ),
      },
    },
    async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'telegram.view');
      await access.requireVisibleTask(context, request.params.taskId);
      const body = request.body ?? {};
      const edit: TaskEdit = {};
      if (body.title !== undefined) {
        const title = body.title.trim();
        if (!title || title.length > 500) throw errors.moduleError('task_title_empty', 400, undefined, { field: 'title' });
        edit.title = title;
      }
      if (body.due !== undefined) {
        if (body.due !== null && (!new RegExp(DUE_DAY).test(body.due) || Number.isNaN(Date.parse(body.due))))
          throw errors.moduleError('task_due_format', 400, undefined, { field: 'due' });
        edit.due = body.due;
      }
      if (body.priority !== undefined) edit.priority = body.priority;
      if (body.assigneeUserId !== undefined) {
        if (body.assigneeUserId !== null && !(await members.get(context.workspaceId, body.assigneeUserId)))
          throw errors.moduleError('member_not_found', 404, undefined, { field: 'assigneeUserId' });
        edit.assigneeUserId = body.assigneeUserId;
      }
      const { bot, api } = await decidable(context.workspaceId);
      const task = await tasks.accept(bot, api, request.params.taskId, context.userId, edit, context.locale);
      if (!task) throw errors.moduleError('task_not_found', 404);
      return { task: taskJson(task, describe(context.locale)) };
    },
  );

  router.post(
    '/tasks/:taskId/reject',
    { schema: { params: Type.Object({ taskId: Type.String({ format: 'uuid' }) }) } },
    async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'telegram.view');
      await access.requireVisibleTask(context, request.params.taskId);
      const [pending] = await orm
        .select({ boardId: telegramTasks.boardId })
        .from(telegramTasks)
        .where(and(eq(telegramTasks.id, request.params.taskId), eq(telegramTasks.workspaceId, context.workspaceId)));
      if (!pending) throw errors.moduleError('task_not_found', 404);
      // Rejecting is the other answer to the same question: only someone who could make the card may
      // (an admin, once the board is gone).
      const allowed = pending.boardId
        ? await permissions.can(context, 'create_cards', { boardId: pending.boardId })
        : await permissions.can(context, 'telegram.configure');
      if (!allowed) throw errors.forbidden();
      const { bot, api } = await decidable(context.workspaceId);
      const task = await tasks.reject(bot, api, request.params.taskId, context.userId);
      if (!task) throw errors.moduleError('task_not_found', 404);
      return { task: taskJson(task, describe(context.locale)) };
    },
  );

  // A task that could not become a card (no board linked then, kanban refused) is tried again, with the
  // board the chat is linked to now and the rights of the member who asks.
  router.post('/tasks/:taskId/retry', { schema: { params: Type.Object({ taskId: Type.String({ format: 'uuid' }) }) } }, async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.view');
    await access.requireVisibleTask(context, request.params.taskId);
    const { bot, api } = await decidable(context.workspaceId);
    const task = await tasks.retry(bot, api, request.params.taskId, context.userId, context.locale);
    if (!task) throw errors.moduleError('task_not_found', 404);
    return { task: taskJson(task, describe(context.locale)) };
  });
}
