import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/users';

/** A 1×1 PNG picked in the editor: it goes to the platform's file storage. */
const PIXEL_FILE = {
  name: 'схема.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
};

async function writeBody(page: Page, text: string) {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function newArticle(page: Page, title: string, body: string, image?: typeof PIXEL_FILE) {
  await page.goto('/modules/wiki');
  await page.getByRole('button', { name: 'Новая статья' }).click();
  await page.getByLabel('Название', { exact: true }).fill(title);
  await writeBody(page, body);
  if (image) {
    await page.getByLabel('Файл', { exact: true }).setInputFiles(image);
    await expect(page.locator('.cm-content')).toContainText(`![${image.name}](/api/v1/modules/wiki/files/`);
  }
  await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
  await expect(page).toHaveURL(/\/modules\/wiki\/article\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('wiki: a table and an image, a [[link]] and its backlink, edit, compare two revisions, restore, find by an inflected word; markup never runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUp(page, 'Вики Автор');

  const original = [
    'Порядок согласования договора с поставщиком.',
    '',
    '| Этап | Срок |',
    '|---|---|',
    '| Проверка | 5 дней |',
    '',
    '<img src=x onerror="window.__wikiXss = 1; alert(1)">',
  ].join('\n');
  await newArticle(page, 'Договор поставки', original, PIXEL_FILE);
  const article = page.locator('.wiki-markdown');
  await expect(article.getByRole('table')).toContainText('5 дней');
  await expect(article.getByRole('cell', { name: '5 дней' })).toHaveCSS('border-top-style', 'solid');
  const image = article.getByRole('img', { name: 'схема.png' });
  await expect(image).toHaveAttribute('src', /^blob:/);
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
  const firstUrl = page.url();

  await page.goto('/modules/wiki');
  await page.getByRole('button', { name: 'Новая статья' }).click();
  await page.getByLabel('Название', { exact: true }).fill('Онбординг');
  await writeBody(page, 'Сначала прочитайте ');
  await page.getByRole('button', { name: 'Выбрать статью для ссылки' }).click();
  await page.getByLabel('Найдите статью по названию').fill('договор');
  await page.getByRole('menuitem', { name: 'Договор поставки' }).click();
  await page.keyboard.insertText(', потом [[Регламент закупок]].');
  await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
  await expect(page.getByRole('heading', { name: 'Онбординг', level: 1 })).toBeVisible();
  await expect(page.locator('.wiki-markdown a.wiki-link--wanted')).toHaveText('Регламент закупок');
  await page.locator('.wiki-markdown').getByRole('link', { name: 'Договор поставки' }).click();
  await expect(page).toHaveURL(firstUrl);
  const backlinks = page.getByRole('region', { name: 'Упоминается в' });
  await expect(backlinks.getByRole('link', { name: 'Онбординг' })).toBeVisible();

  await page.getByRole('button', { name: 'Редактировать' }).click();
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n\nНовый срок согласования: 10 дней.');
  await page.getByLabel('Что изменено').fill('Новый срок');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.locator('.wiki-markdown')).toContainText('Новый срок согласования: 10 дней.');

  await page.getByRole('button', { name: 'История версий' }).click();
  const history = page.getByRole('region', { name: 'История версий' });
  await expect(history.getByRole('cell', { name: 'Новый срок', exact: true })).toBeVisible();
  await expect(history.locator('ins.wiki-diff__added')).toContainText(['Новый срок согласования: 10 дней.']);
  await history.getByRole('radio', { name: 'В тексте' }).click();
  await expect(history.locator('.wiki-diff__inline ins')).toContainText('10 дней');
  await history.getByRole('button', { name: 'Восстановить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.locator('.wiki-markdown').getByRole('table')).toContainText('5 дней');
  await expect(page.locator('.wiki-markdown')).not.toContainText('Новый срок согласования');

  await page.goto('/modules/wiki');
  await page.getByLabel('Поиск статей').fill('договоров');
  const results = page.locator('.wiki-search-results');
  await expect(results.getByRole('link', { name: 'Договор поставки' })).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();

  // The top bar finds it too, through the wiki's search provider, by the same inflected word.
  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('договоров');
  const topBar = page.getByRole('menu', { name: 'Поиск' });
  await expect(topBar.getByText('Статьи вики')).toBeVisible();
  await topBar.getByRole('menuitem', { name: /^Договор поставки/ }).click();
  await expect(page).toHaveURL(/\/modules\/wiki\/article\/[0-9a-f-]+$/);

  await page.goto(firstUrl);
  await expect(page.locator('.wiki-markdown').getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __wikiXss?: number }).__wikiXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
