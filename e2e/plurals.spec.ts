import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { signUp } from './support/users';

test('a counted text agrees with its number in Russian and in English: the wiki keeps «2 версии», "2 revisions"', async ({ page }) => {
  await signUp(page, 'Счетовод');
  await page.goto('/modules/wiki');
  await page.getByRole('button', { name: 'Новая статья' }).click();
  await page.getByLabel('Название', { exact: true }).fill('Склонения');
  await page.locator('.cm-content').click();
  await page.keyboard.insertText('Первая версия.');
  await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
  await expect(page.getByRole('heading', { name: 'Склонения', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Редактировать' }).click();
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(' Вторая версия.');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.locator('.wiki-markdown')).toContainText('Вторая версия.');

  await page.getByRole('button', { name: 'История версий' }).click();
  const history = page.getByRole('region', { name: 'История версий' });
  // 2 takes the genitive singular: «версии», never «версий».
  await expect(history.getByText('Хранятся последние 2 версии', { exact: true })).toBeVisible();

  await api(page, 'PUT', '/api/v1/profile', { language: 'en' });
  // The history stays open across the reload (?history=open).
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Revision history' }).getByText('The last 2 revisions are kept', { exact: true }),
  ).toBeVisible();
});
