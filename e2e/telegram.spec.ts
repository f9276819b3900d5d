import { expect, type Page, test } from '@playwright/test';
import { startBotApiStandIn, type BotApiStandIn } from '../modules/telegram/server/test/botApiStandIn';
import { accessToken, signUp } from './support/users';

const TOKEN = '7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1';
const CHAT = { id: -1001234567890, type: 'supergroup' as const, title: 'Объект ЖК Лесной' };
const BOT = { id: 7000000001, is_bot: true, first_name: 'Артель' };

let standIn: BotApiStandIn;

test.beforeAll(async () => {
  // Telegram's Bot API, on this machine: the module's botApiRoot setting points the bot at it.
  standIn = await startBotApiStandIn();
  standIn.addBot(TOKEN, { id: BOT.id, first_name: BOT.first_name, username: 'artel_team_bot' });
});

test.afterAll(() => standIn.close());

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown, workspaceId?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken(page)}` };
  if (workspaceId) headers['X-Workspace-ID'] = workspaceId;
  const response = await page.request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('a bot configured, a chat linked to a board: a task written in the chat appears as a card on the open board, live', async ({ page }) => {
  await signUp(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Стройка' });
  await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Входящие' }, workspaceId);
  await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId, config: { botApiRoot: standIn.url, reconnectInterval: 500 } });

  await page.goto('/modules/telegram/auth');
  await page.getByLabel('Токен бота').fill(TOKEN);
  await page.getByRole('button', { name: 'Проверить и подключить' }).click();
  await expect(page.getByText('Подключён бот Артель (@artel_team_bot)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Режим приватности' })).toBeVisible();

  standIn.push(TOKEN, {
    my_chat_member: {
      chat: CHAT,
      from: { id: 42, is_bot: false, first_name: 'Сергей' },
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { status: 'left', user: BOT },
      new_chat_member: { status: 'member', user: BOT },
    },
  });
  await page.goto('/modules/telegram/board-links');
  await expect(page.getByRole('heading', { name: CHAT.title })).toBeVisible();
  await page.getByLabel('Доска').selectOption({ label: 'Стройка' });
  await expect(page.getByLabel('Колонка для новых карточек')).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByText('Привязка сохранена')).toBeVisible();

  await page.goto(`/modules/kanban/boards/${board.id}`);
  const inbox = page.getByRole('region', { name: 'Входящие', exact: true });
  await expect(inbox).toBeVisible();
  standIn.push(TOKEN, {
    message: {
      message_id: 501,
      date: Math.floor(Date.now() / 1000),
      chat: CHAT,
      from: { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' },
      text: 'Руслан, срочно поставь щиток у 2 подъезда до завтра',
    },
  });
  await expect(inbox.getByRole('button', { name: 'Открыть карточку «Поставить щиток у 2 подъезда»' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => standIn.calls.filter((call) => call.method === 'sendMessage').map((call) => String(call.body.text)))
    .toContainEqual(expect.stringContaining(`/modules/kanban/boards/${board.id}?card=`));
});
