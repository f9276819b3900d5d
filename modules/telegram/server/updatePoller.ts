/**
 * Long polling, one short getUpdates per bot per run of the platform scheduler (which runs a job once
 * across instances), so a bot behind NAT needs no public URL and two servers never poll the same bot.
 */
import type { MembersService, ModuleLogger, ModuleOrm } from '@artel/sdk/server';
import { eq, isNull, lte, or } from 'drizzle-orm';
import { botApi, classifyFailure } from './botApi';
import { applyChatUpdate } from './chatUpdates';
import { assigneeMember } from './memberMapping';
import { telegramBots } from './tables';
import type { TaskDetection } from './detection/types';
import type { TokenCipher } from './tokenCipher';

/** The longest wait between two attempts to reach Telegram after errors. */
export const MAX_BACKOFF_MS = 5 * 60_000;

export function updatePoller(orm: ModuleOrm, cipher: TokenCipher, members: MembersService, logger: ModuleLogger) {
  async function pollBot(bot: typeof telegramBots.$inferSelect): Promise<void> {
    const api = botApi(cipher.decrypt(bot.tokenCiphertext), bot.apiRoot);
    try {
      const updates = await api.getUpdates({ offset: bot.updateOffset, timeout: 0, allowed_updates: ['message', 'edited_message', 'my_chat_member'] });
      const settings = {
        timeZone: bot.timeZone,
        maxMessageHistory: bot.maxMessageHistory,
        assigneeOf: (detection: TaskDetection) => assigneeMember(orm, bot.workspaceId, detection, () => members.list(bot.workspaceId)),
      };
      for (const update of updates) await applyChatUpdate(orm, bot.workspaceId, update, settings);
      const last = updates[updates.length - 1];
      await orm
        .update(telegramBots)
        .set({
          updateOffset: last ? last.update_id + 1 : bot.updateOffset,
          lastError: null,
          lastErrorReason: null,
          failures: 0,
          retryAt: null,
          ...(last ? { lastUpdateAt: new Date() } : {}),
        })
        .where(eq(telegramBots.workspaceId, bot.workspaceId));
    } catch (error) {
      const failure = classifyFailure(error);
      const failures = bot.failures + 1;
      const backoff = Math.min(bot.reconnectInterval * 2 ** (failures - 1), MAX_BACKOFF_MS);
      logger.warn({ workspaceId: bot.workspaceId, failure, failures }, 'Telegram polling failed');
      await orm
        .update(telegramBots)
        .set({
          lastError: failure.kind === 'rejected' ? 'token_rejected' : 'telegram_unreachable',
          lastErrorReason: failure.kind === 'rejected' ? null : failure.reason,
          failures,
          retryAt: new Date(Date.now() + backoff),
        })
        .where(eq(telegramBots.workspaceId, bot.workspaceId));
    }
  }

  return {
    async pollAll(): Promise<void> {
      const due = await orm
        .select()
        .from(telegramBots)
        .where(or(isNull(telegramBots.retryAt), lte(telegramBots.retryAt, new Date())));
      for (const bot of due) await pollBot(bot);
    },
  };
}
