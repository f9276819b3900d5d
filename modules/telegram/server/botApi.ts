/** grammY's Bot API client for one bot, pointed at the configured API root. */
import { Api, GrammyError, HttpError } from 'grammy';

export const TELEGRAM_API_ROOT = 'https://api.telegram.org';

export const BOT_TOKEN = /^\d{5,15}:[A-Za-z0-9_-]{30,64}$/;

/** A request to Telegram that takes longer is given up (and retried by the next poll). */
export const REQUEST_TIMEOUT_SECONDS = 20;

export function botApi(token: string, apiRoot: string): Api {
  return new Api(token, { apiRoot, timeoutSeconds: REQUEST_TIMEOUT_SECONDS });
}

export type BotApiFailure = { kind: 'rejected' } | { kind: 'unreachable'; reason: string };

/** Telegram's 401/404 means the token is wrong; anything else is the network or Telegram itself. */
export function classifyFailure(error: unknown): BotApiFailure {
  if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) return { kind: 'rejected' };
  if (error instanceof HttpError) return { kind: 'unreachable', reason: String((error.error as Error)?.message ?? error.message) };
  return { kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
}
