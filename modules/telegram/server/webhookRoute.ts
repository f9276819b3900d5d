/**
 * The public route Telegram posts a workspace's updates to in webhook mode: no sign-in, only the secret
 * token given with setWebhook (compared in constant time). A failure answers 500, so Telegram delivers the
 * update again; applying it twice changes nothing (one row per chat and message).
 */
import type { ModuleLogger, ModuleOrm, ModuleRouter } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import type { BotApiFor } from './botApi';
import type { ApplyUpdates } from './botUpdates';
import { telegramBots } from './tables';
import type { TokenCipher } from './tokenCipher';
import { WEBHOOK_SECRET_HEADER, secretMatches } from './webhook';

export interface WebhookRouteDeps {
  orm: ModuleOrm;
  ciphers: { token: TokenCipher; webhookSecret: TokenCipher };
  botApiFor: BotApiFor;
  applyUpdates: ApplyUpdates;
  logger: ModuleLogger;
  changed(workspaceId: string): Promise<void>;
}

export function webhookRoute(router: ModuleRouter, { orm, ciphers, botApiFor, applyUpdates, logger, changed }: WebhookRouteDeps): void {
  router.post(
    '/webhook/:workspaceId',
    {
      schema: {
        params: Type.Object({ workspaceId: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ update_id: Type.Integer() }, { additionalProperties: true }),
      },
    },
    async (request, reply) => {
      const { workspaceId } = request.params;
      const [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, workspaceId));
      let expected: string | null = null;
      try {
        expected = bot?.webhookSecretCiphertext ? ciphers.webhookSecret.decrypt(bot.webhookSecretCiphertext) : null;
      } catch (error) {
        logger.warn({ workspaceId, error: String(error) }, 'Telegram webhook: the secret no longer decrypts; set the webhook again');
      }
      // One answer for "no such bot" and "wrong secret": the route tells a stranger nothing.
      if (!bot || !expected || !secretMatches(request.headers[WEBHOOK_SECRET_HEADER], expected)) return reply.code(401).send({ ok: false });
      await applyUpdates(bot, botApiFor(ciphers.token.decrypt(bot.tokenCiphertext)), [request.body as Update]);
      await orm
        .update(telegramBots)
        .set({ lastUpdateAt: new Date(), lastError: null, lastErrorReason: null, failures: 0, retryAt: null })
        .where(eq(telegramBots.workspaceId, workspaceId));
      await changed(workspaceId);
      return { ok: true };
    },
  );
}
