import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { PASSWORD, signUpThroughApi } from './support/users';

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

/** Picks `from` up and carries it over `to` in small steps, as a person does: @dnd-kit starts after 5 px of movement. */
async function carry(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 30, { steps: 15 });
}

async function drag(page: Page, from: Locator, to: Locator) {
  await carry(page, from, to);
  await page.mouse.up();
}

/** What dnd-kit's live region has just told a screen reader. */
const heard = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const dayKeyOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test('a board with columns and cards: drag and drop that survives a reload and reaches others live, calendar, archive', async ({
  page,
  browser,
}) => {
  const email = await signUpThroughApi(page, 'Анна');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Спринт 1');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page).toHaveURL(/\/modules\/kanban\/boards\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Спринт 1' })).toBeVisible();
  const boardUrl = page.url();

  await addCard(page, 'Нужно сделать', 'Починить вход');
  await addCard(page, 'Нужно сделать', 'Написать тесты');

  // A second person's view of the same board (another browser context), connected live.
  const other = await logIn(browser, email);
  await other.goto(boardUrl);
  await expect(card(column(other, 'Нужно сделать'), 'Починить вход')).toBeVisible();
  await expect(other.getByText('Обновления в реальном времени')).toBeVisible();

  // Carried over «В работе», the card has a place opened for it there, and a screen reader hears it by title.
  await carry(page, card(column(page, 'Нужно сделать'), 'Починить вход'), column(page, 'В работе'));
  await expect(column(page, 'В работе').locator('.kanban-card--placeholder')).toBeVisible();
  await expect(column(page, 'Нужно сделать').locator('.kanban-card--placeholder')).toHaveCount(0);
  await expect(heard(page, '«Починить вход»: колонка «В работе»')).toHaveCount(1);
  await page.mouse.up();
  await expect(heard(page, '«Починить вход» опущено: колонка «В работе»')).toHaveCount(1);
  await expect(column(page, 'В работе').locator('.kanban-card--placeholder')).toHaveCount(0);
  await expect(card(column(page, 'В работе'), 'Починить вход')).toBeVisible();
  await expect(card(column(other, 'В работе'), 'Починить вход')).toBeVisible();
  await expect(card(column(other, 'Нужно сделать'), 'Починить вход')).toHaveCount(0);

  await page.reload();
  await expect(card(column(page, 'В работе'), 'Починить вход')).toBeVisible();
  await expect(card(column(page, 'Нужно сделать'), 'Написать тесты')).toBeVisible();

  // A due date puts the card on the calendar.
  const today = new Date();
  const dueKey = dayKeyOf(today);
  await card(page, 'Починить вход').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Срок').click();
  await page.getByRole('dialog', { name: 'date picker' }).getByRole('button', { name: 'Сегодня' }).click();
  await expect(dialog.getByLabel('Срок')).toHaveValue(dueKey.split('-').reverse().join('.'));
  // The date saves by itself; the dialog says so quietly.
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  // Due today: an orange (warning) badge.
  await expect(card(page, 'Починить вход').getByTitle(/^Срок сегодня/)).toHaveClass(/bp6-intent-warning/);

  await page.goto('/modules/kanban/calendar');
  // «Ноябрь 2026»: a capitalised month and the year, without the «г.» Intl adds in Russian.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^[А-ЯЁ][а-яё]+ \d{4}$/);
  // Dragged to the next day of the week (the one before on a Sunday): the toast writes the day as the badge does.
  const neighbour = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (today.getDay() === 0 ? -1 : 1));
  await expect(card(page.locator(`[data-date="${dueKey}"]`), 'Починить вход')).toBeVisible();
  await drag(page, card(page.locator(`[data-date="${dueKey}"]`), 'Починить вход'), page.locator(`[data-date="${dayKeyOf(neighbour)}"]`));
  const rescheduled = page.locator('.bp6-toast-message').filter({ hasText: 'Срок перенесён на' });
  await expect(rescheduled).toHaveText(/^Срок перенесён на \d{1,2} [а-я]+\.?$/);
  const movedTo = (await rescheduled.textContent())!.replace('Срок перенесён на ', '');
  const day = page.locator(`[data-date="${dayKeyOf(neighbour)}"]`);
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
  await expect(card(column(page, 'В работе'), 'Починить вход').locator('.kanban-due')).toHaveText(movedTo);
});

