import { expect, type Page, test } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { linesWith, pdfLayoutLines } from '../modules/contragents/server/testing/pdfLayoutText';
import { pdfText } from '../modules/contragents/server/testing/pdfText';
import { companyInn } from '../modules/contragents/server/testing/requisites';
import { accessToken, signUpThroughApi } from './support/users';

const SHOTS = path.join(__dirname, '..', 'build', 'e2e-output', 'partner-documents');

async function call<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown, workspaceId?: string): Promise<T> {
  const response = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}`, ...(workspaceId ? { 'X-Workspace-ID': workspaceId } : {}) },
    data,
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A workspace owned by a legal entity with a bank account (the seller), with one partner (the buyer), made current. */
async function sellingWorkspace(page: Page) {
  const serial = Math.floor(Math.random() * 9_000_000);
  const entity = await call<{ id: string }>(page, 'POST', '/profile/legal-entities', {
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
  const workspace = await call<{ id: string }>(page, 'POST', '/workspaces', { name: 'Отдел продаж', legalEntityId: entity.id });
  await call(page, 'PUT', '/marketplace/modules/contragents/config', {
    workspaceId: workspace.id,
    config: { sellerHeadName: 'Иванов И. И.', sellerAccountantName: 'Петрова А. С.' },
  });
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

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('partner documents: a contract, an invoice from it and an act from the invoice; the invoice PDF previewed and downloaded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Иванов Иван');
  const { partnerId } = await sellingWorkspace(page);

  await page.goto(`/modules/contragents/contracts?partner=${partnerId}`);
  await expect(page.getByRole('heading', { name: 'Договоры', level: 1 })).toBeVisible();
  await expect(page.getByText('Договоров пока нет')).toBeVisible();
  await page.getByRole('button', { name: 'Новый договор' }).click();
  const editor = page.getByRole('dialog', { name: 'Новый договор' });
  await expect(editor.getByLabel('Покупатель (партнер)')).toHaveValue(partnerId);
  await editor.getByLabel('Предмет договора').fill('Разработка и сопровождение модуля учёта контрагентов');
  // The app's date field, typed as Russian writes dates; Shift+Tab closes its calendar.
  await editor.getByLabel('Действует по').fill('31.12.2027');
  await editor.getByLabel('Действует по').press('Shift+Tab');
  await editor.getByLabel('Наименование 1').fill('Разработка модуля учёта контрагентов');
  await editor.getByLabel('Цена 1').fill('150000');
  await editor.getByRole('button', { name: 'Добавить позицию' }).click();
  await editor.getByLabel('Наименование 2').fill('Сопровождение, часы');
  await editor.getByLabel('Кол-во 2').fill('12,5');
  await editor.getByLabel('Ед. 2').fill('ч');
  await editor.getByLabel('Цена 2').fill('3200');
  // Live totals by the server's rules: 22% inside 190 000,00.
  await expect(editor.getByTestId('document-total')).toHaveText('190\u00a0000,00');
  await expect(editor.getByText('В том числе НДС 22%:')).toBeVisible();
  await expect(editor.getByText('34\u00a0262,29')).toBeVisible();
  await shoot(page, 'contract-editor');
  await editor.getByRole('button', { name: 'Сохранить' }).click();

  const drawer = page.locator('.documents-drawer');
  await expect(drawer.getByRole('heading', { name: /^Договор № 1\/\d{4} от / })).toBeVisible();
  await drawer.getByRole('button', { name: 'Ввести в действие' }).click();
  await expect(drawer.locator('.documents-drawer__status')).toContainText('Действует');

  await drawer.getByRole('button', { name: 'Выставить счёт' }).click();
  await expect(page).toHaveURL(/\/modules\/contragents\/invoices\?document=[0-9a-f-]{36}$/);
  await expect(drawer.getByRole('heading', { name: /^Счёт № 1 от / })).toBeVisible();
  await expect(drawer).toContainText(/Договор № 1\/\d{4} от/);
  await expect(drawer.getByTestId('document-total')).toHaveText('190\u00a0000,00');
  await drawer.getByRole('button', { name: 'Выставить', exact: true }).click();
  await expect(drawer.locator('.documents-drawer__status')).toContainText('Выставлен');

  await drawer.getByLabel('Сумма оплаты').fill('40000');
  await drawer.getByRole('button', { name: 'Записать оплату' }).click();
  await expect(drawer.locator('.documents-drawer__status')).toContainText('Частично оплачен');
  await expect(drawer).toContainText('Осталось оплатить: 150\u00a0000,00 ₽');

  await drawer.getByRole('button', { name: 'Просмотр PDF' }).click();
  const frame = drawer.locator('iframe.documents-pdf');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(frame).toHaveAttribute('title', 'PDF: Счёт № 1');

  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Скачать PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Счёт № 1 от \d{2}\.\d{2}\.\d{4}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await writeFile(path.join(SHOTS, 'invoice.pdf'), pdf);
  const text = await pdfText(pdf);
  expect(text).toContain('Счёт на оплату № 1');
  expect(text).toContain('ООО «Ромашка»');
  expect(text).toContain('АО «Вектор»');
  expect(text).toContain('Сто девяносто тысяч рублей 00 копеек');
  await shoot(page, 'invoice-drawer');

  await drawer.getByRole('button', { name: 'Создать акт' }).click();
  await expect(page).toHaveURL(/\/modules\/contragents\/acts\?document=[0-9a-f-]{36}$/);
  await expect(drawer.getByRole('heading', { name: /^Акт № 1 от / })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Открыть счёт' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Подписать' }).click();
  await expect(drawer.locator('.documents-drawer__status')).toContainText('Подписан');
  await page.keyboard.press('Escape');

  await page.goto(`/modules/contragents/invoices?partner=${partnerId}`);
  await expect(page.getByLabel('Партнер')).toHaveValue(partnerId);
  await expect(page.getByTestId('documents-sums')).toHaveText('Документов: 1 · сумма 190\u00a0000,00 ₽ · оплачено 40\u00a0000,00 ₽');
  await page.getByLabel('Статус').selectOption('paid');
  await expect(page).toHaveURL(/state=paid/);
  await expect(page.getByText('Счетов пока нет')).toBeVisible();
  await page.getByLabel('Статус').selectOption('partiallyPaid');
  await expect(page.getByRole('link', { name: '1', exact: true })).toBeVisible();
  await shoot(page, 'invoices-list');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Выгрузить в CSV' }).click()]);
  const csvText = (await readFile(await csv.path())).toString('utf8');
  expect(csvText).toContain('АО «Вектор»');
  expect(csvText).toContain('Счёт;1;');
  expect(csvText).toContain('частично оплачен;');

  await page.goto('/dashboard');
  const receivables = page.locator('.documents-widget').first();
  await expect(receivables).toContainText('Партнеры должны 150\u00a0000,00 ₽');
  await expect(receivables).toContainText('Неоплаченных счетов: 1');
  await expect(page.getByText('Просроченных счетов нет')).toBeVisible();
  await shoot(page, 'dashboard');
});

test('a kanban card links a partner from the card dialog, through the Partners module’s service', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Петров Пётр');
  const { workspaceId } = await sellingWorkspace(page);
  const board = await call<{ id: string }>(page, 'POST', `/workspaces/${workspaceId}/boards`, { name: 'Продажи' }, workspaceId);
  const { column } = await call<{ column: { id: string } }>(
    page,
    'POST',
    `/modules/kanban/boards/${board.id}/columns`,
    { name: 'Сделать' },
    workspaceId,
  );
  const { card } = await call<{ card: { id: string } }>(
    page,
    'POST',
    `/modules/kanban/columns/${column.id}/cards`,
    { title: 'Подписать договор' },
    workspaceId,
  );

  await page.goto(`/modules/kanban/boards/${board.id}?card=${card.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Партнер').fill('вект');
  await dialog.getByRole('menuitem', { name: /АО «Вектор»/ }).click();
  const link = dialog.getByRole('link', { name: 'АО «Вектор»' });
  await expect(link).toHaveAttribute('href', /^\/modules\/contragents\/partners\/[0-9a-f-]{36}$/);
  await shoot(page, 'card-partner');
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'АО «Вектор»' })).toBeVisible();
});

