import { expect, type Page, test } from '@playwright/test';
import { onOwnInstance } from './support/ownInstance';
import { accessToken, signUp } from './support/users';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Боковая панель' });
const helloLink = (page: Page) => sidebar(page).getByRole('link', { name: 'Hello' });
const helloHeading = (page: Page) => page.getByRole('heading', { name: 'Hello from a module' });
const moduleCard = (page: Page, name: string) => page.getByRole('article', { name });

async function openCatalog(page: Page) {
  await page.getByRole('link', { name: 'Маркетплейс' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
}

async function enableHello(page: Page) {
  await openCatalog(page);
  await moduleCard(page, 'Hello').getByRole('button', { name: 'Подключить' }).click();
  await expect(helloLink(page)).toBeVisible();
}

/** Set once; still there at the end only if the page never reloaded in between. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function isSameDocument(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
}

/** An in-app link to a path: the router follows it without loading the page again. */
async function visitInApp(page: Page, pathname: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

async function switchWorkspace(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Рабочее пространство: ${from}` }).click();
  await page.getByRole('menuitem', { name: to }).first().click();
  await expect(page.getByText(`Переключено на ${to}`)).toBeVisible();
}

/** Blocking is platform-wide and needs the instance's first account: this test gets a server of its own. */
onOwnInstance(
  'a module the platform admin blocks is unloaded at once where it runs and cannot be enabled; unblocking brings it back',
  async ({ page: admin, browser, baseURL }) => {
    await signUp(admin, 'Администратор платформы');
    const userContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
    try {
      const user = await userContext.newPage();
      await signUp(user, 'Мария');
      await enableHello(user);
      await helloLink(user).click();
      await expect(helloHeading(user)).toBeVisible();
      await markDocument(user);

      await admin.goto('/admin/modules');
      await admin.getByRole('button', { name: 'Заблокировать Hello' }).click();
      await expect(admin.getByText('Модуль «Hello» заблокирован')).toBeVisible();

      await expect(helloLink(user)).toHaveCount(0);
      await expect(helloHeading(user)).toHaveCount(0);
      await expect(user).toHaveURL(/\/workspaces\/[0-9a-f-]+$/);
      await expect(user.getByText('Модуль «Hello» заблокирован администратором платформы')).toBeVisible();

      await openCatalog(user);
      const card = moduleCard(user, 'Hello');
      await expect(card.getByText('Заблокирован')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Подключить' })).toHaveCount(0);
      const refused = await user.request.post('/api/v1/marketplace/modules/hello/enable', {
        headers: { Authorization: `Bearer ${await accessToken(user)}` },
        data: {},
      });
      expect([refused.status(), (await refused.json()).error.code]).toEqual([403, 'module_blocked']);
      expect(await isSameDocument(user)).toBe(true);

      await admin.getByRole('button', { name: 'Разблокировать Hello' }).click();
      await expect(admin.getByText('Модуль «Hello» разблокирован')).toBeVisible();
      // The user's workspace never disabled it: it runs there again, still without a reload.
      await expect(helloLink(user)).toBeVisible();
      await helloLink(user).click();
      await expect(helloHeading(user)).toBeVisible();
      expect(await isSameDocument(user)).toBe(true);

      await enableHello(admin);
      await helloLink(admin).click();
      await expect(helloHeading(admin)).toBeVisible();
    } finally {
      await userContext.close();
    }
  },
);

test('switching workspace unloads a module enabled only in the one left; switching back brings it again, no reload', async ({ page }) => {
  await signUp(page, 'Лев');
  const created = await page.request.post('/api/v1/workspaces', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { name: 'Второе пространство' },
  });
  expect(created.status()).toBe(201);
  const second = (await created.json()).id as string;
  // The switcher lists workspaces as they were at the start: load the page once more to see the new one.
  await page.reload();

  await enableHello(page);
  await helloLink(page).click();
  await expect(helloHeading(page)).toBeVisible();
  await markDocument(page);

  await switchWorkspace(page, 'Личное пространство', 'Второе пространство');
  await expect(helloLink(page)).toHaveCount(0);
  await expect(helloHeading(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/workspaces/${second}$`));

  await visitInApp(page, '/modules/hello');
  await expect(page.getByText('Модуль «hello» не подключён в этом рабочем пространстве.')).toBeVisible();
  await expect(helloHeading(page)).toHaveCount(0);

  await switchWorkspace(page, 'Второе пространство', 'Личное пространство');
  await expect(helloLink(page)).toBeVisible();
  await helloLink(page).click();
  await expect(helloHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});
