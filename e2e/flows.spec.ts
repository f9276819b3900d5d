import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
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
