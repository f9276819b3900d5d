/**
 * What the bot does with the updates Telegram hands it, however they arrive (long polling or the webhook):
 * chats and messages kept, tasks considered, the question's buttons answered. Idempotent per chat and
 * message, as Telegram delivers again what it is unsure arrived.
 */
import type { MembersService, ModuleLogger, ModuleOrm, OutboundHttp } from '@artel/sdk/server';
import type { Api } from 'grammy';
import type { Update } from 'grammy/types';
import { eq } from 'drizzle-orm';
import { applyChatUpdate } from './chatUpdates';
import type { TaskDetection, ThreadContext } from './detection/types';
import { detectMessage, type LlmEndpoint } from './llmDetector';
import { assigneeMember } from './memberMapping';
import { telegramBots } from './tables';
import type { KeptMessage, TaskCards } from './taskCards';
import type { TokenCipher } from './tokenCipher';

export type BotRow = typeof telegramBots.$inferSelect;

export function botUpdates(
  orm: ModuleOrm,
  llmKeys: TokenCipher,
  members: MembersService,
  tasks: TaskCards,
  logger: ModuleLogger,
  outbound: OutboundHttp,
  conceal: (secret: string) => void = () => undefined,
) {
  function llmEndpoint(bot: BotRow): LlmEndpoint | null {
    if (!bot.llmBaseUrl || !bot.llmModel) return null;
    try {
      const apiKey = bot.llmKeyCiphertext ? llmKeys.decrypt(bot.llmKeyCiphertext) : null;
      if (apiKey) conceal(apiKey);
      return { baseUrl: bot.llmBaseUrl, model: bot.llmModel, apiKey };
    } catch (error) {
      logger.warn(
        { workspaceId: bot.workspaceId, error: String(error) },
        'Telegram: the LLM key no longer decrypts; the local detector answers',
      );
      return null;
    }
  }

  /**
   * The endpoint as saved now: a poll leased before the owner removed it must not send the messages it brings there.
   */
  async function currentLlm(bot: BotRow): Promise<LlmEndpoint | null> {
    const [saved] = await orm
      .select({ llmBaseUrl: telegramBots.llmBaseUrl, llmModel: telegramBots.llmModel, llmKeyCiphertext: telegramBots.llmKeyCiphertext })
      .from(telegramBots)
      .where(eq(telegramBots.workspaceId, bot.workspaceId));
    return saved ? llmEndpoint({ ...bot, ...saved }) : null;
  }

  return async function applyUpdates(bot: BotRow, api: Api, updates: Update[]): Promise<void> {
    if (updates.length === 0) return;
    const llm = await currentLlm(bot);
    const settings = {
      maxMessageHistory: bot.maxMessageHistory,
      detect: (message: Parameters<typeof detectMessage>[0], thread: ThreadContext) =>
        detectMessage(message, { timeZone: bot.timeZone, llm, outbound, logger, thread }),
      assigneeOf: (detection: TaskDetection) => assigneeMember(orm, bot.workspaceId, detection, () => members.list(bot.workspaceId)),
      onKept: (kept: KeptMessage) => tasks.consider(bot, api, kept),
    };
    for (const update of updates) {
      if (update.callback_query) await tasks.answer(bot, api, update.callback_query);
      else await applyChatUpdate(orm, bot.workspaceId, update, settings);
    }
  };
}

export type ApplyUpdates = ReturnType<typeof botUpdates>;
