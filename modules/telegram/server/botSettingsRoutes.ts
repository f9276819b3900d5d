/**
 * The bot's settings beyond its token (owner/admin): the public address Telegram pushes updates to (webhook
 * mode; without one the bot is polled) and the optional OpenAI-compatible endpoint for detection.
 */
import {
  type ErrorsService,
  type HttpService,
  isOutboundError,
  type ModuleOrm,
  type ModuleRouter,
  type OutboundHttp,
  type PermissionsService,
} from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { type BotApiFor, classifyFailure, failureReason } from './botApi';
import { telegramBots } from './tables';
import type { TokenCipher } from './tokenCipher';
import { publicAddress, setWebhook, webhookUrl } from './webhook';

export interface BotSettingsDeps {
  orm: ModuleOrm;
  http: Pick<HttpService, 'context'>;
  permissions: PermissionsService;
  errors: ErrorsService;
  ciphers: { token: TokenCipher; webhookSecret: TokenCipher; llmKey: TokenCipher };
  botApiFor: BotApiFor;
  outbound: OutboundHttp;
  /** Keeps a key out of the log (services.secrets.conceal). */
  conceal: (secret: string) => void;
}

export function botSettingsRoutes(
  router: ModuleRouter,
  { orm, http, permissions, errors, ciphers, botApiFor, outbound, conceal }: BotSettingsDeps,
): void {
  const botOf = async (workspaceId: string) => {
    const [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, workspaceId));
    if (!bot) throw errors.moduleError('bot_not_configured', 404);
    return bot;
  };
  const telegramError = (error: unknown, locale: 'ru' | 'en') => {
    const failure = classifyFailure(error);
    if (failure.kind === 'rejected') return errors.moduleError('token_rejected', 400);
    return errors.moduleError('webhook_refused', 502, { reason: failureReason(failure.reason, locale) });
  };

  router.put('/bot/webhook', { schema: { body: Type.Object({ publicUrl: Type.String({ maxLength: 500 }) }) } }, async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.configure');
    const address = publicAddress(request.body.publicUrl);
    if (!address) throw errors.moduleError('public_url_format', 400, undefined, { field: 'publicUrl' });
    const bot = await botOf(context.workspaceId);
    const url = webhookUrl(address, context.workspaceId);
    let secret: string;
    try {
      secret = await setWebhook(botApiFor(ciphers.token.decrypt(bot.tokenCiphertext)), url);
    } catch (error) {
      throw telegramError(error, context.locale);
    }
    await orm
      .update(telegramBots)
      .set({
        webhookUrl: url,
        webhookSecretCiphertext: ciphers.webhookSecret.encrypt(secret),
        lastError: null,
        lastErrorReason: null,
        failures: 0,
        retryAt: null,
      })
      .where(eq(telegramBots.workspaceId, context.workspaceId));
    return { webhookUrl: url };
  });

  // Back to polling: Telegram stops pushing, and the scheduler's next run asks for what is waiting.
  router.delete('/bot/webhook', async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.configure');
    const bot = await botOf(context.workspaceId);
    try {
      await botApiFor(ciphers.token.decrypt(bot.tokenCiphertext)).deleteWebhook();
    } catch (error) {
      throw telegramError(error, context.locale);
    }
    await orm
      .update(telegramBots)
      .set({ webhookUrl: null, webhookSecretCiphertext: null })
      .where(eq(telegramBots.workspaceId, context.workspaceId));
    return { webhookUrl: null };
  });

  router.put(
    '/bot/llm',
    {
      schema: {
        body: Type.Object({
          baseUrl: Type.String({ maxLength: 500 }),
          model: Type.String({ maxLength: 200 }),
          // Left out: the key kept stays; null: none (a local server without keys).
          apiKey: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
        }),
      },
    },
    async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'telegram.configure');
      const baseUrl = publicAddress(request.body.baseUrl);
      if (!baseUrl) throw errors.moduleError('llm_url_format', 400, undefined, { field: 'baseUrl' });
      const model = request.body.model.trim();
      if (!model) throw errors.moduleError('llm_model_empty', 400, undefined, { field: 'model' });
      await botOf(context.workspaceId);
      try {
        await outbound.check(baseUrl);
      } catch (error) {
        if (!isOutboundError(error)) throw error;
        throw errors.moduleError('llm_url_not_allowed', 400, { reason: error.text(context.locale) }, { field: 'baseUrl' });
      }
      const { apiKey } = request.body;
      if (apiKey) conceal(apiKey.trim());
      await orm
        .update(telegramBots)
        .set({
          llmBaseUrl: baseUrl,
          llmModel: model,
          ...(apiKey === undefined ? {} : { llmKeyCiphertext: apiKey?.trim() ? ciphers.llmKey.encrypt(apiKey.trim()) : null }),
        })
        .where(eq(telegramBots.workspaceId, context.workspaceId));
      return { llm: { baseUrl, model } };
    },
  );

  router.delete('/bot/llm', async (request) => {
    const context = http.context(request);
    await permissions.require(context, 'telegram.configure');
    await botOf(context.workspaceId);
    await orm
      .update(telegramBots)
      .set({ llmBaseUrl: null, llmModel: null, llmKeyCiphertext: null })
      .where(eq(telegramBots.workspaceId, context.workspaceId));
    return { llm: null };
  });
}