test('a card moves to the next column with the keyboard alone', async ({ page }) => {
  await signUpThroughApi(page, 'Борис');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Клавиатура');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Клавиатура' })).toBeVisible();
  await addCard(page, 'Нужно сделать', 'Позвонить в банк');

  await card(column(page, 'Нужно сделать'), 'Позвонить в банк').focus();
  await page.keyboard.press('Space');
  // The drag has started once dnd-kit marks the card pressed; only then do the arrow keys move it.
  await expect(card(page, 'Позвонить в банк')).toHaveAttribute('aria-pressed', 'true');
  await expect(heard(page, '«Позвонить в банк»')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  // Where the card is over is measured on the next animation frames, as for a pointer: a drop before that
  // would land it back where it was.
  await expect(heard(page, '«Позвонить в банк»: колонка «В работе»')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(heard(page, '«Позвонить в банк» опущено: колонка «В работе»')).toHaveCount(1);
  await expect(card(column(page, 'В работе'), 'Позвонить в банк')).toBeVisible();
  await page.reload();
  await expect(card(column(page, 'В работе'), 'Позвонить в банк')).toBeVisible();

  // Enter opens the card instead.
  await card(page, 'Позвонить в банк').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue('Позвонить в банк');
});

test("the top bar's search finds a card through kanban's search provider and opens it on its board", async ({ page }) => {
  await signUpThroughApi(page, 'Вера');
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

test('card faces, the two-pane card dialog, rename, confirmed deletes, an archived board apart on the workspace page; screenshots at desktop and phone sizes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Галина Петрова');
  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Витрина');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Витрина' })).toBeVisible();
  await addCard(page, 'Нужно сделать', 'Собрать отзывы');
  await addCard(page, 'Нужно сделать', 'Обновить прайс');
  await addCard(page, 'В работе', 'Созвон с клиентом');
  await expect(page.getByText('Средний')).toHaveCount(0);

  await card(page, 'Собрать отзывы').click();
  const dialog = page.getByRole('dialog');
  // Two panes: the card's properties stand to the right of its description and comments.
  const sidePane = await dialog.getByRole('complementary', { name: 'Свойства карточки' }).boundingBox();
  const commentBox = await dialog.getByRole('combobox', { name: 'Новый комментарий' }).boundingBox();
  expect(sidePane!.x).toBeGreaterThanOrEqual(commentBox!.x + commentBox!.width);
  // Each field saves by itself: a label made here lands on the card, the priority applies when picked.
  await dialog.getByLabel('Новая метка').fill('Клиенты');
  await dialog.getByRole('button', { name: 'Добавить' }).first().click();
  await expect(dialog.getByRole('checkbox', { name: 'Клиенты' })).toBeChecked();
  // Picking a label from the board's list takes it off the card and puts it back.
  const clientsLabel = dialog.locator('label', { hasText: 'Клиенты' });
  await clientsLabel.click();
  await expect(dialog.getByRole('checkbox', { name: 'Клиенты' })).not.toBeChecked();
  await clientsLabel.click();
  await expect(dialog.getByRole('checkbox', { name: 'Клиенты' })).toBeChecked();
  await dialog.getByLabel('Новая метка').fill('клиенты');
  await expect(dialog.getByText('На этой доске уже есть метка «клиенты»')).toBeVisible();
  await dialog.getByLabel('Новая метка').fill('');
  await dialog.getByLabel('Приоритет').selectOption('high');
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  // The quiet confirmation offers to undo: the last change goes back to what it was.
  await dialog.getByLabel('Приоритет').selectOption('urgent');
  await expect(dialog.getByLabel('Приоритет')).toHaveValue('urgent');
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Отменить' }).click();
  await expect(dialog.getByText('Изменение отменено')).toBeVisible();
  await expect(dialog.getByLabel('Приоритет')).toHaveValue('high');
  // The assignees' list is a popover outside the dialog; Escape closes the list, not the card.
  await dialog.getByRole('combobox', { name: 'Исполнители' }).click();
  await page.getByRole('option', { name: /Галина Петрова/ }).click();
  await expect(dialog.getByRole('button', { name: 'Убрать: Галина Петрова' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Галина Петрова/ })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('combobox', { name: 'Исполнители' }).press('Escape');
  await expect(page.getByRole('listbox', { name: 'Исполнители' })).toHaveCount(0);
  await dialog.getByLabel('Название').fill('Собрать отзывы клиентов');
  await dialog.getByLabel('Название').press('Enter');
  await expect(dialog.getByText('Сохранено', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await page.screenshot({ path: 'build/screenshots/kanban-card-1440.png' });

  // Escape inside the description leaves the field only; the text is a draft, so closing the card loses nothing
  // and asks nothing, and the editor opens with it again until it is saved or cancelled.
  await dialog.getByRole('button', { name: 'Изменить', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Описание' }).fill('Черновик');
  await dialog.getByRole('textbox', { name: 'Описание' }).press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Описание' })).not.toBeFocused();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await card(page, 'Собрать отзывы клиентов').click();
  await expect(dialog.getByRole('textbox', { name: 'Описание' })).toHaveValue('Черновик');
  await expect(dialog.getByText('Черновик: описание ещё не сохранено')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Описание' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // A checklist half done, a comment, a file, a due day already past, and a table in another card's description.
  const face = card(page, 'Собрать отзывы клиентов');
  const workspaceId = await page.evaluate(() => localStorage.getItem('artel.currentWorkspaceId'));
  const kanban = (method: 'POST' | 'PATCH', url: string, body: unknown) =>
    api(page, method, `/api/v1/modules/kanban/${url}`, body, workspaceId!);
  const cardId = await face.getAttribute('data-card-id');
  const { item } = await kanban('POST', `cards/${cardId}/checklist`, { text: 'Опросить пятерых' });
  await kanban('POST', `cards/${cardId}/checklist`, { text: 'Свести в таблицу' });
  await kanban('PATCH', `checklist/${item.id}`, { done: true });
  await kanban('POST', `cards/${cardId}/comments`, { body: 'Начну с постоянных' });
  await kanban('POST', `cards/${cardId}/attachments`, { fileName: 'анкета.txt', contentType: 'text/plain', dataBase64: 'MQ==' });
  await kanban('PATCH', `cards/${cardId}`, { dueDate: `${new Date().getFullYear() - 1}-12-01T00:00:00.000Z` });
  const callId = await card(page, 'Созвон с клиентом').getAttribute('data-card-id');
  await kanban('PATCH', `cards/${callId}`, { description: '| Вопрос | Ответ |\n|---|---|\n| Сроки | Декабрь |' });
  await page.reload();
  await expect(face.getByTitle('Чек-лист: выполнено 1 из 2')).toContainText('1/2');
  await expect(face.getByTitle('Комментариев: 1')).toContainText('1');
  await expect(face.getByTitle('Вложений: 1')).toContainText('1');
  // Overdue: a red (danger) badge.
  await expect(face.getByTitle(/^Просрочено на \d+ (день|дня|дней): срок был/)).toHaveClass(/bp6-intent-danger/);
  await expect(face.getByText('Клиенты')).toBeVisible();
  await expect(face.getByText('Высокий')).toBeVisible();
  await expect(face.locator('.kanban-avatars')).toHaveAttribute('aria-label', 'Галина Петрова');
  await expect(face.locator('.kanban-avatars')).toHaveText('ГП');
  await page.screenshot({ path: 'build/screenshots/kanban-board-1440.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'build/screenshots/kanban-board-390.png', animations: 'disabled' });
  await card(page, 'Собрать отзывы клиентов').click();
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue('Собрать отзывы клиентов');
  // On a phone the properties (column, assignees, labels, due date) come first, above the comments, within the screen.
  const phoneSide = await page.getByRole('dialog').getByRole('complementary', { name: 'Свойства карточки' }).boundingBox();
  const phoneComment = await page.getByRole('dialog').getByRole('combobox', { name: 'Новый комментарий' }).boundingBox();
  expect(phoneSide!.y).toBeLessThan(phoneComment!.y);
  expect(phoneSide!.x + phoneSide!.width).toBeLessThanOrEqual(390);
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
  // A markdown table is drawn with its borders.
  await expect(readOnlyCard.getByRole('cell', { name: 'Декабрь' })).toHaveCSS('border-top-style', 'solid');
  await expect(readOnlyCard.getByRole('button', { name: 'В архив' })).toHaveCount(0);
  await expect(readOnlyCard.getByRole('button', { name: 'Удалить карточку' })).toHaveCount(0);
  await readOnlyCard.getByRole('button', { name: 'Закрыть' }).click();

  // The workspace page lists it apart, behind «Архив», from where it is still one click away.
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
