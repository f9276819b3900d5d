import { AppError } from '../http/errors';

/** Telegram's own rule for usernames: 5–32 characters, Latin letters, digits and underscores. */
const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{5,32}$/;

/** The username as stored: without the @ people often type; empty means none. Throws on anything else. */
export function telegramUsernameFrom(input: string): string | null {
  const bare = input.trim().replace(/^@/, '');
  if (bare === '') return null;
  if (!TELEGRAM_USERNAME.test(bare)) throw new AppError(400, 'telegram_username_invalid', 'telegram_username_invalid');
  return bare;
}

/** An IANA time zone the runtime knows (Europe/Moscow, UTC…); empty means the browser's. Throws on anything else. */
export function timeZoneFrom(input: string): string | null {
  const zone = input.trim();
  if (zone === '') return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new AppError(400, 'time_zone_unknown', 'time_zone_unknown', { params: { zone } });
  }
}

export function nameFrom(input: string): string {
  const name = input.trim();
  if (name === '') throw new AppError(400, 'name_required', 'name_required');
  return name;
}
