import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { companyInn } from '../modules/contragents/server/testing/requisites';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const SHOTS = path.join(__dirname, '..', 'build', 'e2e-output', 'search-snippets');

/** A workspace whose legal entity sells (so it can make invoices), with a partner to invoice, made current. */
async function sellingWorkspace(page: Page) {
  const serial = Math.floor(Math.random() * 9_000_000);
  const entity = await api(page, 'POST', '/api/v1/profile/legal-entities', {
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
  const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Склад и закупки', legalEntityId: entity.id });
  const { partner } = await api(
    page,
    'POST',
    '/api/v1/modules/contragents/partners',
    { type: 'company', name: 'АО «Вектор»', inn: companyInn(serial + 1) },
    workspace.id,
  );
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  return { workspaceId: workspace.id as string, partnerId: partner.id as string };
}

const ARTICLE = [
  '## Приёмка товара',
  '',
  'Кладовщик сверяет накладную и количество мест. Расхождения фиксируются в акте, копия уходит менеджеру закупок.',
  '',
  '| Поставщик | Срок приёмки |',
  '|---|---|',
  '| АО «Вектор» | 2 дня |',
  '',
  '![Схема склада](/api/v1/modules/wiki/files/00000000-0000-0000-0000-000000000000)',
  '',
  'Претензии поставщикам отправляет отдел закупок в течение трёх рабочих дней.',
].join('\n');

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByRole('searchbox', { name: 'Поиск' }).focus();
    await expect(page.getByRole('menu', { name: 'Поиск' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('top bar search: a wiki snippet is clean text with the matched word marked; an invoice is found by its number', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Ольга Поисковая');
  const { workspaceId, partnerId } = await sellingWorkspace(page);
  await api(
    page,
    'POST',
    '/api/v1/modules/wiki/articles',
    { title: 'Регламент склада', body: ARTICLE, tags: [], status: 'published' },
    workspaceId,
  );
  const { document: invoice } = await api(
    page,
    'POST',
    '/api/v1/modules/contragents/documents',
    {
      kind: 'invoice',
      partnerId,
      date: new Date().toISOString().slice(0, 10),
      lines: [{ name: 'Поставка цемента', quantity: '10', unit: 'шт', price: '1500' }],
    },
    workspaceId,
  );

  await page.goto('/dashboard');
  // The providers come with the modules: search once both are in the sidebar.
  for (const module of ['Вики', 'Партнеры'])
    await expect(page.getByRole('link', { name: module, exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const box = page.getByRole('searchbox', { name: 'Поиск' });
  await box.fill('поставщики');
  const results = page.getByRole('menu', { name: 'Поиск' });
  await expect(results.getByText('Статьи вики')).toBeVisible();
  const article = results.getByRole('menuitem', { name: /^Регламент склада/ });
  const snippet = article.locator('.artel-search-result__description');
  await expect(snippet).toContainText('Поставщик Срок приёмки');
  await expect(snippet).not.toContainText('##');
  await expect(snippet).not.toContainText('|');
  await expect(snippet).not.toContainText('](');
  await expect(snippet.locator('mark').first()).toHaveText('Поставщик');
  // The dropdown keeps to the field's side of the page, the title on its own line above the snippet. The popover
  // grows in from 30 % scale, so its width is read once the transition has ended.
  await expect.poll(async () => (await results.boundingBox())!.width).toBeGreaterThanOrEqual(360);
  expect((await results.boundingBox())!.width).toBeLessThanOrEqual(560);
  const title = (await article.locator('.artel-search-result__title').boundingBox())!;
  expect(title.y + title.height).toBeLessThanOrEqual((await snippet.boundingBox())!.y + 1);
  await shoot(page, 'search-snippet');

  await box.fill(`счёт ${invoice.number}`);
  await expect(results.getByText('Документы', { exact: true })).toBeVisible();
  const found = results.getByRole('menuitem', { name: new RegExp(`^Счёт № ${invoice.number}`) });
  await expect(found).toContainText('АО «Вектор»');
  await expect(found.locator('mark').first()).toHaveText('Счёт');
  await shoot(page, 'search-invoice');
  // The arrow keys reach it and Enter opens it in its drawer.
  await box.focus();
  const rows = results.getByRole('menuitem');
  const index = await rows.evaluateAll(
    (items, id) => items.findIndex((item) => item.textContent?.startsWith(id)),
    `Счёт № ${invoice.number}`,
  );
  for (let step = 0; step < index; step += 1) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await found.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/modules/contragents/invoices\\?document=${invoice.id}$`));
  await expect(page.locator('.documents-drawer').getByRole('heading', { name: new RegExp(`^Счёт № ${invoice.number} от `) })).toBeVisible();
});
