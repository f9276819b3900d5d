import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'flows');

/** Blueprint's indicator covers the input: ticked from the keyboard, as a user of the builder can. */
async function tick(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

async function notificationMessages(page: Page): Promise<string[]> {
  const { notifications } = await api(page, 'GET', '/api/v1/notifications');
  return (notifications as Array<{ message: string }>).map((notification) => notification.message);
}

/**
 * Issue 28's «Done when», in one go: a new user builds the flow with pickers only, tests it on a real recent
 * move (the real assignee by name, nothing changed), enables it, and the next real move notifies and labels.
 */
test('a new user builds «High card to Done → notify its assignees, add «Проверено»», tests it on a real move, enables it, and a real move does it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Вера');
  const borisPage = await (await browser.newContext()).newPage();
  const borisEmail = await signUpThroughApi(borisPage, 'Борис Петров');
  const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Ремонт квартир', inviteEmails: [borisEmail] });
  const token = new URL(workspace.invitations[0].acceptUrl as string, 'http://localhost').searchParams.get('token');
  await api(borisPage, 'POST', '/api/invitations/accept', { token });
  await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/switch`);
  const { user: boris } = await api(borisPage, 'GET', '/api/v1/auth/me');

  const board = await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Объект' });
  const kanban = (url: string, data: unknown) => api(page, 'POST', `/api/v1/modules/kanban${url}`, data, workspace.id);
  const cardOf = async (cardId: string) => (await api(page, 'GET', `/api/v1/modules/kanban/cards/${cardId}`, undefined, workspace.id)).card;
  const inWork = (await kanban(`/boards/${board.id}/columns`, { name: 'В работе' })).column;
  const done = (await kanban(`/boards/${board.id}/columns`, { name: 'Готово' })).column;
  const checked = (await kanban(`/boards/${board.id}/labels`, { name: 'Проверено', color: 'green' })).label;
  await kanban(`/boards/${board.id}/labels`, { name: 'Срочно', color: 'red' });
  // The real recent move the flow is tested on, before the flow exists.
  const wiring = (await kanban(`/columns/${inWork.id}/cards`, { title: 'Заменить проводку', priority: 'high', assigneeIds: [boris.id] }))
    .card;
  await kanban(`/cards/${wiring.id}/move`, { columnId: done.id });
  const panel = (await kanban(`/columns/${inWork.id}/cards`, { title: 'Поставить щиток', priority: 'high', assigneeIds: [boris.id] })).card;

  await page.goto(`/workspaces/${workspace.id}/flows`);
  await page.getByRole('link', { name: 'Новый сценарий' }).click();
  await page.getByLabel('Название сценария').fill('Важное готово');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка перемещена в колонку' });
  await page.getByRole('combobox', { name: 'Доска' }).selectOption({ label: 'Объект' });
  await page.getByRole('combobox', { name: 'В колонку' }).selectOption({ label: 'Готово' });
  await page.getByRole('button', { name: /^Условия:/ }).click();
  await page.getByRole('button', { name: 'Добавить условие' }).click();
  await page.getByLabel('Поле условия 1').selectOption({ label: 'Приоритет' });
  await page.getByLabel('Значение условия 1').selectOption({ label: 'Высокий' });

  await page.getByRole('button', { name: 'Добавить шаг' }).first().click();
  await page.getByRole('menuitem', { name: 'Уведомить участников' }).click();
  await tick(page, 'Исполнители');
  await page.getByLabel('Текст').fill('Готово: ');
  await page.getByRole('button', { name: 'Вставить поле' }).click();
  await page.getByRole('menu', { name: 'Вставить поле' }).getByRole('menuitem', { name: 'Название', exact: true }).click();
  await expect(page.getByLabel('Текст')).toHaveValue('Готово: {{title}}');

  await page.getByRole('button', { name: 'Добавить шаг' }).first().click();
  await page.getByRole('menuitem', { name: 'Добавить метки' }).click();
  const card = page.getByRole('combobox', { name: 'Карточка' });
  await expect(card).toHaveValue('');
  await expect(card.locator('option:checked')).toHaveText('Карточка из события');
  // Another card could be found by its title and board; this flow keeps the event's.
  await page.getByLabel('Найти карточку').fill('проводк');
  await expect(card.locator('option', { hasText: 'Заменить проводку — Объект' })).toHaveCount(1);
  await expect(card.locator('option:checked')).toHaveText('Карточка из события');
  await tick(page, 'Проверено');

  const before = await notificationMessages(borisPage);
  await page.getByRole('button', { name: 'Проверить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Проверка сценария' });
  const move = dialog.getByRole('radio', { name: /Карточка «Заменить проводку» → «Готово» · .*Вера/ });
  await move.focus();
  await page.keyboard.press('Space');
  await expect(move).toBeChecked();
  await dialog.getByRole('button', { name: 'Проверить' }).click();
  await expect(dialog.getByText('Уведомит: Борис Петров — «Готово: Заменить проводку»')).toBeVisible();
  await expect(dialog.getByText('Добавит карточке «Заменить проводку» метки: «Проверено»')).toBeVisible();
  await expect(dialog.getByText(/на самом деле ничего не изменилось/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'flows-end-to-end-dry-run-1440.png'), fullPage: true });

  // The dry run changed nothing: no notification for Борис, no label on the card, no run of the flow.
  const flowId = /\/flows\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  expect(await notificationMessages(borisPage)).toEqual(before);
  expect((await cardOf(wiring.id)).labelIds).toEqual([]);
  expect((await api(page, 'GET', `/api/v1/workspaces/${workspace.id}/flows/${flowId}/runs`)).total).toBe(0);

  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).last().click();
  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText('Включён')).toBeVisible();

  await kanban(`/cards/${panel.id}/move`, { columnId: done.id });
  await expect.poll(async () => (await cardOf(panel.id)).labelIds, { timeout: 20_000 }).toEqual([checked.id]);
  await expect.poll(() => notificationMessages(borisPage), { timeout: 20_000 }).toContain('Готово: Поставить щиток');
  expect((await cardOf(wiring.id)).labelIds).toEqual([]);
});
