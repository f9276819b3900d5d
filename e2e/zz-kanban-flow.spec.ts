import { expect, type Page, test } from '@playwright/test';
import { accessToken, signUp } from './support/users';

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown, workspaceId?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken(page)}` };
  if (workspaceId) headers['X-Workspace-ID'] = workspaceId;
  const response = await page.request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

test('kanban flow', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Стройка' });
  await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'В работе' }, workspaceId);
  await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Готово' }, workspaceId);
  await page.goto(`/workspaces/${workspaceId}/flows/new`);
  await page.getByLabel('Название сценария').fill('Готово → исполнителю');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка перемещена в колонку' });
  await page.getByRole('combobox', { name: 'Доска' }).selectOption({ label: 'Стройка' });
  await page.getByRole('combobox', { name: 'В колонку' }).selectOption({ label: 'Готово' });
  await page.getByRole('button', { name: 'Добавить шаг' }).click();
  await page.screenshot({ path: '/tmp/flowsui-shots/real-menu.png' });
  await page.getByRole('menuitem', { name: 'Уведомить участников' }).click();
  await page.screenshot({ path: '/tmp/flowsui-shots/real-notify.png' });
});
