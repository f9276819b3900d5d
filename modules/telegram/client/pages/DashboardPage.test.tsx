import { sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeServer } from '@artel/sdk/testing';
import type { TelegramTask } from '../api/telegramTypes';
import { signedIn } from '../testing/signedIn';
import { DashboardPage } from './DashboardPage';

// The review queue's due dates fetch the SDK's date picker chunk (Blueprint's datetime, date-fns) on first render.
jest.setTimeout(20_000);

let server: FakeServer;
let unbind: () => void;

const pending: TelegramTask = {
  id: '8d7c0f7e-0000-4000-8000-000000000001',
  chatId: -1001234567890,
  messageId: 12,
  boardId: 'b1',
  author: 'sergey_prorab',
  text: 'Миша, глянешь насос?',
  messageUrl: 'https://t.me/c/1234567890/12',
  sentAt: '2026-11-19T08:00:00.000Z',
  confidence: 0.54,
  detectedTitle: 'Глянешь насос',
  title: 'Глянешь насос',
  assigneeUserId: null,
  due: null,
  priority: 'medium',
  status: 'pending',
  decision: null,
  cardId: null,
  error: null,
  errorMessage: null,
};
const failed: TelegramTask = {
  ...pending,
  id: '8d7c0f7e-0000-4000-8000-000000000002',
  messageId: 13,
  text: '@ruslan_electric срочно поставь щиток до завтра',
  title: 'Поставить щиток',
  status: 'failed',
  error: 'chat_not_linked',
  errorMessage: 'Чат не привязан к доске: привяжите его и повторите',
};

beforeEach(async () => {
  ({ server, unbind } = await signedIn());
  server.on('GET', '/modules/telegram/chats', { status: 200, body: { chats: [] } });
  server.on('GET', '/modules/telegram/tasks', (call) => ({
    status: 200,
    body: { tasks: call.url.includes('status=pending') ? [pending] : call.url.includes('status=failed') ? [failed] : [] },
  }));
});
afterEach(() => {
  unbind();
  sessionCleared();
});

it("shows the bot's connection, the last error in plain words and when it tries again", async () => {
  server.on('GET', '/modules/telegram/bot', {
    status: 200,
    body: {
      bot: {
        id: 1,
        username: 'artel_team_bot',
        name: 'Артель',
        connection: 'reconnecting',
        lastUpdateAt: null,
        retryAt: '2026-11-19T08:00:05.000Z',
        lastError: 'Не удалось связаться с Telegram: ECONNREFUSED',
        mode: 'webhook',
        webhookUrl: 'https://artel.example.com/api/v1/modules/telegram/public/webhook/w1',
        llm: null,
      },
    },
  });
  render(<DashboardPage />);
  expect(await screen.findByText('Переподключение')).toBeInTheDocument();
  expect(screen.getByText('Не удалось связаться с Telegram: ECONNREFUSED')).toBeInTheDocument();
  expect(screen.getByText(/ещё не было/)).toBeInTheDocument();
  expect(screen.getByText(/Telegram присылает их на адрес сервера \(вебхук\)/)).toBeInTheDocument();
});

it('shows the tasks that did not become cards with the reason, and tries one again', async () => {
  server.on('GET', '/modules/telegram/bot', { status: 200, body: { bot: null } });
  server.on('POST', '/modules/telegram/tasks/:id/retry', {
    status: 200,
    body: { task: { ...failed, status: 'created', error: null, errorMessage: null } },
  });
  render(<DashboardPage />);
  expect(await screen.findByText('Не стали карточками')).toBeInTheDocument();
  expect(screen.getByText('Чат не привязан к доске: привяжите его и повторите')).toBeInTheDocument();
  expect(screen.getByText('Поставить щиток')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await waitFor(() => expect(server.callsTo('POST', `/modules/telegram/tasks/${failed.id}/retry`)).toHaveLength(1));
});

it('asks to connect a bot when there is none', async () => {
  server.on('GET', '/modules/telegram/bot', { status: 200, body: { bot: null } });
  render(<DashboardPage />);
  expect(await screen.findByText('Бот не подключён')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Подключить бота' })).toHaveAttribute('href', '/modules/telegram/auth');
  expect(screen.getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/modules/telegram/settings');
});

it("offers a member none of the pages that configure: the workspace's owner connects the bot", async () => {
  unbind();
  sessionCleared();
  ({ server, unbind } = await signedIn('member'));
  server.on('GET', '/modules/telegram/chats', { status: 200, body: { chats: [] } });
  server.on('GET', '/modules/telegram/tasks', { status: 200, body: { tasks: [] } });
  server.on('GET', '/modules/telegram/bot', { status: 200, body: { bot: null } });
  render(<DashboardPage />);
  expect(await screen.findByText('Бота подключает владелец или администратор рабочего пространства')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Подключить бота' })).toBeNull();
  for (const page of ['Бот', 'Чаты и доски', 'Настройки']) expect(screen.queryByRole('link', { name: page })).toBeNull();
  expect(screen.getByRole('link', { name: 'Обзор' })).toBeInTheDocument();
});

it('accepts a task from the review queue with only what the member corrected, and rejects another', async () => {
  server.on('GET', '/modules/telegram/bot', { status: 200, body: { bot: null } });
  server.on('POST', '/modules/telegram/tasks/:id/accept', { status: 200, body: { task: { ...pending, status: 'created' } } });
  server.on('POST', '/modules/telegram/tasks/:id/reject', { status: 200, body: { task: { ...pending, status: 'rejected' } } });
  render(<DashboardPage />);
  const title = await screen.findByLabelText('Название');
  await userEvent.clear(title);
  await userEvent.type(title, 'Проверить насос');
  await userEvent.selectOptions(screen.getByLabelText('Приоритет'), 'Высокий');
  await userEvent.type(await screen.findByRole('combobox', { name: 'Исполнитель' }), 'рус');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
  await waitFor(() => expect(server.callsTo('POST', `/modules/telegram/tasks/${pending.id}/accept`)).toHaveLength(1));
  expect(server.callsTo('POST', `/modules/telegram/tasks/${pending.id}/accept`)[0]!.body).toEqual({
    title: 'Проверить насос',
    priority: 'high',
    assigneeUserId: 'u-ruslan',
  });

  await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
  await waitFor(() => expect(server.callsTo('POST', `/modules/telegram/tasks/${pending.id}/reject`)).toHaveLength(1));
});
