/**
 * Long polling, one short getUpdates per bot per run of the platform scheduler (which runs a job once
 * across instances), so a bot behind NAT needs no public URL and two servers never poll the same bot.
 */
import type { ModuleLogger, ModuleOrm } from '@artel/sdk/server';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { type BotApiFor, REQUEST_TIMEOUT_SECONDS, classifyFailure } from './botApi';
import type { ApplyUpdates } from './botUpdates';
import { telegramBots } from './tables';
import { ALLOWED_UPDATES } from './webhook';
import type { TokenCipher } from './tokenCipher';

/** The longest wait between two attempts to reach Telegram after errors. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/** Longer than any poll can take, so a lease outlives its poll only when the instance died mid-poll. */
const LEASE_SECONDS = REQUEST_TIMEOUT_SECONDS * 3;

/** `changed` hears of every workspace whose chats, messages or tasks a poll changed (for live dashboards). */
export function updatePoller(
  orm: ModuleOrm,
  cipher: TokenCipher,
  botApiFor: BotApiFor,
  applyUpdates: ApplyUpdates,
  logger: ModuleLogger,
  changed: (workspaceId: string) => Promise<void> = async () => {},
) {
  /** Takes the bot's poll lease and reads the bot as it is now; null when another poll holds the lease. */
  async function lease(workspaceId: string): Promise<typeof telegramBots.$inferSelect | null> {
    const [bot] = await orm
      .update(telegramBots)
      .set({ pollLeaseUntil: sql.raw(`now() + interval '${LEASE_SECONDS} seconds'`) })
      .where(
        and(
          eq(telegramBots.workspaceId, workspaceId),
          isNull(telegramBots.webhookUrl),
          or(isNull(telegramBots.pollLeaseUntil), lte(telegramBots.pollLeaseUntil, sql`now()`)),
        ),
      )
      .returning();
    return bot ?? null;
  }

  async function pollBot(workspaceId: string): Promise<void> {
    const bot = await lease(workspaceId);
    if (!bot) return;
    try {
      await pollLeased(bot);
    } finally {
      await orm.update(telegramBots).set({ pollLeaseUntil: null }).where(eq(telegramBots.workspaceId, workspaceId));
    }
  }

  async function pollLeased(bot: typeof telegramBots.$inferSelect): Promise<void> {
    try {
      // Inside the try: a token that no longer decrypts (the server's secret changed) is this bot's error only.
      const api = botApiFor(cipher.decrypt(bot.tokenCiphertext));
      const updates = await api.getUpdates({ offset: bot.updateOffset, timeout: 0, allowed_updates: [...ALLOWED_UPDATES] });
      await applyUpdates(bot, api, updates);
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
      if (last) await changed(bot.workspaceId);
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
      if (bot.failures === 0) await changed(bot.workspaceId).catch(() => undefined);
    }
  }

  return {
    pollBot,
    async pollAll(): Promise<void> {
      const due = await orm
        .select({ workspaceId: telegramBots.workspaceId })
        .from(telegramBots)
        // A bot with a webhook hears from Telegram itself (getUpdates would be refused anyway).
        .where(and(isNull(telegramBots.webhookUrl), or(isNull(telegramBots.retryAt), lte(telegramBots.retryAt, new Date()))));
      for (const { workspaceId } of due) await pollBot(workspaceId);
    },
  };
}
