import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'wiki');

async function publish(page: Page, title: string, body: string) {
  await page.getByLabel('Название', { exact: true }).fill(title);
  await page.locator('.cm-content').click();
  await page.keyboard.insertText(body);
  await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('wiki: the home page open in one tab shows what another tab publishes, nested under its parent, without a reload', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page, 'Вики Читатель');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/modules/wiki');
  await expect(page.getByText('Статей пока нет. Начните с первой.')).toBeVisible();

  const writer = await context.newPage();
  await writer.setViewportSize({ width: 1440, height: 900 });
  await writer.goto('/modules/wiki/wiki/article/new');
  await publish(writer, 'Справочник', 'Всё о том, как мы работаем.');
  const tree = page.getByRole('navigation', { name: 'Статьи' });
  await expect(tree.getByRole('link', { name: 'Справочник' })).toBeVisible();

  await writer.getByRole('button', { name: 'Добавить вложенную страницу' }).click();
  await publish(writer, 'Договоры поставки', 'Порядок согласования договора. См. [[Справочник]].');
  await expect(writer.getByRole('navigation', { name: 'Путь к статье' }).getByRole('link', { name: 'Справочник' })).toBeVisible();
  await writer.screenshot({ path: path.join(SHOTS, 'article-1440.png'), fullPage: true });
  await writer.setViewportSize({ width: 390, height: 844 });
  await writer.screenshot({ path: path.join(SHOTS, 'article-390.png'), fullPage: true });

  const recent = page.getByRole('list', { name: 'Недавно изменённые' });
  await expect(recent.getByRole('link').first()).toHaveText('Договоры поставки');
  await page.locator('.bp6-tree-node-caret').first().click();
  await expect(tree.getByRole('link', { name: 'Договоры поставки' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'home-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'home-390.png'), fullPage: true });
});
