import { sessionCleared, type FakeServer } from '@artel/sdk/testing';
import { render, screen, within } from '@testing-library/react';
import type { TelegramChat } from '../api/telegramTypes';
import { signedIn } from '../testing/signedIn';
import { BoardLinksPage } from './BoardLinksPage';

let server: FakeServer;
let unbind: () => void;

const board = (id: string, name: string, archivedAt: string | null) => ({
  id,
  workspaceId: 'w-main',
  name,
  description: '',
  createdById: 'u-1',
  role: null,
  archivedAt,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const chat = (chatId: number, title: string, boardId: string | null): TelegramChat => ({
  chatId,
  title,
  type: 'supergroup',
  botStatus: 'administrator',
  boardId,
  columnId: null,
});

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
  server.on('GET', '/workspaces/:id/boards', {
    status: 200,
    body: { boards: [board('b-live', 'Монтаж', null), board('b-old', 'Прошлый объект', '2026-11-20T10:00:00.000Z')] },
  });
  server.on('GET', '/modules/telegram/members', { status: 200, body: { members: [] } });
  server.on('GET', '/modules/kanban/boards/:id', { status: 200, body: { columns: [] } });
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it('offers a chat only the active boards, and keeps an archived board a chat is still linked to, marked', async () => {
  server.on('GET', '/modules/telegram/chats', {
    status: 200,
    body: { chats: [chat(-1001, 'Бригада', null), chat(-1002, 'Старый чат', 'b-old')] },
  });
  render(<BoardLinksPage />);

  const fresh = (await screen.findByRole('heading', { name: /Бригада/ })).closest('[data-testid="telegram-chat-link"]') as HTMLElement;
  await within(fresh).findByRole('option', { name: 'Монтаж' });
  expect(
    within(fresh)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Не привязан', 'Монтаж']);

  const linked = screen.getByRole('heading', { name: /Старый чат/ }).closest('[data-testid="telegram-chat-link"]') as HTMLElement;
  expect(within(linked).getByRole('option', { name: 'Прошлый объект (в архиве)' })).toBeInTheDocument();
  expect(within(linked).getByLabelText('Доска')).toHaveValue('b-old');
});

it('says a chosen board has no columns yet and links to it, instead of an empty column list', async () => {
  server.on('GET', '/modules/telegram/chats', { status: 200, body: { chats: [chat(-1001, 'Бригада', 'b-live')] } });
  render(<BoardLinksPage />);
  const card = (await screen.findByRole('heading', { name: /Бригада/ })).closest('[data-testid="telegram-chat-link"]') as HTMLElement;
  expect(await within(card).findByText(/На этой доске пока нет колонок/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Открыть доску' })).toHaveAttribute('href', '/modules/kanban/boards/b-live');
  expect(within(card).getByLabelText('Колонка для новых карточек')).toBeDisabled();
  expect(within(card).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
});
