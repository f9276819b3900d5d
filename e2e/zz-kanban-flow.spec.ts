import { test } from '@playwright/test';
import { api } from './support/api';
import { signUp } from './support/users';

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
