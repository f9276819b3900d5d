/** How notifications are shown (SPEC §2 bell and dropdown, §9 'Workspace and notification display'). */
import type { NotificationFilters } from '@artel/sdk/host';

export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX = 150;
export const BADGE_MAX = 99;
/** The badge pulses this long when the unread count rises. */
export const BADGE_PULSE_MS = 1000;
/** After this much loading the panel says it is taking longer than expected. */
export const SLOW_LOADING_MS = 5000;
/** The dropdown loads more when scrolled this close to its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 100;

/** Cuts text to at most `max` characters, the last of them an ellipsis. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** '' for nothing unread, '99+' above 99. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type RelativeTime = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; value: number };

/** Just now under a minute, then whole minutes, hours and days. */
export function relativeTimeOf(isoTime: string, now: number): RelativeTime {
  const elapsed = Math.max(0, now - Date.parse(isoTime));
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'day', value: Math.floor(elapsed / DAY_MS) };
}

/** '5 минут назад', '2 hours ago'; `justNow` is the already translated 'just now'. */
export function formatRelativeTime(isoTime: string, now: number, language: string, justNow: string): string {
  const relative = relativeTimeOf(isoTime, now);
  if (relative.unit === 'now') return justNow;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-relative.value, relative.unit);
}

export const NOTIFICATION_TABS = ['all', 'unread', 'system', 'workspace'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** What each dropdown tab asks the server for. */
export function tabFilters(tab: NotificationTab): NotificationFilters {
  switch (tab) {
    case 'all':
      return {};
    case 'unread':
      return { read: 'unread' };
    case 'system':
      return { category: 'system' };
    case 'workspace':
      return { category: 'workspace' };
  }
}

export function isNearBottom(element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_THRESHOLD_PX;
}
