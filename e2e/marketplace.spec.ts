import { expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onOwnInstance } from './support/ownInstance';
import { signUp } from './support/users';

const repoRoot = path.resolve(__dirname, '..');

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Боковая панель' });
const moduleCard = (page: Page, name: string) => page.getByRole('article', { name });

async function openCatalog(page: Page) {
  await page.getByRole('link', { name: 'Маркетплейс' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
}

test('enabling a module adds its sidebar item and page at once; disabling removes both; nothing reloads', async ({ page }) => {
  await signUp(page, 'Вера');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await openCatalog(page);

  const hello = moduleCard(page, 'Hello');
  await expect(hello.getByText('Не установлен')).toBeVisible();
  const started = await page.evaluate(() => performance.now());
  await hello.getByRole('button', { name: 'Подключить' }).click();
  const link = sidebar(page).getByRole('link', { name: 'Hello' });
  await expect(link).toBeVisible();
  const linked = await page.evaluate(() => performance.now());
  await link.click();
  await expect(page.getByRole('heading', { name: 'Hello from a module' })).toBeVisible();
  const interactive = await page.evaluate(() => performance.now());
  const timing = `click Enable -> sidebar item ${Math.round(linked - started)} ms; -> module page interactive ${Math.round(interactive - started)} ms`;
  test.info().annotations.push({ type: 'timing', description: timing });
  console.log(timing);

  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();

  await openCatalog(page);
  // Disabling asks first: cancelling keeps the module, confirming takes it away.
  await moduleCard(page, 'Hello').getByRole('button', { name: 'Отключить' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Отключить «Hello» в этом пространстве?');
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Hello' })).toBeVisible();
  await moduleCard(page, 'Hello').getByRole('button', { name: 'Отключить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отключить' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Hello' })).toHaveCount(0);
  await expect(moduleCard(page, 'Hello').getByText('Отключён')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.goto('/modules/hello');
  await expect(page.getByText('Модуль «hello» не подключён в этом рабочем пространстве.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello from a module' })).toHaveCount(0);
});

test('kanban: disabling removes its sidebar items and pages, enabling brings /modules/kanban/boards back, no reload', async ({ page }) => {
  await signUp(page, 'Дина');
  const boards = sidebar(page).getByRole('link', { name: 'Доски' });
  const calendar = sidebar(page).getByRole('link', { name: 'Календарь' });
  await expect(boards).toBeVisible();
  await expect(calendar).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await openCatalog(page);
  await moduleCard(page, 'Доски').getByRole('button', { name: 'Отключить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отключить' }).click();
  await expect(boards).toHaveCount(0);
  await expect(calendar).toHaveCount(0);

  await moduleCard(page, 'Доски').getByRole('button', { name: 'Подключить' }).click();
  await expect(boards).toBeVisible();
  await boards.click();
  await expect(page).toHaveURL(/\/modules\/kanban\/boards$/);
  await expect(page.getByRole('heading', { name: 'Доски', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a module that throws on mount shows its error panel while the rest of the shell works', async ({ page }) => {
  await signUp(page, 'Борис');
  await openCatalog(page);
  await moduleCard(page, 'Broken').getByRole('button', { name: 'Подключить' }).click();
  await sidebar(page).getByRole('link', { name: 'Broken' }).click();
  await expect(page).toHaveURL(/\/modules\/broken$/);
  const panel = page.getByRole('alert').filter({ hasText: 'Модуль не загрузился' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Повторить' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Рабочий стол' }).click();
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  await openCatalog(page);
  await expect(moduleCard(page, 'Hello')).toBeVisible();
});

test('a bundle whose integrity does not match is refused; Retry loads the genuine one', async ({ page }) => {
  await signUp(page, 'Глеб');
  // Serve a tampered copy of the bundle: its bytes no longer match the integrity the server handed out.
  await page.route('**/static/modules/hello/*.js', async (route) => {
    const genuine = await route.fetch();
    const tampered = `${await genuine.text()}\n;window.tampered = true;`;
    await route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'cache-control': 'no-store' }, body: tampered });
  });
  await openCatalog(page);
  await moduleCard(page, 'Hello').getByRole('button', { name: 'Подключить' }).click();
  await expect(
    page.getByText(/^Failed to load module hello: Retry exhausted for @artel-module\/hello after 3 attempts/).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(sidebar(page).getByRole('link', { name: 'Hello' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();

  await page.evaluate(() => {
    history.pushState(null, '', '/modules/hello');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const panel = page.getByRole('alert').filter({ hasText: 'Модуль «Hello» не загрузился' });
  await expect(panel).toContainText('Failed to load module hello');

  await page.unroute('**/static/modules/hello/*.js');
  await panel.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'Hello from a module' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Hello' })).toBeVisible();
});

// Publishing needs the developer permission: on its own instance Дина is the first account, the platform admin.
onOwnInstance(
  'a module made with create-module, built and published in the developer dashboard, mounts and keeps its data',
  async ({ page }) => {
    test.setTimeout(120_000);
    const id = `e2e-notes-${Date.now().toString(36)}`;
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-e2e-module-'));
    const moduleDirectory = path.join(parent, id);
    try {
      execFileSync(process.execPath, ['scripts/create-module.mjs', id, '--dir', parent, '--name', 'Заметки команды'], { cwd: repoRoot });
      execFileSync('npm', ['run', 'build'], { cwd: moduleDirectory, stdio: 'pipe' });
      const dist = path.join(moduleDirectory, 'dist');
      const bundle = fs.readdirSync(dist).find((file) => file.endsWith('.js'));
      if (!bundle) throw new Error('npm run build wrote no bundle');

      await signUp(page, 'Дина');
      await openCatalog(page);
      await page.getByRole('navigation', { name: 'Разделы маркетплейса' }).getByRole('link', { name: 'Разработчикам' }).click();
      await page.getByLabel('Манифест (manifest.json)').setInputFiles(path.join(dist, 'manifest.json'));
      await page.getByLabel('Сборка модуля (.js)').setInputFiles(path.join(dist, bundle));
      await page.getByLabel('Что нового (по строке на изменение)').fill('Первая версия');
      await page.getByRole('button', { name: 'Опубликовать' }).click();
      const mine = page.getByRole('article', { name: `Заметки команды ${id}` });
      await expect(mine).toContainText('Последняя версия 1.0.0');
      await expect(mine).toContainText('1.0.0 —');

      await openCatalog(page);
      await moduleCard(page, 'Заметки команды').getByRole('button', { name: 'Подключить' }).click();
      await sidebar(page).getByRole('link', { name: 'Заметки команды' }).click();
      await expect(page).toHaveURL(new RegExp(`/modules/${id}$`));
      await expect(page.getByRole('heading', { name: 'Заметки', exact: true })).toBeVisible();
      await expect(page.getByText('Заметок пока нет')).toBeVisible();

      await page.getByLabel('Новая заметка').fill('Позвонить в банк');
      await page.getByRole('button', { name: 'Добавить' }).click();
      await expect(page.getByText('Позвонить в банк')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Заметки', exact: true })).toBeVisible();
      await expect(page.getByText('Позвонить в банк')).toBeVisible();
      await expect(page.getByText('Заметок пока нет')).toHaveCount(0);

      await sidebar(page).getByRole('link', { name: 'Рабочий стол' }).click();
      const widgets = page.getByRole('region', { name: 'Виджеты' });
      await expect(widgets.getByText('Заметок: 1')).toBeVisible();
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  },
);
