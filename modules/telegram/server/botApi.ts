/**
 * grammY's Bot API client for one bot, at the instance's Bot API root (a platform admin's setting, never a
 * workspace's), through the module's outbound client: a root inside the network only when the platform's
 * administrator set it, no redirects, and failures that never repeat the URL (which holds the token).
 */
import type { Locale, OutboundHttp } from '@artel/sdk/server';
import { isOutboundError, isOutboundFailure, OutboundError } from '@artel/sdk/server';
import { Api, GrammyError, HttpError } from 'grammy';

export const TELEGRAM_API_ROOT = 'https://api.telegram.org';

export const BOT_TOKEN = /^\d{5,15}:[A-Za-z0-9_-]{30,64}$/;

/** A request to Telegram that takes longer is given up (and retried by the next poll). */
export const REQUEST_TIMEOUT_SECONDS = 20;

export type BotApiFor = (token: string) => Api;

/** `conceal` keeps each token out of the log from the moment it is used (services.secrets.conceal). */
export function botApiClient(
  outbound: OutboundHttp,
  apiRoot: () => string,
  conceal: (secret: string) => void = () => undefined,
): BotApiFor {
  const fetchThroughGuard = ((url: string, init: RequestInit = {}) =>
    outbound.fetch(url, {
      method: init.method,
      headers: init.headers as Record<string, string> | undefined,
      body: init.body as string | null | undefined,
      signal: init.signal,
      timeoutMs: (REQUEST_TIMEOUT_SECONDS + 5) * 1000,
      maxRedirects: 0,
    })) as unknown as typeof fetch;
  return (token) => {
    conceal(token);
    return new Api(token, { apiRoot: apiRoot(), timeoutSeconds: REQUEST_TIMEOUT_SECONDS, fetch: fetchThroughGuard });
  };
}

/**
 * Why Telegram could not be reached, as stored on the bot's row: an outbound failure's code, or Telegram's own
 * answer (code and description). Never a network library's message, which names the URL and so the token.
 */
export type BotApiFailure = { kind: 'rejected' } | { kind: 'unreachable'; reason: string };

/** Telegram's 401/404 means the token is wrong; anything else is the network or Telegram itself. */
export function classifyFailure(error: unknown): BotApiFailure {
  if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) return { kind: 'rejected' };
  if (error instanceof GrammyError) return { kind: 'unreachable', reason: `${error.error_code} ${error.description}` };
  const cause = error instanceof HttpError ? error.error : error;
  return { kind: 'unreachable', reason: isOutboundError(cause) ? cause.failure : 'unreachable' };
}

/** Bot API URLs and tokens in a reason stored before reasons were codes. */
const TOKEN_SHAPES = /(https?:\/\/\S*)?\/?bot\d{5,15}:[A-Za-z0-9_-]+\S*|\d{5,15}:[A-Za-z0-9_-]{30,}/g;

/** A stored reason in the reader's words. */
export function failureReason(reason: string, locale: Locale): string {
  if (isOutboundFailure(reason)) return new OutboundError(reason).text(locale);
  return reason.replace(TOKEN_SHAPES, '[…]');
}
