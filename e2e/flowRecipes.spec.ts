import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { api } from './support/api';
import { botAddedToChat, botApiStandInFor, connectBot, linkChatToBoard, type TestChat, testBot } from './support/telegramBot';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'flows');
const BOT = testBot('7000000003:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw3', 'artel_recipes_bot');
const CHAT: TestChat = { id: -1001234567893, type: 'supergroup', title: 'Объект ЖК Сосновый' };
const standIn = botApiStandInFor(BOT);

const KANBAN_AND_PARTNERS = [
  'Карточка в «Готово» → уведомить исполнителей',
  'Счёт просрочен → уведомить ответственного и создать карточку',
  'Метка «Срочно» → назначить и уведомить',
  'Новый контрагент → карточка «Проверить реквизиты»',
  'Договор истекает через 14 дней → уведомить',
  'Ежедневная сводка просроченных карточек',
];
const TELEGRAM = ['Статья опубликована → написать в чат Telegram', 'Задача из Telegram → уведомить владельца доски'];

/** A team with a board «Стройка» (columns «В работе», «Готово», label «Срочно»), its owner signed in. */
async function team(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const { user } = await api(page, 'GET', '/api/v1/auth/me');
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Стройка' });
  const inWork = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'В работе' }, workspaceId);
  const done = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Готово' }, workspaceId);
  await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/labels`, { name: 'Срочно', color: 'red' }, workspaceId);
  return {
    workspaceId,
    userId: user.id as string,
    boardId: board.id as string,
    inWorkId: inWork.column.id as string,
    doneId: done.column.id as string,
  };
}

/** Opens the recipe from the gallery, checks the builder got it filled in, and enables it. */
async function openAndEnable(page: Page, workspaceId: string, title: string) {
  await page.goto(`/workspaces/${workspaceId}/flows/recipes`);
  await page.getByRole('button', { name: `Открыть рецепт «${title}» в конструкторе` }).click();
  await expect(page).toHaveURL(/\/flows\/new$/);
  await expect(page.getByLabel('Название сценария')).toHaveValue(title);
  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText('Включён')).toBeVisible();
  await expect(page).toHaveURL(/\/flows\/[0-9a-f-]{36}$/);
  return /\/flows\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
}

test('each recipe opens in the builder filled for the workspace and enables; a recipe of a disabled module asks to enable it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { workspaceId } = await team(page);

  await page.goto(`/workspaces/${workspaceId}/flows`);
  await page.getByRole('link', { name: 'Рецепты' }).click();
  await expect(page.getByRole('heading', { name: 'Рецепты сценариев', level: 1 })).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Рецепты сценариев' });
  await expect(gallery.getByRole('listitem')).toHaveCount(8);
  for (const title of TELEGRAM) {
    await expect(gallery.getByRole('listitem', { name: title })).toContainText('Включите модуль «Telegram»');
    await expect(gallery.getByRole('listitem', { name: title }).getByRole('button')).toHaveCount(0);
  }
  await page.screenshot({ path: path.join(SHOTS, 'flows-recipes-1440.png'), fullPage: true });

  for (const title of KANBAN_AND_PARTNERS) await openAndEnable(page, workspaceId, title);

  await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId, config: { reconnectInterval: 500 } });
  await connectBot(page, BOT);
  standIn().push(BOT.token, botAddedToChat(BOT, CHAT, 'Сергей'));
  await linkChatToBoard(page, CHAT, 'Стройка');
  for (const title of TELEGRAM) await openAndEnable(page, workspaceId, title);

  const flows = (await api(page, 'GET', `/api/v1/workspaces/${workspaceId}/flows`)) as Array<{ name: string; state: string }>;
  expect(
    flows
      .filter((flow) => flow.state === 'enabled')
      .map((flow) => flow.name)
      .sort(),
  ).toEqual([...KANBAN_AND_PARTNERS, ...TELEGRAM].sort());
});

test('a real move runs «card to Done → notify» and its run log reads in names, the JSON behind a toggle', async ({ page }) => {
  const { workspaceId, userId, boardId, inWorkId, doneId } = await team(page);
  await page.goto(`/workspaces/${workspaceId}/flows/recipes`);
  await page.getByRole('button', { name: 'Открыть рецепт «Карточка в «Готово» → уведомить исполнителей» в конструкторе' }).click();
  // Found by name in this workspace: the board, its «Готово» column.
  await expect(page.getByRole('combobox', { name: 'Доска' })).toHaveValue(boardId);
  await expect(page.getByRole('combobox', { name: 'В колонку' })).toHaveValue(doneId);
  const flowId = await openAndEnable(page, workspaceId, 'Карточка в «Готово» → уведомить исполнителей');
  const { card } = await api(
    page,
    'POST',
    `/api/v1/modules/kanban/columns/${inWorkId}/cards`,
    { title: 'Поставить щиток', assigneeIds: [userId] },
    workspaceId,
  );
  await api(page, 'POST', `/api/v1/modules/kanban/cards/${card.id}/move`, { columnId: doneId }, workspaceId);

  await page.goto(`/workspaces/${workspaceId}/flows/${flowId}/runs`);
  await expect(page).toHaveTitle(/^Журнал запусков: Карточка в «Готово» → уведомить исполнителей/);
  await expect(page.getByRole('link', { name: /Успешно/ })).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('link', { name: /Успешно/ })
    .first()
    .click();
  const detail = page.getByRole('region', { name: 'Запуск', exact: true });
  const notify = detail.getByRole('listitem', { name: 'Уведомить участников' });
  await expect(notify).toContainText('Уведомлено: Сергей');
  await expect(notify).toContainText('Карточка «Поставить щиток» готова');
  const event = detail.getByLabel('Событие');
  await expect(event).toContainText('Поставить щиток');
  await expect(event).toContainText('Стройка');
  await expect(event).toContainText('Готово');
  await expect(event).toContainText('Сергей');
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
  expect(await detail.innerText()).not.toMatch(uuid);

  await page.getByRole('combobox', { name: 'Статус запусков' }).selectOption({ label: 'Ошибка' });
  await expect(page.getByText('Запусков с таким статусом нет.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Статус запусков' }).selectOption({ label: 'Успешно' });
  await expect(page.getByRole('link', { name: /Успешно/ })).toHaveCount(1);

  await detail.getByRole('button', { name: 'Показать JSON' }).click();
  await expect(detail.getByText(new RegExp(`"cardId": "${card.id}"`)).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'flows-run-log-readable-1440.png'), fullPage: true });
});
