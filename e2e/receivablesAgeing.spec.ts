/**
 * Receivables ageing as a manager sees it: an invoice not yet due stands in a bucket of its own («ещё не наступил»),
 * not among the late ones, and the dashboard's «Просроченные счета» counts exactly what the report puts past due.
 */
import { expect, type Page, test } from '@playwright/test';
import { companyInn } from '../modules/contragents/server/testing/requisites';
import { accessToken, signUpThroughApi } from './support/users';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call<T = Record<string, any>>(page: Page, method: 'POST', url: string, data: unknown, workspaceId?: string): Promise<T> {
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}`, ...(workspaceId ? { 'X-Workspace-ID': workspaceId } : {}) },
    data,
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A selling workspace with two issued invoices: 10 000 ₽ due in five days, and 5 000 ₽ due 35 days ago. */
async function seedInvoices(page: Page): Promise<void> {
  const serial = Math.floor(Math.random() * 9_000_000);
  const entity = await call(page, 'POST', '/profile/legal-entities', {
    name: 'ООО «Ромашка»',
    type: 'company',
    taxId: companyInn(serial),
    kpp: '770101001',
    address: '101000, г. Москва, ул. Мясницкая, д. 10',
    bankName: 'ПАО СБЕРБАНК г. Москва',
    bik: '044525225',
    corrAccount: '30101810400000000225',
    bankAccount: '40702810938000012345',
  });
  const workspace = await call(page, 'POST', '/workspaces', { name: 'Отдел продаж', legalEntityId: entity.id });
  const { partner } = await call(
    page,
    'POST',
    '/modules/contragents/partners',
    { type: 'company', name: 'АО «Вектор»', inn: companyInn(serial + 1), kpp: '500301001' },
    workspace.id,
  );
  for (const [date, dueDate, price] of [
    [day(0), day(5), '10000'],
    [day(-40), day(-35), '5000'],
  ]) {
    const { document } = await call(
      page,
      'POST',
      '/modules/contragents/documents',
      { kind: 'invoice', partnerId: partner.id, date, dueDate, lines: [{ name: 'Аудит', quantity: '1', unit: 'шт', price }] },
      workspace.id,
    );
    await call(page, 'POST', `/modules/contragents/documents/${document.id}/state`, { state: 'issued' }, workspace.id);
  }
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
}

test('the ageing report puts an invoice not yet due in its own bucket, and the dashboard counts only the late one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Анна');
  await seedInvoices(page);

  await page.goto('/analytics');
  const ageing = page.getByRole('region', { name: 'Дебиторская задолженность по срокам', exact: true });
  // The chart's chunk comes with the first chart: give a busy machine time to fetch it.
  await expect(ageing.locator('canvas')).toBeVisible({ timeout: 60_000 });
  // The chart's first bar is its own bucket: hovering it names «ещё не наступил» with the 10 000 ₽ and one invoice.
  const plot = (await ageing.locator('.u-over').boundingBox())!;
  await page.mouse.move(plot.x + plot.width / 10, plot.y + plot.height / 2);
  await expect(ageing.locator('.u-legend .u-value')).toHaveText(['ещё не наступил', '10 000,00 ₽', '1']);

  await ageing.getByText('Таблица').click();
  const cells = (bucket: string) => ageing.getByRole('rowheader', { name: bucket, exact: true }).locator('xpath=..').getByRole('cell');
  await expect(ageing.getByRole('columnheader')).toHaveText(['Дней после срока оплаты', 'Долг', 'Счетов']);
  await expect(cells('ещё не наступил')).toHaveText(['10 000,00 ₽', '1']);
  await expect(cells('1–30')).toHaveText(['0,00 ₽', '0']);
  await expect(cells('31–60')).toHaveText(['5 000,00 ₽', '1']);

  await page.goto('/dashboard');
  await expect(page.getByText('Просрочено 5 000,00 ₽')).toBeVisible();
  await expect(page.getByText('Просроченных счетов: 1')).toBeVisible();
  await expect(page.getByText('Партнеры должны 15 000,00 ₽')).toBeVisible();
});
