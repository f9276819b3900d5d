/**
 * A phone at 390×844 (issue 31, «Телефон»): a card's properties above its activity and a move to another column
 * from the card sheet, seen live on a colleague's board; the invoice drawer's «Сумма» and the bell's tabs on screen.
 * Screenshots of the sheet at both sizes go to /tmp/phone/ when PHONE_SCREENSHOTS is set.
 */
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.PHONE_SCREENSHOTS;

test.use({ viewport: PHONE });
// Pages here open with a workspace's members, a board's live connection or a list under them: longer than a click.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Whether the whole box of `locator` lies within the phone's window, left to right. */
async function acrossInWindow(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

function freshInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = Array.from({ length: 9 }, (_, index) =>
    index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  const check = (digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11) % 10;
  return [...digits, check].join('');
}

/** An owner's workspace of an organisation with a board of three columns, one card in the first; a colleague in it if given. */
async function seed(page: Page, colleague?: Page) {
  await signUpThroughApi(page, 'Анна');
  const colleagueEmail = colleague ? await signUpThroughApi(colleague, 'Борис') : null;
  const legalEntity = await api(page, 'POST', '/api/v1/profile/legal-entities', {
    name: 'ООО «Артель»',
    type: 'company',
    taxId: freshInn(),
    address: '190000, г. Санкт-Петербург, Невский пр., д. 1',
  });
  const workspace = await api(page, 'POST', '/api/v1/workspaces', {
    name: 'Стройка',
    legalEntityId: legalEntity.id,
    inviteEmails: colleagueEmail ? [colleagueEmail] : [],
  });
  await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/switch`);
  if (colleague) {
    const token = new URL(workspace.invitations[0].acceptUrl as string, 'http://localhost').searchParams.get('token');
    await api(colleague, 'POST', '/api/invitations/accept', { token });
  }
  // Opening the workspace makes it the current one in each browser too.
  for (const person of colleague ? [page, colleague] : [page]) {
    await person.goto(`/workspaces/${workspace.id}`);
    await expect(person.getByRole('heading', { level: 1, name: 'Стройка' })).toBeVisible();
  }
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Спринт' });
  const columns: Record<string, string> = {};
  for (const name of ['Сделать', 'В работе', 'Готово']) {
    columns[name] = (await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name }, workspace.id)).column.id;
  }
  const { card } = await api(
    page,
    'POST',
    `/api/v1/modules/kanban/columns/${columns['Сделать']}/cards`,
    { title: 'Починить вход' },
    workspace.id,
  );
  await api(page, 'PATCH', `/api/v1/modules/kanban/cards/${card.id}`, { description: 'Форма входа падает на телефоне.' }, workspace.id);
  return { workspaceId: workspace.id as string, boardId: board.id as string, cardId: card.id as string, columns };
}

test('the card sheet on a phone: properties above the activity, a move to another column seen live on the board', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  // A colleague's view of the same board, on a wide screen, stays open while the card moves.
  const desk = await (await browser.newContext({ viewport: DESKTOP, baseURL })).newPage();
  const seeded = await seed(page, desk);
  const boardUrl = `/modules/kanban/boards/${seeded.boardId}`;
  await desk.goto(boardUrl);
  const deskColumn = (name: string) => desk.getByRole('region', { name, exact: true });
  await expect(deskColumn('Сделать').getByRole('button', { name: 'Открыть карточку «Починить вход»' })).toBeVisible();

  await page.goto(`${boardUrl}?card=${seeded.cardId}`);
  const sheet = page.getByRole('dialog');
  const column = sheet.getByLabel('Колонка', { exact: true });
  await expect(column).toHaveValue(seeded.columns['Сделать']!);
  await expect(sheet.getByText('Анна создал(а) карточку')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/card-sheet-390.png` });

  // The column, the people, the labels and the due date come before the description and the activity.
  const activity = sheet.getByRole('heading', { name: 'Активность' });
  const description = sheet.getByRole('heading', { name: 'Описание' });
  for (const property of [
    column,
    sheet.getByRole('combobox', { name: 'Исполнители' }),
    sheet.getByRole('group', { name: 'Метки' }),
    sheet.getByRole('combobox', { name: 'Срок' }),
  ]) {
    await expect(property).toBeVisible();
    expect(await top(property)).toBeLessThan(await top(description));
  }
  expect(await top(description)).toBeLessThan(await top(activity));
  expect(await acrossInWindow(column)).toBe(true);

  await column.selectOption({ label: 'В работе' });
  await expect(sheet.locator('.kanban-dialog__status')).toContainText('Сохранено');
  await expect(sheet.getByText('Анна переместил(а) карточку: «Сделать» → «В работе»')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/card-sheet-390-moved.png` });

  // The colleague's board shows it there without a reload.
  await expect(deskColumn('В работе').getByRole('button', { name: 'Открыть карточку «Починить вход»' })).toBeVisible();
  await expect(deskColumn('Сделать').getByRole('button', { name: 'Открыть карточку «Починить вход»' })).toHaveCount(0);

  // And so does the phone's own, once the sheet is closed: the switcher counts it in «В работе».
  await sheet.getByRole('button', { name: 'Закрыть' }).click();
  const switcher = page.getByLabel('Колонка', { exact: true });
  await expect(switcher.locator('option')).toHaveText(['Сделать (0)', 'В работе (1)', 'Готово (0)', 'Добавить колонку']);
  await switcher.selectOption({ label: 'В работе (1)' });
  await expect(
    page.getByRole('region', { name: 'В работе', exact: true }).getByRole('button', { name: 'Открыть карточку «Починить вход»' }),
  ).toBeVisible();

  // The wide screen's card dialog has the same field, on the right.
  await desk.goto(`${boardUrl}?card=${seeded.cardId}`);
  await expect(desk.getByRole('dialog').getByLabel('Колонка', { exact: true })).toHaveValue(seeded.columns['В работе']!);
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/card-dialog-1440.png` });
});

