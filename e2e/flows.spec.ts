import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { type BotApiStandIn, startBotApiStandIn } from '../modules/telegram/server/test/botApiStandIn';
import { accessToken, signUp } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'flows');

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown, workspaceId?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken(page)}` };
  if (workspaceId) headers['X-Workspace-ID'] = workspaceId;
  const response = await page.request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Уведомления/ });
}

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a flow built in the builder with the keyboard runs on "run now", notifies, and its run is in the log', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;

  await page.goto(`/workspaces/${workspaceId}`);
  await page.getByRole('link', { name: 'Сценарии' }).click();
  await expect(page.getByRole('heading', { name: 'Сценарии', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Новый сценарий' }).click();

  await page.getByLabel('Название сценария').fill('Утренняя сводка');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Вручную' });
  await page.getByRole('button', { name: 'Добавить шаг' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Уведомить участников' }).click();
  await page.getByRole('checkbox', { name: 'Сергей' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Сергей' })).toBeChecked();
  await page.getByLabel('Текст').fill('Сводку запросил ');
  await page.getByRole('button', { name: 'Вставить поле' }).click();
  await page.getByRole('menuitem', { name: /Имя запустившего/ }).click();
  await expect(page.getByLabel('Текст')).toHaveValue('Сводку запросил {{userName}}');
  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText('Включён')).toBeVisible();
  await expect(page).toHaveURL(/\/flows\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Запустить сейчас' }).click();
  await expect(page.getByRole('heading', { name: 'Журнал запусков: Утренняя сводка' })).toBeVisible();
  // The run opens at once, queued; the log asks again until it has finished.
  const detail = page.getByRole('region', { name: 'Запуск' });
  await expect(detail.getByRole('heading', { name: /Запуск .* Успешно/ })).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByRole('listitem', { name: 'Уведомить участников' })).toContainText('Сводку запросил Сергей');

  await bell(page).click();
  await expect(page.getByRole('button', { name: /Сводку запросил Сергей/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshots(page, 'flows-run-log-manual');
});

const TOKEN = '7000000002:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw2';
const CHAT = { id: -1001234567891, type: 'supergroup' as const, title: 'Объект ЖК Лесной' };
const BOT = { id: 7000000002, is_bot: true, first_name: 'Артель' };

let standIn: BotApiStandIn;

test.beforeAll(async () => {
  // Telegram's Bot API, on this machine: the module's botApiRoot setting points the bot at it.
  standIn = await startBotApiStandIn();
  standIn.addBot(TOKEN, { id: BOT.id, first_name: BOT.first_name, username: 'artel_flows_bot' });
});

test.afterAll(() => standIn.close());

/** The bot connected and the chat linked to the board, as the telegram spec does it through the module's pages. */
async function linkChatToBoard(page: Page, workspaceId: string, boardName: string) {
  await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId, config: { botApiRoot: standIn.url, reconnectInterval: 500 } });
  await page.goto('/modules/telegram/auth');
  await page.getByLabel('Токен бота').fill(TOKEN);
  await page.getByRole('button', { name: 'Проверить и подключить' }).click();
  await expect(page.getByText('Подключён бот Артель (@artel_flows_bot)')).toBeVisible();
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
  await page.getByLabel('Доска').selectOption({ label: boardName });
  await expect(page.getByLabel('Колонка для новых карточек')).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByText('Привязка сохранена')).toBeVisible();
}

test('"when a card moves to Done, notify its assignee and post to Telegram": built in the builder, run by a real move', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const { user } = await api(page, 'GET', '/api/v1/auth/me');
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Стройка' });
  const inWork = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'В работе' }, workspaceId);
  const done = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Готово' }, workspaceId);
  const { card } = await api(page, 'POST', `/api/v1/modules/kanban/columns/${inWork.column.id}/cards`, { title: 'Поставить щиток', assigneeIds: [user.id] }, workspaceId);
  await linkChatToBoard(page, workspaceId, 'Стройка');

  await page.goto(`/workspaces/${workspaceId}/flows/new`);
  await page.getByLabel('Название сценария').fill('Готово → исполнителю и в Telegram');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка перемещена в колонку' });
  await page.getByRole('combobox', { name: 'Доска' }).selectOption({ label: 'Стройка' });
  await page.getByRole('combobox', { name: 'В колонку' }).selectOption({ label: 'Готово' });

  await page.getByRole('button', { name: 'Добавить шаг' }).click();
  await page.getByRole('menuitem', { name: 'Уведомить участников' }).click();
  await page.getByRole('checkbox', { name: 'Исполнители' }).focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Текст').fill('Готова карточка: ');
  await page.getByRole('button', { name: 'Вставить поле' }).click();
  await page.getByRole('menuitem', { name: /Название/ }).first().click();

  await page.getByRole('button', { name: 'Добавить шаг' }).click();
  await page.getByRole('menuitem', { name: 'Написать в чат доски' }).click();
  await page.getByRole('combobox', { name: 'Доска (её привязанные чаты)' }).selectOption({ label: 'Стройка' });
  await page.getByLabel('Сообщение').fill('Готово: {{title}}');
  await screenshots(page, 'flows-builder');

  // A test run on the trigger's sample event says what each step would do, and posts nothing.
  await page.getByRole('button', { name: 'Проверить' }).click();
  const testDialog = page.getByRole('dialog', { name: 'Проверка сценария' });
  await testDialog.getByRole('button', { name: 'Проверить' }).click();
  await expect(testDialog.getByText(`Отправит сообщение в чаты: ${CHAT.title}`)).toBeVisible();
  expect(standIn.calls.filter((call) => call.method === 'sendMessage')).toEqual([]);
  await testDialog.getByRole('button', { name: 'Закрыть' }).first().click();

  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText('Включён')).toBeVisible();
  const flowId = /\/flows\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

  await api(page, 'POST', `/api/v1/modules/kanban/cards/${card.id}/move`, { columnId: done.column.id }, workspaceId);

  // The run happens in the background; its notification arrives live.
  await expect(page.getByTestId('notification-badge')).toBeVisible({ timeout: 20_000 });
  await bell(page).click();
  await expect(page.getByRole('button', { name: /Готова карточка: Поставить щиток/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => standIn.calls.filter((call) => call.method === 'sendMessage').map((call) => String(call.body.text)), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('Готово: Поставить щиток'));

  await page.goto(`/workspaces/${workspaceId}/flows/${flowId}/runs`);
  await page.getByRole('link', { name: /Успешно/ }).first().click();
  const detail = page.getByRole('region', { name: 'Запуск' });
  await expect(detail.getByRole('listitem', { name: 'Уведомить участников' })).toContainText('Готова карточка: Поставить щиток');
  await expect(detail.getByRole('listitem', { name: 'Написать в чат доски' })).toContainText('Готово: Поставить щиток');
  await expect(detail.getByText(/"title": "Поставить щиток"/)).toBeVisible();
  await screenshots(page, 'flows-run-log');
});
