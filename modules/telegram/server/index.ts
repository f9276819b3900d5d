/**
 * The Telegram module's server half on the module contract: a workspace's bot (token checked with
 * getMe and kept encrypted), and the group chats the bot is in, learnt from its updates.
 */
import { defineServerModule } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import { BOT_TOKEN, TELEGRAM_API_ROOT, botApiClient, classifyFailure, failureReason } from './botApi';
import { botSettings, changedSettings } from './botConfig';
import { botSettingsRoutes } from './botSettingsRoutes';
import { botUpdates } from './botUpdates';
import { registerTelegramFlows } from './flows/registerTelegramFlows';
import { messages } from './messages';
import { TELEGRAM_USERNAME } from './memberMapping';
import { telegramBots, telegramChats, telegramMembers, telegramMessages, telegramTasks } from './tables';
import { telegramAccess } from './telegramAccess';
import { taskCards, type TaskEdit, type TaskRow } from './taskCards';
import { tokenCipher } from './tokenCipher';
import { updatePoller } from './updatePoller';
import { webhookRoute } from './webhookRoute';

/** How often the scheduler polls every connected bot. */
const POLL_INTERVAL_MS = 1000;
/** Telegram pushes a busy bot's updates from a few addresses: far more than a person's 60 a minute. */
const WEBHOOK_RATE_LIMIT = { max: 1200, windowMs: 60_000 };
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