test('the invoice drawer shows «Сумма» and the bell its tabs on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const { workspaceId } = await seed(page);
  const { partner } = await api(
    page,
    'POST',
    '/api/v1/modules/contragents/partners',
    { type: 'company', name: 'АО «Вектор»', inn: freshInn() },
    workspaceId,
  );
  const today = new Date().toISOString().slice(0, 10);
  const lines = [
    { name: 'Монтаж кровли с утеплением и гидроизоляцией по проекту', quantity: '12.5', unit: 'м²', price: '1234567.88' },
    { name: 'Вывоз мусора', quantity: '1', unit: 'шт', price: '15000' },
  ];
  const invoice = await api(
    page,
    'POST',
    '/api/v1/modules/contragents/documents',
    { kind: 'invoice', partnerId: partner.id, date: today, lines },
    workspaceId,
  );
  const documentId = (invoice.document ?? invoice).id as string;

  await page.goto(`/modules/contragents/invoices?document=${documentId}`);
  const drawer = page.locator('.documents-drawer');
  const amount = drawer.getByRole('columnheader', { name: 'Сумма', exact: true });
  await expect(amount).toBeVisible();
  // The drawer slides in from the side: the header is measured once it has come to rest.
  await expect.poll(() => acrossInWindow(amount)).toBe(true);
  // The biggest amount of the table, on screen whole.
  const biggest = drawer.getByRole('row').filter({ hasText: 'Монтаж кровли' }).getByRole('cell').last();
  await expect(biggest).toContainText('15 432 098,50');
  await expect.poll(() => acrossInWindow(biggest)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoice-drawer-390.png` });
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  // Polled: the popover slides in, and a tab measured mid-way can stand past the edge for a moment.
  for (const tab of await tabs.getByRole('tab').all()) {
    await expect.poll(() => acrossInWindow(tab), { message: (await tab.textContent()) ?? '' }).toBe(true);
  }
  // Each tab's name is there whole, not cut off at the popover's edge.
  for (const tab of await tabs.getByRole('tab').all())
    expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-390.png` });
});
