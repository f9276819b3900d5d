import { expect, type Page, test } from '@playwright/test';
import { companyInn } from '../modules/contragents/server/testing/requisites';
import { accessToken, signUpThroughApi } from './support/users';

async function call<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown, workspaceId?: string): Promise<T> {
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}`, ...(workspaceId ? { 'X-Workspace-ID': workspaceId } : {}) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A workspace owned by a legal entity, with one partner to invoice, made current. */
async function workspaceWithPartner(page: Page) {
  const serial = Math.floor(Math.random() * 9_000_000);
  const entity = await call<{ id: string }>(page, 'POST', '/profile/legal-entities', {
    name: 'ООО «Ромашка»',
    type: 'company',
    taxId: companyInn(serial),
    kpp: '770101001',
    address: '101000, г. Москва, ул. Мясницкая, д. 10',
  });
  const workspace = await call<{ id: string }>(page, 'POST', '/workspaces', { name: 'Бухгалтерия', legalEntityId: entity.id });
  const { partner } = await call<{ partner: { id: string } }>(
    page,
    'POST',
    '/modules/contragents/partners',
    {
      type: 'company',
      name: 'АО «Вектор»',
      inn: companyInn(serial + 1),
      kpp: '500301001',
      legalAddress: '142700, г. Видное, Белокаменное ш., д. 1',
    },
    workspace.id,
  );
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id);
  return { workspaceId: workspace.id, partnerId: partner.id };
}

test('the Russian invoice form takes a date typed as 01.12.2026 and an amount as «210 000,50», and shows the money as «210 000,50 ₽»', async ({
  page,
}) => {
  // The first date field fetches the SDK's date picker chunk; the invoice's save and the list follow.
  test.slow();
  await signUpThroughApi(page, 'Петрова Анна');
  const { workspaceId, partnerId } = await workspaceWithPartner(page);

  await page.goto(`/modules/contragents/invoices?partner=${partnerId}`);
  await page.getByRole('button', { name: 'Новый счёт' }).click();
  const editor = page.getByRole('dialog', { name: 'Новый счёт' });
  const date = editor.getByRole('combobox', { name: 'Дата' });
  // The app's own field, whatever the browser's locale: no native mm/dd/yyyy.
  await expect(date).toHaveAttribute('type', 'text');
  await expect(date).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
  await date.fill('');
  await date.pressSequentially('01.12.2026');
  await date.press('Shift+Tab');
  await expect(date).toHaveValue('01.12.2026');
  await editor.getByLabel('Наименование 1').fill('Станок токарный');
  await editor.getByLabel('Цена 1').fill('210 000,50');
  await expect(editor.getByTestId('document-total')).toHaveText('210\u00a0000,50');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toBeHidden();

  const { documents } = await call<{ documents: Array<{ date: string; total: string }> }>(
    page,
    'GET',
    '/modules/contragents/documents?kind=invoice',
    undefined,
    workspaceId,
  );
  expect(documents.map((invoice) => ({ date: invoice.date, total: invoice.total }))).toEqual([{ date: '2026-12-01', total: '210000.50' }]);

  const sums = page.getByTestId('documents-sums');
  await expect(sums).toHaveText('Документов: 1 · сумма 210\u00a0000,50\u00a0₽ · оплачено 0,00\u00a0₽');
  await expect(page.locator('.documents-table tbody tr').first()).toContainText('01.12.2026');
});
