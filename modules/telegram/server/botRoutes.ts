/** The workspace's bot (owner/admin connect and remove it; members see its connection): GET, PUT, DELETE /bot. */
import type { ModuleRouter } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { BOT_TOKEN, classifyFailure, failureReason } from './botApi';
import { botSettings, changedSettings } from './botConfig';
import type { TelegramRouteDeps } from './routeDeps';
import { telegramBots } from './tables';

export function botRoutes(
  router: ModuleRouter,
  { orm, http, permissions, errors, messages: messagesService, logger, cipher, botApiFor }: TelegramRouteDeps,
): void {
  /** The connection as the dashboard shows it: state, last update and the last error in plain words. */
  const botJson = (bot: typeof telegramBots.$inferSelect, locale: 'ru' | 'en') => ({
    id: bot.botId,
    username: bot.username,
    name: bot.name,
    connection: bot.lastError === 'token_rejected' ? 'rejected' : bot.lastError ? 'reconnecting' : 'connected',
    lastUpdateAt: bot.lastUpdateAt,
    retryAt: bot.retryAt,
    lastError: bot.lastError
      ? messagesService.t(bot.lastError, locale, { reason: failureReason(bot.lastErrorReason ?? '', locale) })
      : null,
    mode: bot.webhookUrl ? 'webhook' : 'polling',
    webhookUrl: bot.webhookUrl,
    llm: bot.llmBaseUrl && bot.llmModel ? { baseUrl: bot.llmBaseUrl, model: bot.llmModel, hasKey: bot.llmKeyCiphertext !== null } : null,
  });

  router.get('/bot', async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.view');
    let [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId));
    if (!bot) return { bot: null };
    // Every module page loads the bot: a config changed in the marketplace since is taken up here.
    const changed = changedSettings(context.config, bot);
    if (Object.keys(changed).length > 0)
      [bot] = await orm.update(telegramBots).set(changed).where(eq(telegramBots.workspaceId, context.workspaceId)).returning();
    return { bot: botJson(bot!, context.locale) };
  });

  router.put('/bot', { schema: { body: Type.Object({ token: Type.String({ maxLength: 200 }) }) } }, async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.configure');
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
    const [before] = await orm
      .select({ botId: telegramBots.botId })
      .from(telegramBots)
      .where(eq(telegramBots.workspaceId, context.workspaceId));
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
    await permissions.require(context, 'telegram.configure');
    const [deleted] = await orm.delete(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId)).returning();
    if (!deleted) throw errors.moduleError('bot_not_configured', 404);
    if (deleted.webhookUrl) {
      // Telegram would go on pushing to a route that no longer knows the bot; it is told, if it can be.
      await botApiFor(cipher.decrypt(deleted.tokenCiphertext))
        .deleteWebhook()
        .catch((error: unknown) =>
          logger.warn({ workspaceId: context.workspaceId, error: String(error) }, 'Telegram: the webhook was not removed'),
        );
    }
    return reply.code(204).send();
  });
}
