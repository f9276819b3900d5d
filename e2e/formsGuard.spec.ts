import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUp } from './support/users';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Боковая панель' });
const question = (page: Page) => page.getByRole('alertdialog', { name: /несохранённые изменения/ });
const DASHBOARD = 'Рабочий стол';

test('a counterparty being edited and the profile ask before typed changes are lost, and not once they are saved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'Ольга Проверкина');

  const workspaceId = await page.evaluate(() => localStorage.getItem('artel.currentWorkspaceId'));
  const { partner } = await api(
    page,
    'POST',
    '/api/v1/modules/contragents/partners',
    { type: 'company', name: 'ООО «Бетон-Сервис»', inn: '7707083893' },
    workspaceId!,
  );
  // Opened from the list, so that Back has somewhere to go.
  await page.goto('/modules/contragents/partners');
  await page.getByRole('link', { name: 'ООО «Бетон-Сервис»' }).click();
  const partnerUrl = `${new URL(page.url()).origin}/modules/contragents/partners/${partner.id}`;
  await expect(page).toHaveURL(partnerUrl);

  await page.getByRole('button', { name: 'Изменить', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Изменить партнера' });
  await form.getByLabel('Название').fill('ООО «Бетон-Сервис плюс»');
  // The dialog's backdrop lies over the sidebar: the click lands on it, and closing over typed text asks first.
  await sidebar(page).getByRole('link', { name: DASHBOARD }).click({ force: true });
  await expect(question(page)).toContainText('Закрыть без сохранения?');
  await question(page).getByRole('button', { name: 'Остаться' }).click();
  await expect(question(page)).toBeHidden();
  await expect(form.getByLabel('Название')).toHaveValue('ООО «Бетон-Сервис плюс»');
  // Back would leave the page and the dialog with it.
  await page.goBack();
  await expect(question(page)).toContainText('Уйти без сохранения?');
  await question(page).getByRole('button', { name: 'Остаться' }).click();
  expect(page.url()).toBe(partnerUrl);
  await expect(form.getByLabel('Название')).toHaveValue('ООО «Бетон-Сервис плюс»');

  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'ООО «Бетон-Сервис плюс»', level: 1 })).toBeVisible();
  await sidebar(page).getByRole('link', { name: DASHBOARD }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(question(page)).toHaveCount(0);

  await page.goto('/profile');
  await page.getByLabel('Имя', { exact: true }).fill('Ольга Сергеевна');
  await sidebar(page).getByRole('link', { name: DASHBOARD }).click();
  await expect(question(page)).toContainText('Есть несохранённые изменения. Уйти без сохранения?');
  await question(page).getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Ольга Сергеевна');

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();
  await sidebar(page).getByRole('link', { name: DASHBOARD }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(question(page)).toHaveCount(0);
  // With nothing unsaved, Back simply goes back, and the page follows it.
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Ольга Сергеевна');
  await expect(question(page)).toHaveCount(0);
});
