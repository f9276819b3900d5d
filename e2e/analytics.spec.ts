import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { companyInn } from '../modules/contragents/server/testing/requisites';
import { accessToken, signUpThroughApi } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'analytics');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

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

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A team workspace with a board whose cards were made, moved and finished, two wiki articles (one of them read), and
 * a partner's invoice partly paid.
 */
async function seedActivity(page: Page): Promise<string> {
  const token = await accessToken(page);
  const me = apiAs(page, token);
  const entity = await me('POST', '/profile/legal-entities', {
    name: 'ООО «Аналитика»',
    type: 'company',
    taxId: companyInn(1_000_000 + (Date.now() % 1_000_000)),
    kpp: '770701001',
    address: '101000, г. Москва, ул. Мясницкая, д. 10',
    bankName: 'ПАО СБЕРБАНК г. Москва',
    bik: '044525225',
    corrAccount: '30101810400000000225',
    bankAccount: '40702810938000012345',
  });
  const workspace = await me('POST', '/workspaces', { name: 'Отдел продаж', legalEntityId: entity.id });
  const call = apiAs(page, token, workspace.id);
  const board = await call('POST', `/workspaces/${workspace.id}/boards`, { name: 'Спринт' });
  const columns: string[] = [];
  for (const name of ['Сделать', 'В работе', 'Готово'])
    columns.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name })).column.id);
  const { user } = await me('GET', '/auth/me');
  const titles = ['Договор с «Ромашкой»', 'Счёт за ноябрь', 'Сверка актов', 'Отчёт для банка', 'Новый сайт', 'Обзвон клиентов'];
  for (const [index, title] of titles.entries()) {
    const { card } = await call('POST', `/modules/kanban/columns/${columns[0]}/cards`, {
      title,
      assigneeIds: [user.id],
      ...(index % 2 === 0 ? { dueDate: `${day(-3)}T12:00:00.000Z` } : {}),
    });
    if (index < 4) await call('POST', `/modules/kanban/cards/${card.id}/move`, { columnId: columns[1] });
    if (index < 2) await call('POST', `/modules/kanban/cards/${card.id}/move`, { columnId: columns[2] });
  }
  for (const title of ['Как выставить счёт', 'Регламент закрытия месяца']) {
    const { article } = await call('POST', '/modules/wiki/articles', { title, body: 'Порядок действий.' });
    // Opening the article counts its reader for "most read".
    if (title === 'Регламент закрытия месяца') await call('GET', `/modules/wiki/articles/${article.id}`);
  }
  // An invoice issued to a partner and partly paid: invoiced against paid, and what is still owed.
  const { partner } = await call('POST', '/modules/contragents/partners', {
    type: 'company',
    name: 'АО «Вектор»',
    inn: companyInn(Date.now() % 1_000_000),
    kpp: '500301001',
  });
  const { document: invoice } = await call('POST', '/modules/contragents/documents', {
    kind: 'invoice',
    partnerId: partner.id,
    date: day(0),
    lines: [{ name: 'Аудит отдела продаж', quantity: '1', unit: 'шт', price: '10000' }],
  });
  await call('POST', `/modules/contragents/documents/${invoice.id}/state`, { state: 'issued' });
  await call('POST', `/modules/contragents/documents/${invoice.id}/payments`, { amount: '4000', paidOn: day(0) });
  await call('POST', `/workspaces/${workspace.id}/switch`);
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  return workspace.id;
}

const report = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('analytics: each report of the seeded workspace as a chart with a table view and CSV, in both themes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpThroughApi(page, 'Анна');
  await seedActivity(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Аналитика' }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Аналитика', level: 1 })).toBeVisible();
  await expect(page.getByText('Рабочее пространство «Отдел продаж»')).toBeVisible();

  const charts = [
    'Создано и завершено карточек',
    'Пропускная способность по неделям',
    'Время выполнения и время в работе',
    'Накопительная диаграмма потока',
    'Нагрузка по участникам',
    'Статьи вики по неделям',
    'Выставлено и оплачено по месяцам',
    'Дебиторская задолженность по срокам',
  ];
  for (const title of charts) {
    await expect(report(page, title).locator('canvas')).toBeVisible();
  }
  // Numbers on hover: uPlot's legend follows the cursor.
  const created = report(page, 'Создано и завершено карточек');
  const box = (await created.locator('.u-over').boundingBox())!;
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await expect(created.locator('.u-legend .u-value').nth(1)).toHaveText('6');

  const overdue = report(page, 'Просроченные карточки');
  await expect(overdue.getByRole('rowheader', { name: 'Сверка актов' })).toBeVisible();
  await expect(overdue.getByRole('rowheader', { name: 'Обзвон клиентов' })).toHaveCount(0);
  await expect(report(page, 'Самые читаемые статьи вики').getByRole('rowheader', { name: 'Регламент закрытия месяца' })).toBeVisible();

  await page.screenshot({ path: path.join(SHOTS, 'analytics-light-1440.png'), fullPage: true });

  // The table view of the workload: the owner has four open cards (two finished), two of them overdue.
  const workload = report(page, 'Нагрузка по участникам');
  await workload.getByText('Таблица').click();
  const row = workload.getByRole('rowheader', { name: 'Анна' }).locator('xpath=..');
  await expect(row.getByRole('cell')).toHaveText(['4', '2']);
  const flow = report(page, 'Накопительная диаграмма потока');
  await expect(flow.getByText('Доска «Спринт»')).toBeVisible();
  await flow.getByText('Таблица').click();
  const today = flow.getByRole('row').last();
  await expect(today.getByRole('cell')).toHaveText(['2', '2', '2']);

  const download = page.waitForEvent('download');
  await workload.getByRole('button', { name: 'Скачать данные отчёта «Нагрузка по участникам» в CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kanban\.workload_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);

  // Choosing the board and a year keeps the numbers.
  await page.getByLabel('Доска').selectOption({ label: 'Спринт' });
  await page.getByRole('radio', { name: 'Год' }).click();
  await expect(row.getByRole('cell')).toHaveText(['4', '2']);

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, 'analytics-light-390.png'), fullPage: true });

  await page.evaluate(() => localStorage.setItem('artel.theme', 'dark'));
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(report(page, 'Создано и завершено карточек').locator('canvas')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'analytics-dark-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await expect(report(page, 'Статьи вики по неделям').locator('canvas')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'analytics-dark-1440.png'), fullPage: true });
});
