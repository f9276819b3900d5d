/**
 * The Telegram module's server half on the module contract: a workspace's bot (token checked with
 * getMe and kept encrypted), and the group chats the bot is in, learnt from its updates.
 */
import { defineServerModule } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { BOT_TOKEN, TELEGRAM_API_ROOT, botApi, classifyFailure } from './botApi';
import { messages } from './messages';
import { telegramBots, telegramChats } from './tables';
import { tokenCipher } from './tokenCipher';
import { updatePoller } from './updatePoller';

/** How often the scheduler polls every connected bot (the config's reconnectInterval is the back-off after errors). */
const POLL_INTERVAL_MS = 1000;

export default defineServerModule({
  id: 'telegram',
  migrations: 'migrations',
  messages,
  register({ http, db, permissions, errors, secrets, scheduler, logger }) {
    const { orm } = db;
    const cipher = tokenCipher(secrets.key('bot-token'));
    const poller = updatePoller(orm, cipher, logger);
    scheduler.every('poll-updates', POLL_INTERVAL_MS, () => poller.pollAll());

    const botJson = (bot: typeof telegramBots.$inferSelect) => ({
      id: bot.botId,
      username: bot.username,
      name: bot.name,
      lastUpdateAt: bot.lastUpdateAt,
      lastError: bot.lastError,
    });

    http.routes(async (router) => {
      router.get('/bot', async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'view_workspace');
        const [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId));
        return { bot: bot ? botJson(bot) : null };
      });

      router.put('/bot', { schema: { body: Type.Object({ token: Type.String({ maxLength: 200 }) }) } }, async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'manage_workspace');
        const token = request.body.token.trim();
        if (!BOT_TOKEN.test(token)) throw errors.moduleError('token_format', 400, undefined, { field: 'token' });
        const apiRoot = typeof context.config.botApiRoot === 'string' && context.config.botApiRoot ? context.config.botApiRoot : TELEGRAM_API_ROOT;
        let me;
        try {
          me = await botApi(token, apiRoot).getMe();
        } catch (error) {
          const failure = classifyFailure(error);
          if (failure.kind === 'rejected') throw errors.moduleError('token_rejected', 400, undefined, { field: 'token' });
          throw errors.moduleError('telegram_unreachable', 502, { reason: failure.reason });
        }
        const values = {
          tokenCiphertext: cipher.encrypt(token),
          botId: me.id,
          username: me.username,
          name: me.first_name,
          apiRoot,
          updateOffset: 0,
          lastError: null,
        };
        const [bot] = await orm
          .insert(telegramBots)
          .values({ workspaceId: context.workspaceId, ...values })
          .onConflictDoUpdate({ target: telegramBots.workspaceId, set: values })
          .returning();
        return { bot: botJson(bot!) };
      });

      router.delete('/bot', async (request, reply) => {
        const context = http.context(request);
        await permissions.require(context, 'manage_workspace');
        const deleted = await orm.delete(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId)).returning();
        if (deleted.length === 0) throw errors.moduleError('bot_not_configured', 404);
        return reply.code(204).send();
      });

      router.get('/chats', async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'view_workspace');
        const chats = await orm
          .select({ chatId: telegramChats.chatId, title: telegramChats.title, type: telegramChats.type, botStatus: telegramChats.botStatus })
          .from(telegramChats)
          .where(eq(telegramChats.workspaceId, context.workspaceId))
          .orderBy(asc(telegramChats.title));
        return { chats };
      });
    });
  },
});
