import { createModuleSdk } from '@artel/sdk/testing';
import { i18n } from '@artel/sdk';
import type { ActivityEntry } from '../api/kanbanTypes';
import { translations } from '../translations';
import { groupActivity } from './activityGroups';
import { activityText } from './activityText';

const entry = (data: Record<string, unknown>, kind = 'card.created', extra: Partial<ActivityEntry> = {}): ActivityEntry =>
  ({
    id: 'a1',
    boardId: 'b1',
    cardId: 'c1',
    actorId: 'u1',
    actorName: 'Ольга Админ',
    kind,
    data,
    createdAt: '2026-11-28T10:00:00Z',
    ...extra,
  }) as ActivityEntry;
const updated = (changes: Record<string, unknown>, extra: Partial<ActivityEntry> = {}) =>
  entry({ fields: Object.keys(changes), changes }, 'card.updated', extra);
const due = (from: string | null, to: string | null) => ({
  dueDate: { from: from && `${from}T00:00:00.000Z`, to: to && `${to}T00:00:00.000Z` },
});

beforeAll(() => {
  createModuleSdk('kanban').addTranslations(translations);
  // Days of the current year are written without it: the test's days are this year's.
  jest.useFakeTimers({
    now: new Date('2026-11-28T12:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'],
  });
});

afterAll(() => {
  jest.useRealTimers();
});

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

it('names the member who made a card', () => {
  expect(activityText(entry({ title: 'Смета' }))).toBe('Ольга Админ создал(а) карточку');
});

it("names a Telegram message's author, not the admin whose rights made the card, in both languages", async () => {
  const fromTelegram = entry({ title: 'Смета', onBehalfOf: { name: '@anna_p', via: 'Telegram' } });
  expect(activityText(fromTelegram)).toBe('@anna_p создал(а) карточку через Telegram');
  await i18n.changeLanguage('en');
  expect(activityText(fromTelegram)).toBe('@anna_p created the card via Telegram');
});

it('says what changed: a new title, a due date from and to, a priority, a description', () => {
  expect(activityText(updated({ title: { from: 'A', to: 'B' } }))).toBe('Ольга Админ переименовал(а) карточку «A» → «B»');
  expect(activityText(updated(due('2026-12-12', '2026-12-15')))).toBe('Ольга Админ изменил(а) срок: 12 дек. → 15 дек.');
  expect(activityText(updated(due(null, '2026-12-15')))).toBe('Ольга Админ установил(а) срок 15 дек.');
  expect(activityText(updated({ priority: { from: 'medium', to: 'urgent' }, description: true }))).toBe(
    'Ольга Админ изменил(а) приоритет: Средний → Срочный, изменил(а) описание',
  );
});

it('names the labels, people and columns, with plural forms, in both languages', async () => {
  expect(activityText(updated({ labels: { added: ['Баг'], removed: [] } }))).toBe('Ольга Админ добавил(а) метку «Баг»');
  expect(activityText(updated({ labels: { added: ['Баг', 'UI'], removed: [] } }))).toBe('Ольга Админ добавил(а) метки «Баг», «UI»');
  expect(activityText(entry({ addedNames: ['Иван'], removedNames: ['Пётр'] }, 'card.assigned'))).toBe(
    'Ольга Админ назначил(а) Иван, снял(а) с карточки Пётр',
  );
  const moved = entry({ fromColumnName: 'Сделать', toColumnName: 'Готово' }, 'card.moved');
  expect(activityText(moved)).toBe('Ольга Админ переместил(а) карточку: «Сделать» → «Готово»');
  await i18n.changeLanguage('en');
  expect(activityText(updated({ labels: { added: ['Bug'], removed: ['UI', 'Docs'] } }))).toBe(
    'Ольга Админ added the label “Bug”, removed the labels “UI”, “Docs”',
  );
  expect(activityText(moved)).toBe('Ольга Админ moved the card: “Сделать” → “Готово”');
});

it('names the fields of an entry written before the log kept values', () => {
  expect(activityText(entry({ fields: ['dueDate', 'labelIds'] }, 'card.updated'))).toBe('Ольга Админ изменил(а) срок, метки');
  expect(activityText(entry({}, 'card.moved'))).toBe('Ольга Админ переместил(а) карточку');
});

describe('one person making the same change again and again', () => {
  const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00Z`;

  it('is one line with a count, its span from the first old value to the last new one', () => {
    // Newest first, as the server sends them.
    const groups = groupActivity([
      updated(due('2026-12-14', '2026-12-15'), { id: 'e3', createdAt: at(4) }),
      updated(due('2026-12-13', '2026-12-14'), { id: 'e2', createdAt: at(2) }),
      updated(due('2026-12-12', '2026-12-13'), { id: 'e1', createdAt: at(0) }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.count).toBe(3);
    expect(activityText(groups[0]!.entry)).toBe('Ольга Админ изменил(а) срок: 12 дек. → 15 дек.');
    expect(i18n.t('activity.times', { ns: 'kanban', count: 6 })).toBe('(6 раз)');
  });

  it('stays apart when it is another person, another field, or minutes apart', () => {
    const description = (id: string, minute: number, actorId = 'u1') =>
      updated({ description: true }, { id, createdAt: at(minute), actorId });
    const groups = groupActivity([
      description('e5', 30),
      description('e4', 10),
      description('e3', 9, 'u2'),
      updated({ title: { from: 'A', to: 'B' } }, { id: 'e2', createdAt: at(8) }),
      description('e1', 7),
    ]);
    expect(groups.map((group) => [group.entry.id, group.count])).toEqual([
      ['e5', 1],
      ['e4', 1],
      ['e3', 1],
      ['e2', 1],
      ['e1', 1],
    ]);
  });
});
