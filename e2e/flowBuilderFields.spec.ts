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

async function cardLabels(page: Page, cardId: string, workspaceId: string): Promise<string[]> {
  return (await api(page, 'GET', `/api/v1/modules/kanban/cards/${cardId}`, undefined, workspaceId)).card.labelIds;
}

test('a new user builds «card with priority High moves to Done → notify its assignees and add «Проверено»» with pickers only, and a real move does it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Вера');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const { user } = await api(page, 'GET', '/api/v1/auth/me');
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Ремонт' });
  const kanban = (url: string, data: unknown) => api(page, 'POST', `/api/v1/modules/kanban${url}`, data, workspaceId);
  const inWork = (await kanban(`/boards/${board.id}/columns`, { name: 'В работе' })).column;
  const done = (await kanban(`/boards/${board.id}/columns`, { name: 'Готово' })).column;
  const checked = (await kanban(`/boards/${board.id}/labels`, { name: 'Проверено', color: 'green' })).label;
  await kanban(`/boards/${board.id}/labels`, { name: 'Срочно', color: 'red' });
  const important = (await kanban(`/columns/${inWork.id}/cards`, { title: 'Заменить проводку', priority: 'high', assigneeIds: [user.id] }))
    .card;
  const minor = (await kanban(`/columns/${inWork.id}/cards`, { title: 'Покрасить дверь', priority: 'low', assigneeIds: [user.id] })).card;

  await page.goto(`/workspaces/${workspaceId}/flows`);
  await expect(page).toHaveTitle(/^Сценарии — /);
  await page.getByRole('link', { name: 'Новый сценарий' }).click();
  await page.getByLabel('Название сценария').fill('Важное готово');
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка перемещена в колонку' });
  await page.getByRole('combobox', { name: 'Доска' }).selectOption({ label: 'Ремонт' });
  await page.getByRole('combobox', { name: 'В колонку' }).selectOption({ label: 'Готово' });

  // The priority is chosen by its name; the flow stores the value the event carries.
  await page.getByRole('button', { name: /^Условия:/ }).click();
  await page.getByRole('button', { name: 'Добавить условие' }).click();
  await page.getByLabel('Поле условия 1').selectOption({ label: 'Приоритет' });
  await page.getByLabel('Значение условия 1').selectOption({ label: 'Высокий' });

  await page.getByRole('button', { name: 'Добавить шаг' }).first().click();
  await page.getByRole('menuitem', { name: 'Уведомить участников' }).click();
  await tick(page, 'Исполнители');
  await page.getByLabel('Текст').fill('Готово: ');
  await page.getByRole('button', { name: 'Вставить поле' }).click();
  const fieldMenu = page.getByRole('menu', { name: 'Вставить поле' });
  await expect(fieldMenu.getByRole('menuitem')).not.toContainText([/\{\{/]);
  await fieldMenu.getByRole('menuitem', { name: 'Название', exact: true }).click();
  // The menu closes with a transition; opening it again before it has gone would find the closing one.
  await expect(fieldMenu).toBeHidden();
  await page.getByLabel('Текст').press('End');
  await page.getByLabel('Текст').pressSequentially(', проверил ');
  await page.getByRole('button', { name: 'Вставить поле' }).click();
  await page.getByRole('menu', { name: 'Вставить поле' }).getByRole('menuitem', { name: 'Исполнители' }).click();
  await expect(page.getByLabel('Текст')).toHaveValue('Готово: {{title}}, проверил {{assigneeNames}}');

  // The card is the event's without anyone typing it; the labels are several checkboxes of the board's labels.
  await page.getByRole('button', { name: 'Добавить шаг' }).first().click();
  await page.getByRole('menuitem', { name: 'Добавить метки' }).click();
  await expect(page.getByRole('combobox', { name: 'Карточка' }).locator('option:checked')).toHaveText('Карточка из события');
  await expect(page.getByRole('button', { name: 'Вставить поле' })).toHaveCount(0);
  await tick(page, 'Проверено');
  await expect(page.getByRole('checkbox', { name: 'Срочно' })).not.toBeChecked();
  await page.screenshot({ path: path.join(SHOTS, 'flows-builder-fields-1440.png'), fullPage: true });

  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText('Включён')).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Сценарий «Важное готово» — /);

  await kanban(`/cards/${minor.id}/move`, { columnId: done.id });
  await kanban(`/cards/${important.id}/move`, { columnId: done.id });

  await expect.poll(() => cardLabels(page, important.id, workspaceId), { timeout: 20_000 }).toEqual([checked.id]);
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('button', { name: /Готово: Заменить проводку, проверил Вера/ })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  expect(await cardLabels(page, minor.id, workspaceId)).toEqual([]);

  await page.getByRole('link', { name: 'Журнал запусков' }).click();
  await expect(page).toHaveTitle(/^Журнал запусков: Важное готово — /);
});

test('an incomplete flow is refused in the user’s words, stays saved, and the list shows it as off', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Глеб');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Склад' });

  await page.goto(`/workspaces/${workspaceId}/flows/new`);
  await page.getByLabel('Когда происходит').selectOption({ label: 'Карточка перемещена в колонку' });
  await page.getByRole('button', { name: 'Добавить шаг' }).first().click();
  await page.getByRole('menuitem', { name: 'Добавить метки' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Укажите название сценария')).toBeVisible();

  await page.getByLabel('Название сценария').fill('Метки без меток');
  await page.getByRole('button', { name: 'Включить' }).click();
  await expect(page.getByText('Шаг 1 «Добавить метки»: выберите «Метки»')).toBeVisible();
  await expect(page.getByText('Сценарий сохранён, но не включён')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

  await page.getByRole('link', { name: 'Сценарии' }).first().click();
  const row = page.getByRole('row', { name: /Метки без меток/ });
  await expect(row.getByText('Выключен')).toBeVisible();
});
