import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi, uniqueEmail } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'wiki');

/** Anna and Boris, each in a browser of their own, in one workspace with an article they both edit. */
async function colleagues(browser: Browser, body: string) {
  const anna = await (await browser.newContext()).newPage();
  const boris = await (await browser.newContext()).newPage();
  await signUpThroughApi(anna, 'Анна');
  const borisEmail = uniqueEmail('boris');
  await signUpThroughApi(boris, 'Борис', borisEmail);
  const workspace = await api(anna, 'POST', '/api/v1/workspaces', { name: 'Отдел кадров', inviteEmails: [borisEmail] });
  const token = new URL(workspace.invitations[0].acceptUrl as string, 'http://localhost').searchParams.get('token');
  await api(boris, 'POST', '/api/invitations/accept', { token });
  // The workspace the shell opens with, as it remembers the last one chosen.
  for (const page of [anna, boris])
    await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  const { article } = await api(
    anna,
    'POST',
    '/api/v1/modules/wiki/articles',
    { title: 'Отпуска', body, status: 'published' },
    workspace.id,
  );
  return { anna, boris, articleId: article.id as string, workspaceId: workspace.id as string };
}

async function openEditor(page: Page, articleId: string, body: string) {
  await page.goto(`/modules/wiki/article/${articleId}/edit`);
  await expect(page.getByRole('textbox', { name: 'Текст', exact: true })).toHaveText(body.split('\n').join(''));
}

/** Replaces the whole text, as typing it would. */
async function writeBody(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Текст', exact: true }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

const save = (page: Page) => page.getByRole('button', { name: 'Сохранить', exact: true }).click();

const paragraphs = (...lines: string[]) => lines.join('\n\n');

test('wiki merge: edits of different paragraphs by two people merge on the second save, both kept after a reload', async ({ browser }) => {
  const original = paragraphs('Заявление подают за две недели.', 'Согласует руководитель.', 'Копия уходит в отдел кадров.');
  const { anna, boris, articleId, workspaceId } = await colleagues(browser, original);
  await openEditor(anna, articleId, original);
  await openEditor(boris, articleId, original);

  await writeBody(boris, paragraphs('Заявление подают за три недели.', 'Согласует руководитель.', 'Копия уходит в отдел кадров.'));
  await save(boris);
  await expect(boris).toHaveURL(new RegExp(`/modules/wiki/article/${articleId}$`));

  // Anna started from the first version; her save is refused by the server and merged, then saved on Boris's.
  await writeBody(
    anna,
    paragraphs('Заявление подают за две недели.', 'Согласует руководитель.', 'Копия уходит в отдел кадров и в бухгалтерию.'),
  );
  await save(anna);
  await expect(anna.getByText(/Сохранено вместе с правками коллеги: Борис/)).toBeVisible();
  await expect(anna).toHaveURL(new RegExp(`/modules/wiki/article/${articleId}$`));
  const merged = anna.locator('.wiki-markdown');
  await expect(merged).toContainText('за три недели');
  await expect(merged).toContainText('в отдел кадров и в бухгалтерию');

  for (const page of [anna, boris]) {
    await page.reload();
    await expect(page.locator('.wiki-markdown')).toContainText('Заявление подают за три недели.');
    await expect(page.locator('.wiki-markdown')).toContainText('Копия уходит в отдел кадров и в бухгалтерию.');
  }
  expect((await api(anna, 'GET', `/api/v1/modules/wiki/articles/${articleId}`, undefined, workspaceId)).article.version).toBe(3);
});

test('wiki merge: an overlapping edit opens the merge view; nothing is saved until resolved, and the resolved article keeps the rest of both', async ({
  browser,
}) => {
  const original = paragraphs('Отпуск делится не больше чем на три части.', 'Согласует руководитель.', 'Копия уходит в отдел кадров.');
  const { anna, boris, articleId, workspaceId } = await colleagues(browser, original);
  await openEditor(anna, articleId, original);
  await openEditor(boris, articleId, original);

  await writeBody(
    boris,
    paragraphs('Отпуск делится не больше чем на две части.', 'Согласует руководитель отдела.', 'Копия уходит в отдел кадров.'),
  );
  await save(boris);
  await expect(boris).toHaveURL(new RegExp(`/modules/wiki/article/${articleId}$`));

  const annasText = paragraphs(
    'Отпуск делится не больше чем на четыре части.',
    'Согласует руководитель.',
    'Копия уходит в отдел кадров и в бухгалтерию.',
  );
  await writeBody(anna, annasText);
  await save(anna);
  const dialog = anna.getByRole('dialog', { name: 'Статью изменили, пока вы её редактировали' });
  await expect(dialog).toContainText(/Версия 2 \(Борис, /);
  const difference = dialog.getByRole('region', { name: 'Расхождение 1 из 1' });
  await expect(difference.getByRole('textbox', { name: 'Расхождение 1, вариант: Борис' })).toHaveText(
    'Отпуск делится не больше чем на две части.',
  );
  await expect(difference.getByRole('textbox', { name: 'Расхождение 1, ваш вариант' })).toHaveText(
    'Отпуск делится не больше чем на четыре части.',
  );
  const resolve = dialog.getByRole('button', { name: 'Сохранить', exact: true });
  await expect(resolve).toBeDisabled();
  await anna.screenshot({ path: path.join(SHOTS, 'merge-dialog.png') });

  // Back to the editor: Anna's text is kept, and saving again brings the same choice back instead of overwriting.
  await dialog.getByRole('button', { name: 'Вернуться к редактированию' }).click();
  await expect(dialog).toBeHidden();
  await expect(anna.getByRole('textbox', { name: 'Текст', exact: true })).toContainText('на четыре части');
  await save(anna);
  await expect(dialog).toBeVisible();
  expect((await api(anna, 'GET', `/api/v1/modules/wiki/articles/${articleId}`, undefined, workspaceId)).article.body).toContain(
    'на две части',
  );

  // By keyboard: the first choice focused, the arrow moves to «Написать вручную», the text typed in its field.
  await difference.getByRole('radio', { name: 'Их вариант' }).focus();
  await anna.keyboard.press('ArrowRight');
  await anna.keyboard.press('ArrowRight');
  await expect(difference.getByRole('radio', { name: 'Написать вручную' })).toBeChecked();
  const own = difference.getByRole('textbox', { name: 'Текст расхождения 1, написанный вручную' });
  await own.fill('Отпуск делится не больше чем на три части, одна из них — не меньше 14 дней.');
  await expect(dialog.getByRole('status')).toHaveText('Решено 1 из 1');
  await resolve.click();

  await expect(anna).toHaveURL(new RegExp(`/modules/wiki/article/${articleId}$`));
  await anna.reload();
  const article = anna.locator('.wiki-markdown');
  await expect(article).toContainText('Отпуск делится не больше чем на три части, одна из них — не меньше 14 дней.');
  // Boris's other edit and Anna's other edit did not overlap: both are there without anyone choosing.
  await expect(article).toContainText('Согласует руководитель отдела.');
  await expect(article).toContainText('Копия уходит в отдел кадров и в бухгалтерию.');
  await expect(article).not.toContainText('на две части');
  await expect(article).not.toContainText('на четыре части');
});
