import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'flows');
const LOOP = 'Действие «Создать карточку» снова запустит этот сценарий (событие «Карточка создана» на доске «Продажи»)';
const NOTICE = /Сценарий «Копии карточек» остановлен: он запускает сам себя/;

type Run = { id: string; status: string };

async function runsOf(page: Page, workspaceId: string, flowId: string): Promise<Run[]> {
  return (await api(page, 'GET', `/api/v1/workspaces/${workspaceId}/flows/${flowId}/runs?limit=100`)).items;
}

async function cardTitles(page: Page, workspaceId: string, boardId: string): Promise<string[]> {
  const { cards } = await api(page, 'GET', `/api/v1/modules/kanban/boards/${boardId}`, undefined, workspaceId);
  return (cards as Array<{ title: string }>).map((card) => card.title).sort();
}

/** Waits until the flow has this many stopped runs and nothing left queued or running. */
async function settledWithStops(page: Page, workspaceId: string, flowId: string, stops: number) {
  await expect
    .poll(
      async () => {
        const runs = await runsOf(page, workspaceId, flowId);
        const busy = runs.some((run) => run.status === 'queued' || run.status === 'running');
        return busy ? -1 : runs.filter((run) => run.status === 'loop_stopped').length;
      },
      { timeout: 20_000 },
    )
    .toBe(stops);
}

test('a flow creating the cards it listens to is caught at save time; enabled anyway it makes one junk card and tells its owner once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Ольга');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Продажи' });
  const inbox = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Входящие' }, workspaceId);

  await page.goto(`/workspaces/${workspaceId}/flows/new`);
  await page.getByLabel('Название сценария').fill('Копии карточек');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка создана' });
  await page.getByRole('combobox', { name: 'Доска' }).selectOption({ label: 'Продажи' });
  await page.getByRole('button', { name: 'Добавить шаг' }).click();
  await page.getByRole('menuitem', { name: 'Создать карточку' }).click();
  await page.getByRole('combobox', { name: 'Колонка' }).selectOption({ label: 'Входящие' });
  await page.getByRole('textbox', { name: 'Название (обязательно)' }).fill('Копия: {{title}}');

  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText(LOOP)).toBeVisible();
  await expect(page.getByText('Сценарий может запускать сам себя')).toBeVisible();
  // The edits are kept as a draft (the builder's save state stays truthful); only enabling waits for the answer.
  expect(await api(page, 'GET', `/api/v1/workspaces/${workspaceId}/flows`)).toEqual([
    expect.objectContaining({ name: 'Копии карточек', state: 'draft' }),
  ]);
  await page.screenshot({ path: path.join(SHOTS, 'flows-loop-warning-1440.png'), fullPage: true });

  await page.getByRole('button', { name: 'Всё равно включить' }).click();
  await expect(page.getByText('Включён')).toBeVisible();
  await expect(page.getByText(LOOP)).toBeHidden();
  await expect(page).toHaveURL(/\/flows\/[0-9a-f-]{36}$/);
  const flowId = /\/flows\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

  await api(page, 'POST', `/api/v1/modules/kanban/columns/${inbox.column.id}/cards`, { title: 'Договор с «Ромашкой»' }, workspaceId);
  await settledWithStops(page, workspaceId, flowId, 1);
  expect(await cardTitles(page, workspaceId, board.id)).toEqual(['Договор с «Ромашкой»', 'Копия: Договор с «Ромашкой»']);
  const stopped = (await runsOf(page, workspaceId, flowId)).find((run) => run.status === 'loop_stopped')!;

  // Another card, another stopped chain: still one notification.
  await api(page, 'POST', `/api/v1/modules/kanban/columns/${inbox.column.id}/cards`, { title: 'Счёт' }, workspaceId);
  await settledWithStops(page, workspaceId, flowId, 2);
  expect(await cardTitles(page, workspaceId, board.id)).toHaveLength(4);

  await page.reload();
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  const notices = page.getByRole('button', { name: NOTICE });
  await expect(notices).toHaveCount(1);
  await notices.click();
  await expect(page).toHaveURL(new RegExp(`/workspaces/${workspaceId}/flows/${flowId}/runs/${stopped.id}$`));
  await expect(page.getByRole('region', { name: 'Запуск' }).getByText(/Остановлен цикл: сценарий снова запущен цепочкой/)).toBeVisible();
});
