/**
 * Webhook mode: with a public address set in the bot's settings, Telegram pushes each update to the
 * module's public route instead of being polled; without one (behind NAT) the bot is polled. Telegram
 * sends the secret_token it was given with every request, and nothing without it is read.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Api } from 'grammy';

export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The updates the bot reads, by either mode. */
export const ALLOWED_UPDATES = ['message', 'edited_message', 'my_chat_member', 'callback_query'] as const;

/** Where Telegram posts a workspace's updates, under the server's public address. */
export function webhookUrl(publicUrl: string, workspaceId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/v1/modules/telegram/public/webhook/${workspaceId}`;
}

/** An http(s) address without credentials, query or fragment; null otherwise. */
export function publicAddress(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) return null;
  return url.toString().replace(/\/+$/, '');
}

/** Registers the webhook with a fresh secret (Telegram allows A–Z, a–z, 0–9, _ and -, up to 256). */
export async function setWebhook(api: Api, url: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await api.setWebhook(url, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES] });
  return secret;
}

/** Compares in constant time: hashing first gives both sides the same length whatever was sent. */
export function secretMatches(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(expected));
}
