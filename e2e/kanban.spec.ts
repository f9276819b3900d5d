import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { PASSWORD, signUp } from './support/users';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Page | Locator, title: string) => scope.getByRole('button', { name: `Открыть карточку «${title}»` });

async function logIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function addColumn(page: Page, name: string) {
  await page.getByRole('button', { name: 'Добавить колонку' }).click();
  await page.getByLabel('Название колонки').fill(name);
  await page.getByLabel('Название колонки').press('Enter');
  await expect(column(page, name)).toBeVisible();
  await page.getByLabel('Название колонки').press('Escape');
}

async function addCard(page: Page, columnName: string, title: string) {
  const target = column(page, columnName);
  const button = target.getByRole('button', { name: 'Добавить карточку' });
  if (await button.isVisible()) await button.click();
  await target.getByLabel('Название карточки').fill(title);
  await target.getByLabel('Название карточки').press('Enter');
  await expect(card(target, title)).toBeVisible();
}

/** Closes the toasts on screen, so that a screenshot shows the page itself. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('.bp6-toast');
  for (const toast of await toasts.all()) await toast.getByRole('button').last().click();
  await expect(toasts).toHaveCount(0);
}

/** A pointer drag in small steps, as a person does it: @dnd-kit starts after 5 px of movement. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 30, { steps: 15 });
  await page.mouse.up();
}

test('a board with columns and cards: drag and drop that survives a reload and reaches others live, calendar, archive', async ({ page, browser }) => {
  const email = await signUp(page, 'Анна');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Спринт 1');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page).toHaveURL(/\/modules\/kanban\/boards\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Спринт 1' })).toBeVisible();
  const boardUrl = page.url();

  await addColumn(page, 'Сделать');
  await addColumn(page, 'В работе');
  await addCard(page, 'Сделать', 'Починить вход');
  await addCard(page, 'Сделать', 'Написать тесты');

  // A second person's view of the same board (another browser context), connected live.
  const other = await logIn(browser, email);
  await other.goto(boardUrl);
  await expect(card(column(other, 'Сделать'), 'Починить вход')).toBeVisible();
  await expect(other.getByText('Обновления в реальном времени')).toBeVisible();

  await drag(page, card(column(page, 'Сделать'), 'Починить вход'), column(page, 'В работе'));
  await expect(card(column(page, 'В работе'), 'Починить вход')).toBeVisible();
  await expect(card(column(other, 'В работе'), 'Починить вход')).toBeVisible();
  await expect(card(column(other, 'Сделать'), 'Починить вход')).toHaveCount(0);

  await page.reload();
  await expect(card(column(page, 'В работе'), 'Починить вход')).toBeVisible();
  await expect(card(column(page, 'Сделать'), 'Написать тесты')).toBeVisible();

  // A due date puts the card on the calendar.
  const today = new Date();
  const dueKey = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await card(page, 'Починить вход').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Срок').click();
  await page.getByRole('dialog', { name: 'date picker' }).getByRole('button', { name: 'Сегодня' }).click();
  await expect(dialog.getByLabel('Срок')).toHaveValue(dueKey.split('-').reverse().join('.'));
  // The date saves by itself; the dialog says so quietly.
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(card(page, 'Починить вход').getByTitle(/^Срок сегодня/)).toBeVisible();

  await page.goto('/modules/kanban/calendar');
  // «Ноябрь 2026»: a capitalised month and the year, without the «г.» Intl adds in Russian.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^[А-ЯЁ][а-яё]+ \d{4}$/);
  const day = page.locator(`[data-date="${dueKey}"]`);
  await expect(card(day, 'Починить вход')).toBeVisible();
  await card(day, 'Починить вход').click();
  await expect(page).toHaveURL(/\/boards\/[0-9a-f-]+\?card=/);
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue('Починить вход');

  // Archive the card, find it under boards/archived, restore it.
  await page.getByRole('dialog').getByRole('button', { name: 'В архив' }).click();
  await expect(card(page, 'Починить вход')).toHaveCount(0);
  await page.goto('/modules/kanban/boards/archived');
  const archived = page.getByRole('list', { name: 'Архивные карточки' });
  await expect(archived.getByText('Починить вход')).toBeVisible();
  await archived.getByRole('button', { name: 'Восстановить: Починить вход' }).click();
  await expect(page.getByText('Восстановлено')).toBeVisible();
  await expect(archived).toHaveCount(0);
  await page.goto(boardUrl);
  await expect(card(column(page, 'В работе'), 'Починить вход')).toBeVisible();
});

test('a card moves to the next column with the keyboard alone', async ({ page }) => {
  await signUp(page, 'Борис');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Клавиатура');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Клавиатура' })).toBeVisible();
  await addColumn(page, 'Сделать');
  await addColumn(page, 'Готово');
  await addCard(page, 'Сделать', 'Позвонить в банк');

  await card(column(page, 'Сделать'), 'Позвонить в банк').focus();
  await page.keyboard.press('Space');
  // The drag has started once dnd-kit marks the card pressed; only then do the arrow keys move it.
  await expect(card(page, 'Позвонить в банк')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  // Where the card is over is measured on the next animation frames, as for a pointer.
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(card(column(page, 'Готово'), 'Позвонить в банк')).toBeVisible();
  await page.reload();
  await expect(card(column(page, 'Готово'), 'Позвонить в банк')).toBeVisible();

  // Enter opens the card instead.
  await card(page, 'Позвонить в банк').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue('Позвонить в банк');
});

test("the top bar's search finds a card through kanban's search provider and opens it on its board", async ({ page }) => {
  await signUp(page, 'Вера');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Продажи');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Продажи' })).toBeVisible();
  await addColumn(page, 'Входящие');
  await addCard(page, 'Входящие', 'Счёт для «Ромашки»');

  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('ромаш');
  const results = page.getByRole('menu', { name: 'Поиск' });
  await expect(results.getByText('Карточки')).toBeVisible();
  await results.getByRole('menuitem', { name: /Счёт для «Ромашки»/ }).click();
  await expect(page).toHaveURL(/\/modules\/kanban\/boards\/[0-9a-f-]+\?card=/);
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue('Счёт для «Ромашки»');
});

test('card faces, the two-pane card dialog, rename, confirmed deletes, an archived board apart on the workspace page; screenshots at desktop and phone sizes', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'Галина Петрова');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Витрина');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Витрина' })).toBeVisible();
  await addColumn(page, 'Сделать');
  await addColumn(page, 'В работе');
  await addCard(page, 'Сделать', 'Собрать отзывы');
  await addCard(page, 'Сделать', 'Обновить прайс');
  await addCard(page, 'В работе', 'Созвон с клиентом');
  await expect(page.getByText('Средний')).toHaveCount(0);

  await card(page, 'Собрать отзывы').click();
  const dialog = page.getByRole('dialog');
  // Each field saves by itself: a label made here lands on the card, the priority applies when picked.
  await dialog.getByLabel('Новая метка').fill('Клиенты');
  await dialog.getByRole('button', { name: 'Добавить' }).first().click();
  await expect(dialog.getByRole('checkbox', { name: 'Клиенты' })).toBeChecked();
  await dialog.getByLabel('Новая метка').fill('клиенты');
  await expect(dialog.getByText('На этой доске уже есть метка «клиенты»')).toBeVisible();
  await dialog.getByLabel('Новая метка').fill('');
  await dialog.getByLabel('Приоритет').selectOption('high');
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  await dialog.locator('label', { hasText: 'Галина Петрова' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Галина Петрова' })).toBeChecked();
  await dialog.getByLabel('Название').fill('Собрать отзывы клиентов');
  await dialog.getByLabel('Название').press('Enter');
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await page.screenshot({ path: 'build/screenshots/kanban-card-1440.png' });

  // Escape inside the description cancels that edit only; closing over unsaved text asks.
  await dialog.getByRole('button', { name: 'Изменить', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Описание' }).fill('Черновик');
  await dialog.getByRole('textbox', { name: 'Описание' }).press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Изменить', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Описание' }).fill('Черновик');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Есть несохранённый текст');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть без сохранения' }).click();

  const face = card(page, 'Собрать отзывы клиентов');
  await expect(face.getByText('Клиенты')).toBeVisible();
  await expect(face.getByText('Высокий')).toBeVisible();
  await expect(face.locator('.kanban-avatars')).toHaveAttribute('aria-label', 'Галина Петрова');
  await expect(face.locator('.kanban-avatars')).toHaveText('ГП');
  await page.screenshot({ path: 'build/screenshots/kanban-board-1440.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'build/screenshots/kanban-board-390.png', animations: 'disabled' });
  await card(page, 'Собрать отзывы клиентов').click();
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue('Собрать отзывы клиентов');
  await page.screenshot({ path: 'build/screenshots/kanban-card-390.png', animations: 'disabled' });
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Renaming in place: the heading takes the new name and keeps it after a reload.
  await page.getByRole('heading', { name: 'Витрина' }).click();
  await page.getByRole('textbox', { name: 'Переименовать доску' }).fill('Витрина 2027');
  await page.getByRole('textbox', { name: 'Переименовать доску' }).press('Enter');
  await expect(page.getByText('Доска переименована')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Витрина 2027' })).toBeVisible();

  // Deleting a column or a card asks first; cancelling keeps it.
  await addColumn(page, 'Лишняя');
  await column(page, 'Лишняя').getByRole('button', { name: 'Удалить колонку' }).click();
  const columnQuestion = page.getByRole('dialog', { name: 'Удалить колонку «Лишняя»?' });
  await columnQuestion.getByRole('button', { name: 'Отмена' }).click();
  await expect(column(page, 'Лишняя')).toBeVisible();
  await column(page, 'Лишняя').getByRole('button', { name: 'Удалить колонку' }).click();
  await columnQuestion.getByRole('button', { name: 'Удалить колонку' }).click();
  await expect(column(page, 'Лишняя')).toHaveCount(0);
  await card(page, 'Обновить прайс').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить карточку' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Удалить карточку «Обновить прайс» со всеми комментариями и вложениями?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить карточку' }).click();
  await expect(card(page, 'Обновить прайс')).toHaveCount(0);

  // Archiving asks, then offers «Отменить» in its toast, which brings the board straight back.
  const archivedBanner = page.getByText('Доска в архиве', { exact: true });
  await page.getByRole('button', { name: 'Архивировать доску' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Архивировать доску' }).click();
  await expect(archivedBanner).toBeVisible();
  const archivedToast = page.locator('.bp6-toast').filter({ hasText: 'Доска «Витрина 2027» в архиве' });
  await archivedToast.getByRole('button', { name: 'Отменить' }).click();
  await expect(archivedBanner).toHaveCount(0);
  await expect(page.getByText('Доска «Витрина 2027» восстановлена')).toBeVisible();

  // Archived for real: a banner, and nothing on the board can be changed.
  await page.getByRole('button', { name: 'Архивировать доску' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Архивировать доску' }).click();
  await expect(archivedBanner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить карточку' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить колонку' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Удалить колонку' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Витрина 2027' }).click();
  await expect(page.getByRole('textbox', { name: 'Переименовать доску' })).toHaveCount(0);
  await dismissToasts(page);
  await page.screenshot({ path: 'build/screenshots/kanban-archived-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(archivedBanner).toBeVisible();
  await page.screenshot({ path: 'build/screenshots/kanban-archived-390.png', animations: 'disabled' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await card(page, 'Созвон с клиентом').click();
  const readOnlyCard = page.getByRole('dialog');
  await expect(readOnlyCard.getByLabel('Название')).toHaveValue('Созвон с клиентом');
  await expect(readOnlyCard.getByRole('button', { name: 'В архив' })).toHaveCount(0);
  await expect(readOnlyCard.getByRole('button', { name: 'Удалить карточку' })).toHaveCount(0);
  await readOnlyCard.getByRole('button', { name: 'Закрыть' }).click();

  // The workspace page lists it apart, behind «Архив», from where it is still one click away.
  const workspaceId = await page.evaluate(() => localStorage.getItem('artel.currentWorkspaceId'));
  await page.goto(`/workspaces/${workspaceId}`);
  await expect(page.getByText('Активных досок нет: все в архиве.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Витрина 2027' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Архив (1)' }).click();
  const archivedBoards = page.getByRole('list', { name: 'Архивные доски' });
  await expect(archivedBoards.getByText('В архиве')).toBeVisible();
  await page.screenshot({ path: 'build/screenshots/workspace-archived-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(archivedBoards.getByRole('link', { name: 'Витрина 2027' })).toBeVisible();
  await page.screenshot({ path: 'build/screenshots/workspace-archived-390.png', animations: 'disabled' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await archivedBoards.getByRole('link', { name: 'Витрина 2027' }).click();

  // «Восстановить» on the banner: the board is active again, on the board and on the workspace page.
  await expect(archivedBanner).toBeVisible();
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(archivedBanner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить карточку' }).first()).toBeVisible();
  await page.goto(`/workspaces/${workspaceId}`);
  await expect(page.getByRole('list', { name: 'Доски' }).getByRole('link', { name: 'Витрина 2027' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Архив/ })).toHaveCount(0);
});
