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
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Карточка сохранена')).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).last().click();

  await page.goto('/modules/kanban/calendar');
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
