import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi, uniqueEmail } from './support/users';

async function signedUp(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = await signUpThroughApi(page, name, uniqueEmail('guard'));
  return { page, email };
}

test('a viewer is not offered, and cannot open, the pages that write the wiki or configure Telegram', async ({ browser }) => {
  const owner = await signedUp(browser, 'Анна Смирнова');
  const viewer = await signedUp(browser, 'Вера Наблюдатель');
  const workspace = await api(owner.page, 'POST', '/api/v1/workspaces', { name: 'Стройка' });
  const { token } = await api(owner.page, 'POST', `/api/v1/workspaces/${workspace.id}/invitations`, {
    email: viewer.email,
    role: 'viewer',
  });
  await api(viewer.page, 'POST', '/api/invitations/accept', { token });
  await api(owner.page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId: workspace.id });
  await viewer.page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);

  await viewer.page.goto('/modules/wiki/wiki/article/new');
  await expect(viewer.page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  await expect(viewer.page.getByRole('heading', { name: 'Новая статья' })).toHaveCount(0);
  await viewer.page.getByRole('link', { name: 'К главной странице модуля' }).click();
  await expect(viewer.page).toHaveURL(/\/modules\/wiki$/);
  await expect(viewer.page.getByRole('heading', { name: 'Вики' })).toBeVisible();
  await expect(viewer.page.getByRole('button', { name: 'Новая статья' })).toHaveCount(0);

  await viewer.page.goto('/modules/telegram/auth');
  await expect(viewer.page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  await viewer.page.goto('/modules/telegram/settings');
  await expect(viewer.page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  await viewer.page.getByRole('link', { name: 'К главной странице модуля' }).click();
  const telegramNav = viewer.page.getByRole('navigation').filter({ has: viewer.page.getByRole('link', { name: 'Обзор' }) });
  await expect(telegramNav).toBeVisible();
  await expect(telegramNav.getByRole('link')).toHaveText(['Обзор']);

  // The owner, in the same workspace, is offered and opens them.
  await owner.page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  await owner.page.goto('/modules/wiki');
  await owner.page.getByRole('button', { name: 'Новая статья' }).click();
  await expect(owner.page).toHaveURL(/\/modules\/wiki\/wiki\/article\/new$/);
  await expect(owner.page.getByRole('heading', { name: 'Новая статья' })).toBeVisible();
  await expect(owner.page.getByRole('heading', { name: 'Нет доступа' })).toHaveCount(0);
});
