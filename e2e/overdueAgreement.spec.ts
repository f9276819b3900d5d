import { expect, type Page, test } from '@playwright/test';
import { companyInn } from '../modules/contragents/server/testing/requisites';
import { accessToken, signUpThroughApi } from './support/users';

/** A zone five hours ahead of UTC: a page or a server reading due dates in UTC would count differently. */
const ZONE = 'Asia/Yekaterinburg';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

test.use({ timezoneId: ZONE });

type Call = <T = Record<string, any>>(method: string, url: string, body?: unknown) => Promise<T>;

function apiAs(page: Page, token: string, workspaceId?: string): Call {
  return async (method, url, body) => {
    const response = await page.request.fetch(`/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
      ...(body === undefined ? {} : { data: body }),
    });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (response.status() === 204 ? {} : await response.json()) as never;
  };
}

/** A due time this far from now on the zone's wall clock, stored with UTC's fields as the product keeps them (never 00:00: a whole day). */
function wallClockDue(offsetMs: number): string {
  const wall = Date.now() + offsetMs + 5 * HOUR_MS;
  const minute = wall - (wall % 60_000);
  return new Date(minute % DAY_MS === 0 ? minute - 60_000 : minute).toISOString();
}

/** Yesterday on the zone's calendar, as a whole-day due date. */
function yesterday(): string {
  const wall = Date.now() + 5 * HOUR_MS;
  return new Date(wall - (wall % DAY_MS) - DAY_MS).toISOString();
}

/** A board with a done card, an archived one, a due-complete one, three overdue (19 h, 3 days, yesterday) and one not yet due. */
async function seed(page: Page): Promise<string> {
  const token = await accessToken(page);
  const me = apiAs(page, token);
  const entity = await me('POST', '/profile/legal-entities', {
    name: 'ООО «Сроки»',
    type: 'company',
    taxId: companyInn(1_000_000 + (Date.now() % 1_000_000)),
    kpp: '770701001',
    address: '101000, г. Москва, ул. Мясницкая, д. 10',
    bankName: 'ПАО СБЕРБАНК г. Москва',
    bik: '044525225',
    corrAccount: '30101810400000000225',
    bankAccount: '40702810938000012345',
  });
  const workspace = await me('POST', '/workspaces', { name: 'Отдел сроков', legalEntityId: entity.id });
  const call = apiAs(page, token, workspace.id);
  const board = await call('POST', `/workspaces/${workspace.id}/boards`, { name: 'Сроки' });
  const [todo, , done] = await (async () => {
    const ids: string[] = [];
    for (const name of ['Сделать', 'В работе', 'Готово'])
      ids.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name })).column.id);
    return ids;
  })();
  const { user } = await me('GET', '/auth/me');
  const add = async (title: string, dueDate: string, columnId = todo) =>
    (await call('POST', `/modules/kanban/columns/${columnId}/cards`, { title, dueDate, assigneeIds: [user.id] })).card;
  await add('Готовая', wallClockDue(-3 * DAY_MS), done);
  const archived = await add('В архиве', wallClockDue(-3 * DAY_MS));
  await call('POST', `/modules/kanban/cards/${archived.id}/archive`);
  const met = await add('Срок выполнен', wallClockDue(-3 * DAY_MS));
  await call('PATCH', `/modules/kanban/cards/${met.id}`, { dueComplete: true });
  await add('Опоздала на 19 ч', wallClockDue(-19 * HOUR_MS));
  await add('Опоздала на 3 дня', wallClockDue(-3 * DAY_MS - 2 * HOUR_MS));
  await add('Вчерашняя', yesterday());
  await add('Ещё не срок', wallClockDue(2 * HOUR_MS));
  await call('POST', `/workspaces/${workspace.id}/switch`);
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  return board.id as string;
}

const widget = (page: Page, title: string) =>
  page.locator('.bp6-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('the dashboard, «Мои карточки» and the analytics report count the same three overdue cards', async ({ page }) => {
  // Three pages, each loaded for the first time (the dashboard's widgets, the analytics charts, the board).
  test.setTimeout(120_000);
  await signUpThroughApi(page, 'Ольга');
  const boardId = await seed(page);

  await page.goto('/dashboard');
  await expect(widget(page, 'Сводка по доскам')).toContainText('Досок: 1, карточек: 6, просрочено: 3');
  const mine = widget(page, 'Мои карточки');
  await expect(mine.getByText('Просрочено: 3')).toBeVisible();
  // Each lateness beside its own card: yesterday's whole-day card is late by as many hours as have passed today (19 h at 19:00).
  const row = (title: string) => mine.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row('Опоздала на 19 ч')).toContainText('Просрочено на 19 ч');
  await expect(row('Опоздала на 3 дня')).toContainText('Просрочено на 3 дня');
  await expect(mine.getByRole('link', { name: 'Готовая' })).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'Срок выполнен' })).toHaveCount(0);

  await page.goto('/analytics');
  const report = page.getByRole('region', { name: 'Просроченные карточки', exact: true });
  await expect(report.getByRole('rowheader')).toHaveCount(3);
  for (const title of ['Опоздала на 19 ч', 'Опоздала на 3 дня', 'Вчерашняя'])
    await expect(report.getByRole('rowheader', { name: title })).toBeVisible();
  const reportRow = (title: string) => report.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(reportRow('Опоздала на 19 ч').getByRole('cell', { name: '19 ч', exact: true })).toBeVisible();
  await expect(reportRow('Опоздала на 3 дня').getByRole('cell', { name: '3 дня', exact: true })).toBeVisible();

  // On the board the same three wear red badges; the due-complete card's badge is green.
  await page.goto(`/modules/kanban/boards/${boardId}`);
  await expect(page.locator('.kanban-due--overdue')).toHaveCount(3);
  await expect(page.locator('.kanban-due--complete')).toHaveCount(1);
});