export default defineServerModule({
  id: 'telegram',
  migrations: 'migrations',
  messages,
  instanceSettings: [
    {
      key: 'botApiRoot',
      kind: 'url',
      env: 'TELEGRAM_API_ROOT',
      default: TELEGRAM_API_ROOT,
      label: { ru: 'Адрес Bot API Telegram', en: 'Telegram Bot API address' },
      hint: {
        ru: 'Свой сервер Bot API (telegram-bot-api) или тестовый; бот каждого рабочего пространства отправляет туда свой токен',
        en: 'A Bot API server of your own (telegram-bot-api) or a test one; every workspace’s bot sends its token there',
      },
    },
  ],
  register({ http, db, members, permissions, contexts, errors, secrets, scheduler, logger, services, realtime, flows, messages: messagesService, outbound, instanceSettings }) {
    const { orm } = db;
    const cipher = tokenCipher(secrets.key('bot-token'));
    const ciphers = { token: cipher, webhookSecret: tokenCipher(secrets.key('webhook-secret')), llmKey: tokenCipher(secrets.key('llm-key')) };
    const botApiFor = botApiClient(instanceSettings.outboundTo('botApiRoot'), () => instanceSettings.get('botApiRoot'), secrets.conceal);
    const tasks = taskCards(orm, services, messagesService, logger, members);
    const access = telegramAccess(orm, permissions, errors);
    const applyUpdates = botUpdates(orm, ciphers.llmKey, members, tasks, logger, outbound, secrets.conceal);
    const changed = (workspaceId: string) => realtime.publishToWorkspace(workspaceId, { kind: 'telegram.updated' });
    const poller = updatePoller(orm, cipher, botApiFor, applyUpdates, logger, changed);
    scheduler.every('poll-updates', POLL_INTERVAL_MS, () => poller.pollAll());
    http.publicRoutes(async (router) => webhookRoute(router, { orm, ciphers, botApiFor, applyUpdates, logger, changed }), { rateLimit: WEBHOOK_RATE_LIMIT });
    /** A code of messages.ts, or a code another module answered with (kanban's), said in a general way. */
    const describe = (locale: 'ru' | 'en') => (code: string) =>
      code in messages.ru ? messagesService.t(code, locale) : messagesService.t('card_refused', locale, { code });
    registerTelegramFlows(orm, flows, scheduler, cipher, botApiFor, { contexts, permissions });

    /** The connection as the dashboard shows it: state, last update and the last error in plain words. */
    const botJson = (bot: typeof telegramBots.$inferSelect, locale: 'ru' | 'en') => ({
      id: bot.botId,
      username: bot.username,
      name: bot.name,
      connection: bot.lastError === 'token_rejected' ? 'rejected' : bot.lastError ? 'reconnecting' : 'connected',
      lastUpdateAt: bot.lastUpdateAt,
      retryAt: bot.retryAt,
      lastError: bot.lastError ? messagesService.t(bot.lastError, locale, { reason: failureReason(bot.lastErrorReason ?? '', locale) }) : null,
      mode: bot.webhookUrl ? 'webhook' : 'polling',
      webhookUrl: bot.webhookUrl,
      llm: bot.llmBaseUrl && bot.llmModel ? { baseUrl: bot.llmBaseUrl, model: bot.llmModel, hasKey: bot.llmKeyCiphertext !== null } : null,
    });

    http.routes(async (router) => {
      botSettingsRoutes(router, { orm, http, access, errors, ciphers, botApiFor, outbound, conceal: secrets.conceal });

      router.get('/bot', async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.view');
        let [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId));
        if (!bot) return { bot: null };
        // Every module page loads the bot: a config changed in the marketplace since is taken up here.
        const changed = changedSettings(context.config, bot);
        if (Object.keys(changed).length > 0) [bot] = await orm.update(telegramBots).set(changed).where(eq(telegramBots.workspaceId, context.workspaceId)).returning();
        return { bot: botJson(bot!, context.locale) };
      });

      router.put('/bot', { schema: { body: Type.Object({ token: Type.String({ maxLength: 200 }) }) } }, async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.configure');
        const token = request.body.token.trim();
        if (!BOT_TOKEN.test(token)) throw errors.moduleError('token_format', 400, undefined, { field: 'token' });
        let me;
        try {
          me = await botApiFor(token).getMe();
        } catch (error) {
          const failure = classifyFailure(error);
          if (failure.kind === 'rejected') throw errors.moduleError('token_rejected', 400, undefined, { field: 'token' });
          throw errors.moduleError('telegram_unreachable', 502, { reason: failureReason(failure.reason, context.locale) });
        }
        const values = {
          tokenCiphertext: cipher.encrypt(token),
          botId: me.id,
          username: me.username,
          name: me.first_name,
          ...botSettings(context.config),
          // Card links in the bot's replies lead back to the address the admin connected the bot from.
          appUrl: typeof request.headers.origin === 'string' ? request.headers.origin : `${request.protocol}://${request.host}`,
          updateOffset: 0,
          lastError: null,
          lastErrorReason: null,
          failures: 0,
          retryAt: null,
        };
        // The same bot keeps its webhook; another bot's token starts polled until its webhook is set.
        const [before] = await orm.select({ botId: telegramBots.botId }).from(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId));
        const webhook = before?.botId === me.id ? {} : { webhookUrl: null, webhookSecretCiphertext: null };
        const [bot] = await orm
          .insert(telegramBots)
          .values({ workspaceId: context.workspaceId, ...values })
          .onConflictDoUpdate({ target: telegramBots.workspaceId, set: { ...values, ...webhook } })
          .returning();
        return { bot: botJson(bot!, context.locale) };
      });

      router.delete('/bot', async (request, reply) => {
        const context = http.context(request);
        await access.require(context, 'telegram.configure');
        const [deleted] = await orm.delete(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId)).returning();
        if (!deleted) throw errors.moduleError('bot_not_configured', 404);
        if (deleted.webhookUrl) {
          // Telegram would go on pushing to a route that no longer knows the bot; it is told, if it can be.
          await botApiFor(cipher.decrypt(deleted.tokenCiphertext))
            .deleteWebhook()
            .catch((error: unknown) => logger.warn({ workspaceId: context.workspaceId, error: String(error) }, 'Telegram: the webhook was not removed'));
        }
        return reply.code(204).send();
      });

      router.get('/chats', async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.view');
        const chats = await orm
          .select({ chatId: telegramChats.chatId, title: telegramChats.title, type: telegramChats.type, botStatus: telegramChats.botStatus, boardId: telegramChats.boardId, columnId: telegramChats.columnId })
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
            body: Type.Object({ boardId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]), columnId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])) }),
          },
        },
        async (request) => {
          const context = http.context(request);
          await access.require(context, 'telegram.configure');
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

      router.get('/members', async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.view');
        const links = await orm.select().from(telegramMembers).where(eq(telegramMembers.workspaceId, context.workspaceId)).orderBy(asc(telegramMembers.username));
        return { members: links.map((l) => ({ username: l.username, userId: l.userId })) };
      });

      // An admin maps any member; a member sets (or clears, with null) their own username.
      router.put(
        '/members/:userId',
        { schema: { params: Type.Object({ userId: Type.String({ format: 'uuid' }) }), body: Type.Object({ username: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]) }) } },
        async (request) => {
          const context = http.context(request);
          const { userId } = request.params;
          if (userId !== context.userId) await access.require(context, 'telegram.configure');
          if (!(await members.get(context.workspaceId, userId))) throw errors.moduleError('member_not_found', 404);
          const username = request.body.username?.trim().replace(/^@/, '') ?? null;
          if (username !== null && !TELEGRAM_USERNAME.test(username)) throw errors.moduleError('username_format', 400, undefined, { field: 'username' });
          await orm.transaction(async (tx) => {
            await tx.delete(telegramMembers).where(and(eq(telegramMembers.workspaceId, context.workspaceId), eq(telegramMembers.userId, userId)));
            if (username === null) return;
            const taken = await tx
              .select({ userId: telegramMembers.userId })
              .from(telegramMembers)
              .where(and(eq(telegramMembers.workspaceId, context.workspaceId), eq(telegramMembers.username, username.toLowerCase())));
            if (taken.length > 0) throw errors.moduleError('username_taken', 409, { username }, { field: 'username' });
            await tx.insert(telegramMembers).values({ workspaceId: context.workspaceId, userId, username: username.toLowerCase() });
          });
          return { member: { userId, username: username?.toLowerCase() ?? null } };
        },
      );

      router.get('/chats/:chatId/messages', { schema: { params: Type.Object({ chatId: Type.Integer() }) } }, async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.view');
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
            detection: { isTask: m.isTask, confidence: m.confidence, title: m.title, assignee: m.assignee, addresseeName: m.addresseeName, due: m.due, priority: m.priority },
            assigneeUserId: m.assigneeUserId,
          })),
        };
      });

      /** The review queue (pending, by default) and the decisions already taken, newest first. */
      router.get(
        '/tasks',
        { schema: { querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('created'), Type.Literal('rejected'), Type.Literal('failed')])) }) } },
        async (request) => {
          const context = http.context(request);
          await access.require(context, 'telegram.view');
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
          await access.require(context, 'telegram.view');
          await access.requireVisibleTask(context, request.params.taskId);
          const body = request.body ?? {};
          const edit: TaskEdit = {};
          if (body.title !== undefined) {
            const title = body.title.trim();
            if (!title || title.length > 500) throw errors.moduleError('task_title_empty', 400, undefined, { field: 'title' });
            edit.title = title;
          }
          if (body.due !== undefined) {
            if (body.due !== null && (!new RegExp(DUE_DAY).test(body.due) || Number.isNaN(Date.parse(body.due)))) throw errors.moduleError('task_due_format', 400, undefined, { field: 'due' });
            edit.due = body.due;
          }
          if (body.priority !== undefined) edit.priority = body.priority;
          if (body.assigneeUserId !== undefined) {
            if (body.assigneeUserId !== null && !(await members.get(context.workspaceId, body.assigneeUserId))) throw errors.moduleError('member_not_found', 404, undefined, { field: 'assigneeUserId' });
            edit.assigneeUserId = body.assigneeUserId;
          }
          const { bot, api } = await decidable(context.workspaceId);
          const task = await tasks.accept(bot, api, request.params.taskId, context.userId, edit, context.locale);
          if (!task) throw errors.moduleError('task_not_found', 404);
          return { task: taskJson(task, describe(context.locale)) };
        },
      );

      router.post('/tasks/:taskId/reject', { schema: { params: Type.Object({ taskId: Type.String({ format: 'uuid' }) }) } }, async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.view');
        await access.requireVisibleTask(context, request.params.taskId);
        const [pending] = await orm
          .select({ boardId: telegramTasks.boardId })
          .from(telegramTasks)
          .where(and(eq(telegramTasks.id, request.params.taskId), eq(telegramTasks.workspaceId, context.workspaceId)));
        if (!pending) throw errors.moduleError('task_not_found', 404);
        // Rejecting is the other answer to the same question: only someone who could make the card may
        // (an admin, once the board is gone).
        const allowed = pending.boardId ? await permissions.can(context, 'create_cards', { boardId: pending.boardId }) : await access.can(context, 'telegram.configure');
        if (!allowed) throw errors.forbidden();
        const { bot, api } = await decidable(context.workspaceId);
        const task = await tasks.reject(bot, api, request.params.taskId, context.userId);
        if (!task) throw errors.moduleError('task_not_found', 404);
        return { task: taskJson(task, describe(context.locale)) };
      });

      // A task that could not become a card (no board linked then, kanban refused) is tried again, with the
      // board the chat is linked to now and the rights of the member who asks.
      router.post('/tasks/:taskId/retry', { schema: { params: Type.Object({ taskId: Type.String({ format: 'uuid' }) }) } }, async (request) => {
        const context = http.context(request);
        await access.require(context, 'telegram.view');
        await access.requireVisibleTask(context, request.params.taskId);
        const { bot, api } = await decidable(context.workspaceId);
        const task = await tasks.retry(bot, api, request.params.taskId, context.userId, context.locale);
        if (!task) throw errors.moduleError('task_not_found', 404);
        return { task: taskJson(task, describe(context.locale)) };
      });
    });
  },
});
