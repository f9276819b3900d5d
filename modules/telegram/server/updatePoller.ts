/**
 * Long polling, one short getUpdates per bot per run of the platform scheduler (which runs a job once
 * across instances), so a bot behind NAT needs no public URL and two servers never poll the same bot.
 */
import type { ModuleLogger, ModuleOrm } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import { botApi, classifyFailure } from './botApi';
import { applyChatUpdate } from './chatUpdates';
import { telegramBots } from './tables';
import type { TokenCipher } from './tokenCipher';

export function updatePoller(orm: ModuleOrm, cipher: TokenCipher, logger: ModuleLogger) {
  async function pollBot(bot: typeof telegramBots.$inferSelect): Promise<void> {
    const api = botApi(cipher.decrypt(bot.tokenCiphertext), bot.apiRoot);
    try {
      const updates = await api.getUpdates({ offset: bot.updateOffset, timeout: 0, allowed_updates: ['message', 'edited_message', 'my_chat_member'] });
      const settings = { timeZone: bot.timeZone, maxMessageHistory: bot.maxMessageHistory };
      for (const update of updates) await applyChatUpdate(orm, bot.workspaceId, update, settings);
      const last = updates[updates.length - 1];
      await orm
        .update(telegramBots)
        .set({ updateOffset: last ? last.update_id + 1 : bot.updateOffset, lastError: null, ...(last ? { lastUpdateAt: new Date() } : {}) })
        .where(eq(telegramBots.workspaceId, bot.workspaceId));
    } catch (error) {
      const failure = classifyFailure(error);
      const lastError = failure.kind === 'rejected' ? 'token_rejected' : `telegram_unreachable: ${failure.reason}`;
      logger.warn({ workspaceId: bot.workspaceId, lastError }, 'Telegram polling failed');
      await orm.update(telegramBots).set({ lastError }).where(eq(telegramBots.workspaceId, bot.workspaceId));
    }
  }

  return {
    async pollAll(): Promise<void> {
      for (const bot of await orm.select().from(telegramBots)) await pollBot(bot);
    },
  };
}
