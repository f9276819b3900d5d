import path from 'node:path';
import { expect, test } from '@playwright/test';
import { botAddedToChat, botApiStandInFor, connectBot, type TestChat, testBot } from './support/telegramBot';
import { api } from './support/api';
import { signUp } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'telegram');
const BOT = testBot('7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1', 'artel_team_bot');
const CHAT: TestChat = { id: -1001234567891, type: 'supergroup', title: 'Склад на Садовой' };
const standIn = botApiStandInFor(BOT);

test('webhook mode: Telegram posts a task to the server, it waits as failed until the chat has a board, and is retried from the dashboard', async ({
  page,
}) => {
  await signUp(page, 'Ирина');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Склад' });
  const column = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Входящие' }, workspaceId);
  await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId });

  await connectBot(page, BOT);
  await expect(page.getByLabel('Публичный адрес сервера')).toHaveValue(new URL(page.url()).origin);
  await page.getByRole('button', { name: 'Включить вебхук' }).click();
  const webhookPath = `/api/v1/modules/telegram/public/webhook/${workspaceId}`;
  await expect(page.getByText(`Telegram присылает сообщения на ${new URL(page.url()).origin}${webhookPath}`)).toBeVisible();
  const secret = standIn().webhooks.get(BOT.user.id)?.secretToken;
  expect(secret).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'bot-webhook-1440.png'), fullPage: true });

  const post = (update: Record<string, unknown>, token = secret!) =>
    page.request.post(webhookPath, { headers: { 'X-Telegram-Bot-Api-Secret-Token': token }, data: update });
  expect((await post({ update_id: 1, ...botAddedToChat(BOT, CHAT, 'Ирина') })).status()).toBe(200);
  const message = {
    message_id: 77,
    date: Math.floor(Date.now() / 1000),
    chat: CHAT,
    from: { id: 42, is_bot: false, first_name: 'Ирина', username: 'irina_sklad' },
    text: '@pavel_sklad срочно закажи 200 коробок до завтра',
  };
  expect((await post({ update_id: 2, message }, 'wrong-secret')).status()).toBe(401);
  expect((await post({ update_id: 2, message })).status()).toBe(200);

  await page.goto('/modules/telegram/telegram');
  await expect(page.getByText('Telegram присылает их на адрес сервера (вебхук)')).toBeVisible();
  const failed = page.getByTestId('telegram-failed-task');
  await expect(failed).toContainText('Заказать 200 коробок');
  await expect(failed).toContainText('Чат не привязан к доске: привяжите его и повторите');
  await page.screenshot({ path: path.join(SHOTS, 'dashboard-failed-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'dashboard-failed-390.png'), fullPage: true });

  await api(page, 'PUT', `/api/v1/modules/telegram/chats/${CHAT.id}/board`, { boardId: board.id, columnId: column.column.id }, workspaceId);
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Карточка создана')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Заказать 200 коробок' })).toBeVisible();

  await page.goto('/modules/telegram/auth');
  await page.screenshot({ path: path.join(SHOTS, 'bot-webhook-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Вернуться к опросу' }).click();
  await expect(page.getByText('Бот снова опрашивает Telegram')).toBeVisible();
  expect(standIn().webhooks.has(BOT.user.id)).toBe(false);
});
