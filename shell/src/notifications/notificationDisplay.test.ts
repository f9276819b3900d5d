import { makeNotification } from '@artel/sdk/testing';
import { matchesNotificationFilters } from '@artel/sdk/host';
import {
  badgeText,
  formatRelativeTime,
  isNearBottom,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  tabFilters,
  truncate,
} from './notificationDisplay';

describe('truncate', () => {
  it('keeps a title of 100 characters and cuts one of 101 to 100 ending in an ellipsis', () => {
    const exact = 'а'.repeat(NOTIFICATION_TITLE_MAX);
    expect(truncate(exact, NOTIFICATION_TITLE_MAX)).toBe(exact);
    const cut = truncate('б'.repeat(NOTIFICATION_TITLE_MAX + 1), NOTIFICATION_TITLE_MAX);
    expect(Array.from(cut)).toHaveLength(NOTIFICATION_TITLE_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('cuts a message at 150 characters', () => {
    expect(Array.from(truncate('x'.repeat(400), NOTIFICATION_MESSAGE_MAX))).toHaveLength(NOTIFICATION_MESSAGE_MAX);
    expect(truncate('short', NOTIFICATION_MESSAGE_MAX)).toBe('short');
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(truncate('😀'.repeat(5), 3)).toBe('😀😀…');
  });
});

describe('badgeText', () => {
  it('is empty at zero, the number up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says just now under a minute', () => {
    expect(formatRelativeTime(ago(59_000), now, 'ru', 'только что')).toBe('только что');
  });

  it('gives minutes, hours and days in Russian', () => {
    expect(formatRelativeTime(ago(5 * 60_000), now, 'ru', 'только что')).toBe('5 минут назад');
    expect(formatRelativeTime(ago(3 * 3_600_000), now, 'ru', 'только что')).toBe('3 часа назад');
    expect(formatRelativeTime(ago(2 * 86_400_000 + 5000), now, 'ru', 'только что')).toBe('2 дня назад');
  });

  it('gives minutes, hours and days in English', () => {
    expect(formatRelativeTime(ago(60_000), now, 'en', 'just now')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(23 * 3_600_000), now, 'en', 'just now')).toBe('23 hours ago');
    expect(formatRelativeTime(ago(40 * 86_400_000), now, 'en', 'just now')).toBe('40 days ago');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(now + 3000).toISOString(), now, 'en', 'just now')).toBe('just now');
  });
});

describe('tab filtering', () => {
  const unreadSystem = makeNotification('a', { category: 'system' });
  const readWorkspace = makeNotification('b', { category: 'workspace', type: 'invitation', readAt: '2026-01-01T00:00:00.000Z' });
  const unreadTask = makeNotification('c', { category: 'task', type: 'task' });
  const all = [unreadSystem, readWorkspace, unreadTask];
  const idsIn = (tab: Parameters<typeof tabFilters>[0]) =>
    all.filter((notification) => matchesNotificationFilters(notification, tabFilters(tab))).map((n) => n.id);

  it('All shows everything, Unread the unread, System and Workspace their categories', () => {
    expect(idsIn('all')).toEqual(['a', 'b', 'c']);
    expect(idsIn('unread')).toEqual(['a', 'c']);
    expect(idsIn('system')).toEqual(['a']);
    expect(idsIn('workspace')).toEqual(['b']);
  });
});

describe('isNearBottom', () => {
  it('is true within 100 px of the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 499 })).toBe(false);
  });
});
