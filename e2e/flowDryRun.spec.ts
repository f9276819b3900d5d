import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'flows');

/** Борис's notifications, read or not: the dry run must add none. */
async function notificationIds(page: Page): Promise<string[]> {
  const { notifications } = await api(page, 'GET', '/api/v1/notifications');
  return (notifications as Array<{ id: string }>).map((notification) => notification.id);
}

test('«Проверить» runs a flow dry on a real card move: the assignee by name, and nothing changes', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Сергей');
  const borisPage = await (await browser.newContext()).newPage();
  const borisEmail = await signUpThroughApi(borisPage, 'Борис Петров');

  const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Стройка', inviteEmails: [borisEmail] });
  const token = new URL(workspace.invitations[0].acceptUrl as string, 'http://localhost').searchParams.get('token');
  await api(borisPage, 'POST', '/api/invitations/accept', { token });
  await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/switch`);
  const { user: boris } = await api(borisPage, 'GET', '/api/v1/auth/me');

  const board = await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Объект' });
  const inWork = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'В работе' }, workspace.id);
  const done = await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Готово' }, workspace.id);
  const { card } = await api(
    page,
    'POST',
    `/api/v1/modules/kanban/columns/${inWork.column.id}/cards`,
    { title: 'Поставить щиток', assigneeIds: [boris.id] },
    workspace.id,
  );
  await api(page, 'POST', `/api/v1/modules/kanban/cards/${card.id}/move`, { columnId: done.column.id }, workspace.id);

  await page.goto(`/workspaces/${workspace.id}/flows/new`);
  await page.getByLabel('Название сценария').fill('Готово → исполнителям');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка перемещена в колонку' });
  await page.getByRole('combobox', { name: 'Доска' }).selectOption({ label: 'Объект' });
  await page.getByRole('combobox', { name: 'В колонку' }).selectOption({ label: 'Готово' });
  await page.getByRole('button', { name: 'Добавить шаг' }).click();
  await page.getByRole('menuitem', { name: 'Уведомить участников' }).click();
  await expect(page.getByRole('checkbox', { name: 'Борис Петров' })).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Исполнители' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Исполнители' })).toBeChecked();
  await page.getByLabel('Текст').fill('Готова карточка: {{title}}');

  const before = await notificationIds(borisPage);
  await page.getByRole('button', { name: 'Проверить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Проверка сценария' });
  const move = dialog.getByRole('radio', { name: /Карточка «Поставить щиток» → «Готово» · .*Сергей/ });
  await move.focus();
  await page.keyboard.press('Space');
  await expect(move).toBeChecked();
  await dialog.getByRole('button', { name: 'Проверить' }).click();
  await expect(dialog.getByText('Уведомит: Борис Петров — «Готова карточка: Поставить щиток»')).toBeVisible();
  await expect(dialog.getByText(/на самом деле ничего не изменилось/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'flows-dry-run-1440.png'), fullPage: true });

  // Nothing happened: Борис got no notification, the flow has no run, the card stayed as it was.
  const flowId = /\/flows\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  expect(await notificationIds(borisPage)).toEqual(before);
  expect((await api(page, 'GET', `/api/v1/workspaces/${workspace.id}/flows/${flowId}/runs`)).total).toBe(0);
  const { card: after } = await api(page, 'GET', `/api/v1/modules/kanban/cards/${card.id}`, undefined, workspace.id);
  expect({ columnId: after.columnId, assigneeIds: after.assigneeIds, labelIds: after.labelIds }).toEqual({
    columnId: done.column.id,
    assigneeIds: [boris.id],
    labelIds: [],
  });
});
