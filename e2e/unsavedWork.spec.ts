/** Issue 27, nobody loses typed work: the card dialog's drafts and Escape, and the flow builder's question before leaving. */
import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, title: string) => page.getByRole('button', { name: `Открыть карточку «${title}»` });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Боковая панель' });

/** A board with one column and one card, made through the pages as a person would; answers the card dialog's locator. */
async function boardWithCard(page: Page, title: string) {
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Ремонт');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Ремонт' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить колонку' }).click();
  await page.getByLabel('Название колонки').fill('Сделать');
  await page.getByLabel('Название колонки').press('Enter');
  await expect(column(page, 'Сделать')).toBeVisible();
  await page.getByLabel('Название колонки').press('Escape');
  await column(page, 'Сделать').getByRole('button', { name: 'Добавить карточку' }).click();
  await column(page, 'Сделать').getByLabel('Название карточки').fill(title);
  await column(page, 'Сделать').getByLabel('Название карточки').press('Enter');
  await expect(card(page, title)).toBeVisible();
  return page.getByRole('dialog');
}

test('a comment typed in a card stays as a draft when the card closes and across a reload, until it is sent', async ({ page }) => {
  await signUpThroughApi(page, 'Дарья');
  const dialog = await boardWithCard(page, 'Заказать плитку');
  await card(page, 'Заказать плитку').click();
  const commentBox = dialog.getByRole('combobox', { name: 'Новый комментарий' });
  await commentBox.fill('Уточнить размер у прораба');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  // Nothing typed is lost, so the card closes without a question.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await card(page, 'Заказать плитку').click();
  await expect(commentBox).toHaveValue('Уточнить размер у прораба');
  await expect(dialog.getByText('Черновик: комментарий ещё не отправлен')).toBeVisible();

  await page.reload();
  await expect(commentBox).toHaveValue('Уточнить размер у прораба');
  await expect(dialog.getByText('Черновик: комментарий ещё не отправлен')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByRole('region', { name: 'Комментарии' }).getByText('Уточнить размер у прораба')).toBeVisible();
  await expect(commentBox).toHaveValue('');
  await expect(dialog.getByText('Черновик: комментарий ещё не отправлен')).toHaveCount(0);

  await page.reload();
  await expect(dialog.getByRole('region', { name: 'Комментарии' }).getByText('Уточнить размер у прораба')).toBeVisible();
  await expect(commentBox).toHaveValue('');
});

test('Escape in a field of the card leaves the field; the next closes the card, asking only when typed text would be lost', async ({
  page,
}) => {
  await signUpThroughApi(page, 'Ефим');
  const dialog = await boardWithCard(page, 'Купить краску');
  await card(page, 'Купить краску').click();

  // The empty new-item input of the checklist: Escape closes the input, not the card.
  const checklist = dialog.getByRole('region', { name: 'Чек-лист' });
  await checklist.getByRole('button', { name: 'Новый пункт' }).click();
  await expect(checklist.getByLabel('Новый пункт')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(checklist.getByLabel('Новый пункт')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/card=/);

  // The title: Escape puts back what was typed and leaves the field.
  await card(page, 'Купить краску').click();
  await dialog.getByLabel('Название').fill('Купить краску и валик');
  await page.keyboard.press('Escape');
  await expect(dialog.getByLabel('Название')).toHaveValue('Купить краску');
  await expect(dialog.getByLabel('Название')).not.toBeFocused();
  await expect(dialog).toBeVisible();

  // A comment being typed is a draft: leaving the box and closing the card asks nothing.
  const commentBox = dialog.getByRole('combobox', { name: 'Новый комментарий' });
  await commentBox.fill('Белую, матовую');
  await page.keyboard.press('Escape');
  await expect(commentBox).not.toBeFocused();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(commentBox).toHaveValue('');

  // An edit of a sent comment is not kept: closing over it asks first.
  await dialog.getByRole('button', { name: 'Изменить комментарий' }).click();
  await dialog.getByRole('textbox', { name: 'Изменить комментарий' }).fill('Белую, глянцевую');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('textbox', { name: 'Изменить комментарий' })).not.toBeFocused();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Есть несохранённый текст. Закрыть карточку и потерять его?');
  await question.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Изменить комментарий' })).toHaveValue('Белую, глянцевую');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await question.getByRole('button', { name: 'Закрыть без сохранения' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the flow builder asks before a sidebar link drops unsaved edits, and offers them back after a reload', async ({ page }) => {
  await signUpThroughApi(page, 'Жанна');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const builder = `/workspaces/${workspaces[0].id as string}/flows/new`;
  await page.goto(builder);
  const name = page.getByLabel('Название сценария');
  await name.fill('Утренняя сводка');

  const toDashboard = sidebar(page).getByRole('link', { name: 'Рабочий стол' });
  await toDashboard.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Есть несохранённые изменения. Уйти без сохранения?');
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(builder);
  await expect(name).toHaveValue('Утренняя сводка');

  // A reload keeps the edits as a draft (the browser asks too) and the builder offers them back.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('alertdialog');
  await expect(offer).toContainText('Восстановить несохранённые изменения?');
  await offer.getByRole('button', { name: 'Восстановить' }).click();
  await expect(name).toHaveValue('Утренняя сводка');

  await toDashboard.click();
  await question.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
