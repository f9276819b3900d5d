import { expect, test } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail } from './support/users';

test('a new user signs up, lands in the shell, keeps the session over a reload and logs out', async ({ page }) => {
  await signUp(page, 'Анна');
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Боковая панель' })).toBeVisible();
  await expect(page.getByText('Регистрация успешно завершена')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();

  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Вы вышли из системы')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
});

test('a guarded URL sends a guest to sign in and back to that URL afterwards', async ({ page, browser }) => {
  const email = uniqueEmail('boris');
  await signUp(page, 'Борис', email);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();

  await guestPage.goto('/modules/hello?tab=2');
  await expect(guestPage).toHaveURL(/\/auth\/login\?redirect=%2Fmodules%2Fhello%3Ftab%3D2$/);

  await guestPage.getByLabel('Электронная почта').fill(email);
  await guestPage.getByLabel('Пароль').fill('wrong password');
  await guestPage.getByRole('button', { name: 'Войти' }).click();
  await expect(guestPage.getByRole('alert')).toContainText('Неверные учетные данные');

  await guestPage.getByLabel('Пароль').fill(PASSWORD);
  await guestPage.getByRole('button', { name: 'Войти' }).click();
  await expect(guestPage).toHaveURL(/\/modules\/hello\?tab=2$/);
  await guest.close();
});

test('the sidebar collapses with Ctrl+B and the language switch is remembered', async ({ page }) => {
  await signUp(page, 'Вера');
  const sidebar = page.getByRole('navigation', { name: 'Боковая панель' });
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
