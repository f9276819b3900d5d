import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/users';

async function newArticle(page: Page, title: string, body: string) {
  await page.goto('/modules/wiki');
  await page.getByRole('button', { name: 'Новая статья' }).click();
  await page.getByLabel('Название', { exact: true }).fill(title);
  await page.locator('.cm-content').click();
  await page.keyboard.insertText(body);
  await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
  await expect(page).toHaveURL(/\/modules\/wiki\/article\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return page.url();
}

async function rename(page: Page, title: string) {
  await page.getByRole('button', { name: 'Редактировать' }).click();
  await page.getByLabel('Название', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('wiki: a rename keeps [[links]] working; delete → trash → restore with undo; a compare URL reopens the comparison; one row of actions on a phone', async ({
  page,
}, testInfo) => {
  await signUp(page, 'Вики Редактор');
  const vacationUrl = await newArticle(page, 'Отпуск', 'Заявление за две недели.');
  const handbookUrl = await newArticle(page, 'Справочник', 'Сначала прочитайте [[Отпуск]].');

  await page.goto(vacationUrl);
  await rename(page, 'Ежегодный отпуск');
  await expect(page.getByRole('region', { name: 'Упоминается в' }).getByRole('link', { name: 'Справочник' })).toBeVisible();

  await page.goto(handbookUrl);
  const link = page.locator('.wiki-markdown').getByRole('link', { name: 'Ежегодный отпуск' });
  await expect(link).toBeVisible();
  await expect(page.locator('.wiki-markdown a.wiki-link--wanted')).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(vacationUrl);
  await page.goto(handbookUrl);
  await page.getByRole('button', { name: 'История версий' }).click();
  await expect(page.getByRole('region', { name: 'История версий' })).toContainText(
    'Ссылки обновлены: статья «Отпуск» переименована в «Ежегодный отпуск»',
  );
  await page.goto(vacationUrl);

  // A comparison of two revisions is an address: opened anew, it shows the same two.
  await page.getByRole('button', { name: 'История версий' }).click();
  const history = page.getByRole('region', { name: 'История версий' });
  await expect(history.getByRole('heading', { name: 'Версия 1 → Версия 2' })).toBeVisible();
  await expect(page).toHaveURL(/\?compare=1\.\.2$/);
  const compareUrl = page.url();
  await page.goto('/modules/wiki');
  await page.goto(compareUrl);
  await expect(page.getByRole('region', { name: 'История версий' }).getByRole('heading', { name: 'Версия 1 → Версия 2' })).toBeVisible();
  // The text gets the width: each gutter of line numbers is a small part of the table.
  const widths = await page
    .locator('.wiki-diff__table col')
    .evaluateAll((cols) => cols.map((col) => (col as HTMLElement).getBoundingClientRect().width));
  expect(widths).toHaveLength(4);
  expect(widths[0]!).toBeLessThan(widths[1]! / 4);

  // Delete: the article and its page go to the trash; «Отменить» in the toast brings them back.
  await page.goto(vacationUrl);
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/modules\/wiki$/);
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(page).toHaveURL(vacationUrl);
  await expect(page.getByRole('heading', { name: 'Ежегодный отпуск', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/modules\/wiki$/);
  await page.getByRole('button', { name: 'Корзина' }).click();
  await expect(page.getByRole('heading', { name: 'Корзина', level: 1 })).toBeVisible();
  await expect(page.getByText('Удалённые статьи хранятся 30 дней, потом удаляются навсегда.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ежегодный отпуск' });
  await expect(row.getByRole('button', { name: 'Удалить навсегда' })).toBeVisible();
  await row.getByRole('button', { name: 'Восстановить «Ежегодный отпуск»' }).click();
  await expect(page.getByText('Корзина пуста')).toBeVisible();
  await page.goto(handbookUrl);
  await expect(page.locator('.wiki-markdown').getByRole('link', { name: 'Ежегодный отпуск' })).not.toHaveClass(/wiki-link--wanted/);

  // A phone: the five actions fit one row, the rest behind «Ещё».
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(vacationUrl);
  await expect(page.getByRole('heading', { name: 'Ежегодный отпуск', level: 1 })).toBeVisible();
  const actions = page.locator('.wiki-article__actions > .bp6-button, .wiki-article__actions > .bp6-popover-target');
  const tops = await actions.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('wiki-article-390x844.png') });
  // The bottom bar has a «Ещё» of its own: this is the article's.
  await page.locator('.wiki-article__actions').getByRole('button', { name: 'Ещё' }).click();
  await expect(page.getByRole('menuitem', { name: 'Удалить' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'История версий' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('wiki-article-390x844-more.png') });
});