test('a contract follows the workspace’s template, names who signs for each side and keeps a 13-digit price on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpThroughApi(page, 'Иванов Иван');
  const { partnerId } = await sellingWorkspace(page);

  await page.goto(`/modules/contragents/contracts?partner=${partnerId}`);
  await page.getByRole('button', { name: 'Шаблон договора' }).click();
  const settings = page.getByRole('dialog', { name: 'Шаблон договора' });
  const template = settings.getByLabel('Текст договора (шаблон по умолчанию)');
  await expect(template).toHaveValue(/# Форс-мажор/);
  await template.fill(
    '{seller}, с одной стороны, и {buyer}, с другой стороны, заключили Договор:\n# Предмет договора\n{subject}\n# Цена и порядок расчётов\n{price}\n# Особые условия\nРаботы ведутся в офисе Заказчика.\n# Реквизиты и подписи сторон\n{requisites}',
  );
  await settings.getByRole('button', { name: 'Сохранить шаблон' }).click();
  await expect(settings.getByLabel('Текст договора (шаблон этого пространства)')).toBeVisible();
  await settings.locator('.bp6-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();
  await expect(settings).toBeHidden();

  await page.getByRole('button', { name: 'Новый договор' }).click();
  const editor = page.getByRole('dialog', { name: 'Новый договор' });
  await editor.getByLabel('Предмет договора').fill('Поставка и монтаж оборудования');
  await editor.getByLabel('Должность').fill('Директор');
  await editor.getByLabel('ФИО полностью').fill('Сидоров Пётр Юрьевич');
  await editor.getByLabel('Действует на основании').fill('доверенности № 7 от 01.11.2026');
  await editor.getByLabel('Наименование 1').fill('Оборудование');
  await editor.getByLabel('Цена 1').fill('1234567890.12');
  await editor.getByRole('button', { name: 'Сохранить' }).click();

  const drawer = page.locator('.documents-drawer');
  await expect(drawer.getByRole('heading', { name: /^Договор № 1\/\d{4} от / })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Скачать PDF' }).click()]);
  const pdf = await readFile(await download.path());
  const text = await pdfText(pdf);
  expect(text).toContain('в лице генерального директора Иванова И. И., действующего на основании Устава, с одной стороны');
  expect(text).toContain(
    'АО «Вектор», именуемое в дальнейшем «Заказчик», в лице директора Сидорова Петра Юрьевича, действующего на основании доверенности № 7 от 01.11.2026',
  );
  expect(text).toContain('3. Особые условия 3.1. Работы ведутся в офисе Заказчика.');
  expect(text).not.toContain('Форс-мажор');
  const lines = await pdfLayoutLines(pdf);
  expect(linesWith(lines, '1 234 567 890,12 ₽').length).toBeGreaterThan(0);
  expect(lines.some((line) => /1 234 567 890,12\s+1 234 567 890,12/.test(line))).toBe(true);
});
