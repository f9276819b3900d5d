import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { botAddedToChat, botApiStandInFor, connectBot, linkChatToBoard, type TestChat, testBot } from './support/telegramBot';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'flows');

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
  await signUpThroughApi(page, 'Сергей');
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

const BOT = testBot('7000000002:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw2', 'artel_flows_bot');
const CHAT: TestChat = { id: -1001234567891, type: 'supergroup', title: 'Объект ЖК Лесной' };
const standIn = botApiStandInFor(BOT);

/** The bot connected and the chat linked to the board, as the telegram spec does it through the module's pages. */
async function connectChatToBoard(page: Page, workspaceId: string, boardName: string) {
  await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId, config: { reconnectInterval: 500 } });
  await connectBot(page, BOT);
  standIn().push(BOT.token, botAddedToChat(BOT, CHAT, 'Сергей'));
  await linkChatToBoard(page, CHAT, boardName);
}

test('"when a card moves to Done, notify its assignee and post to Telegram": built in the builder, run by a real move', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const { user } = await api(page, 'GET', '/api/v1/auth/me');
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Стройка' });
  const inWork = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'В работе' }, workspaceId);
  const done = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Готово' }, workspaceId);
  const { card } = await api(
    page,
    'POST',
    `/api/v1/modules/kanban/columns/${inWork.column.id}/cards`,
    { title: 'Поставить щиток', assigneeIds: [user.id] },
    workspaceId,
  );
  await connectChatToBoard(page, workspaceId, 'Стройка');

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
  await page
    .getByRole('menuitem', { name: /Название/ })
    .first()
    .click();

  await page.getByRole('button', { name: 'Добавить шаг' }).click();
  await page.getByRole('menuitem', { name: 'Написать в чат доски' }).click();
  await page.getByRole('combobox', { name: 'Доска (её привязанные чаты)' }).selectOption({ label: 'Стройка' });
  await page.getByLabel('Сообщение').fill('Готово: {{title}}');
  await screenshots(page, 'flows-builder');

  // A dry run on the real card, found by name (it has not moved yet), says what each step would do, and posts nothing.
  await page.getByRole('button', { name: 'Проверить' }).click();
  const testDialog = page.getByRole('dialog', { name: 'Проверка сценария' });
  await testDialog.getByRole('textbox', { name: 'Найти по названию' }).fill('щиток');
  await testDialog.getByRole('button', { name: 'Найти' }).click();
  await expect(testDialog.getByRole('radio', { name: /Поставить щиток/ })).toBeChecked();
  await testDialog.getByRole('button', { name: 'Проверить' }).click();
  await expect(testDialog.getByText(`Отправит сообщение в чаты: ${CHAT.title}`)).toBeVisible();
  expect(standIn().calls.filter((call) => call.method === 'sendMessage')).toEqual([]);
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
    .poll(
      () =>
        standIn()
          .calls.filter((call) => call.method === 'sendMessage')
          .map((call) => String(call.body.text)),
      { timeout: 20_000 },
    )
    .toContainEqual(expect.stringContaining('Готово: Поставить щиток'));

  await page.goto(`/workspaces/${workspaceId}/flows/${flowId}/runs`);
  await page
    .getByRole('link', { name: /Успешно/ })
    .first()
    .click();
  const detail = page.getByRole('region', { name: 'Запуск' });
  await expect(detail.getByRole('listitem', { name: 'Уведомить участников' })).toContainText('Готова карточка: Поставить щиток');
  await expect(detail.getByRole('listitem', { name: 'Написать в чат доски' })).toContainText('Готово: Поставить щиток');
  await detail.getByRole('button', { name: 'Показать JSON' }).click();
  await expect(detail.getByText(/"title": "Поставить щиток"/)).toBeVisible();
  await screenshots(page, 'flows-run-log');
});
