import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'wiki');
const ORIGINAL = 'Заявление подают за две недели.';
const ADDED = ' Копия уходит в отдел кадров.';

/** Anna in her workspace with one article, its editor open. */
async function editingAnArticle(page: Page) {
  await signUpThroughApi(page, 'Анна');
  const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Отдел кадров' });
  // The workspace the shell opens with, as it remembers the last one chosen.
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  const { article } = await api(
    page,
    'POST',
    '/api/v1/modules/wiki/articles',
    { title: 'Отпуска', body: ORIGINAL, status: 'published' },
    workspace.id,
  );
  await page.goto(`/modules/wiki/article/${article.id}/edit`);
  const body = page.getByRole('textbox', { name: 'Текст', exact: true });
  await expect(body).toHaveText(ORIGINAL);
  return { body, articleId: article.id as string, workspaceId: workspace.id as string };
}

test('wiki drafts: a link away from unsaved text asks first; after a reload the draft is offered, restored and saved', async ({ page }) => {
  const { body, articleId, workspaceId } = await editingAnArticle(page);
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(ADDED);

  await page.getByRole('link', { name: 'Вики', exact: true }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Уйти без сохранения?');
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(new RegExp(`/modules/wiki/article/${articleId}/edit$`));
  await expect(body).toHaveText(ORIGINAL + ADDED);

  // Reloading asks through the browser's own question; the text is kept as a draft on this device.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByText(/^Есть несохранённый черновик от .+/);
  await expect(offer).toBeVisible();
  await expect(body).toHaveText(ORIGINAL);
  await page.screenshot({ path: path.join(SHOTS, 'draft-offer.png') });

  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(offer).toBeHidden();
  await expect(body).toHaveText(ORIGINAL + ADDED);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/modules/wiki/article/${articleId}$`));
  await expect(page.locator('.wiki-markdown')).toContainText(ORIGINAL + ADDED);
  expect((await api(page, 'GET', `/api/v1/modules/wiki/articles/${articleId}`, undefined, workspaceId)).article.body).toBe(
    ORIGINAL + ADDED,
  );

  // Saved: the draft is gone, and opening the editor again offers nothing.
  await page.goto(`/modules/wiki/article/${articleId}/edit`);
  await expect(body).toHaveText(ORIGINAL + ADDED);
  await expect(offer).toBeHidden();
});
