import { createModuleSdk } from '@artel/sdk/testing';
import { i18n } from '@artel/sdk';
import type { ActivityEntry } from '../api/kanbanTypes';
import { translations } from '../translations';
import { activityText } from './activityText';

const entry = (data: Record<string, unknown>): ActivityEntry =>
  ({ id: 'a1', boardId: 'b1', cardId: 'c1', actorId: 'u1', actorName: 'Ольга Админ', kind: 'card.created', data, createdAt: '2026-11-28T10:00:00Z' }) as ActivityEntry;

beforeAll(() => {
  createModuleSdk('kanban').addTranslations(translations);
});

it('names the member who made a card', async () => {
  await i18n.changeLanguage('ru');
  expect(activityText(entry({ title: 'Смета' }))).toBe('Ольга Админ создал(а) карточку');
});

it("names a Telegram message's author, not the admin whose rights made the card, in both languages", async () => {
  await i18n.changeLanguage('ru');
  const fromTelegram = entry({ title: 'Смета', onBehalfOf: { name: '@anna_p', via: 'Telegram' } });
  expect(activityText(fromTelegram)).toBe('@anna_p создал(а) карточку через Telegram');
  await i18n.changeLanguage('en');
  expect(activityText(fromTelegram)).toBe('@anna_p created the card via Telegram');
});
