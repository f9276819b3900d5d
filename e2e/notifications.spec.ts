import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { accessToken, signUp, uniqueEmail } from './support/users';

interface SignedInUser {
  context: BrowserContext;
  page: Page;
  email: string;
  token: string;
}

async function signedInUser(
  browser: Browser,
  name: string,
  emailPrefix: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<SignedInUser> {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  const email = await signUp(page, name, uniqueEmail(emailPrefix));
  return { context, page, email, token: await accessToken(page) };
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Уведомления/ });
}

function badge(page: Page) {
  return page.getByTestId('notification-badge');
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('B’s bell rises live over the socket when a notification for B is created', async ({ browser, request }) => {
  const b = await signedInUser(browser, 'Борис', 'boris');
  await expect(bell(b.page)).toHaveAttribute('data-delivery-transport', 'websocket');
  await expect(badge(b.page)).toHaveCount(0);

  // The pulse lasts one second: watch for it from inside the page rather than race it from here.
  await b.page.evaluate(() => {
    const seen = document.documentElement;
    new MutationObserver(() => {
      if (document.querySelector('.artel-bell__badge--pulse')) seen.dataset.bellPulsed = 'yes';
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // Created outside B's page: only live delivery can bring it there.
  await api(request, b.token, 'POST', '/notifications/test');
  await expect(badge(b.page)).toHaveText('1');
  await expect(b.page.locator('html')).toHaveAttribute('data-bell-pulsed', 'yes');

  await bell(b.page).click();
  const item = b.page.getByRole('button', { name: /Тестовое уведомление/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('только что');
  await item.click();
  await expect(b.page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/);
  await expect(b.page.getByRole('heading', { name: 'Тестовое уведомление' })).toBeVisible();
  await expect(badge(b.page)).toHaveCount(0);
  await b.context.close();
});

test('the same delivery arrives by long poll when the page’s WebSocket is blocked', async ({ browser, request }) => {
  const b = await signedInUser(browser, 'Вера', 'vera', async (context) => {
    await context.routeWebSocket(/\/api\/v1\/notifications\/ws/, (socket) => socket.close({ code: 1011, reason: 'blocked by the test' }));
  });
  await expect(bell(b.page)).toHaveAttribute('data-delivery-transport', 'polling');
  await expect(bell(b.page)).toHaveAttribute('data-delivery-status', 'error');

  const polled = b.page.waitForResponse(async (response) => {
    if (!response.url().includes('/api/v1/notifications/poll')) return false;
    const body = (await response.json()) as { notifications: Array<{ title: string }> };
    return body.notifications.some((notification) => notification.title === 'Тестовое уведомление');
  });
  await api(request, b.token, 'POST', '/notifications/test');
  await polled;
  await expect(badge(b.page)).toHaveText('1');

  await bell(b.page).click();
  await expect(b.page.getByRole('button', { name: /Тестовое уведомление/ })).toBeVisible();
  await b.context.close();
});

// Needs the invitation routes of issue 3 to raise notifyInvitationReceived (server/src/notifications/platformEvents.ts).
test('B’s bell rises live when A invites B to a workspace', async ({ browser }) => {
  const a = await signedInUser(browser, 'Анна', 'anna');
  const b = await signedInUser(browser, 'Борис', 'boris');
  await expect(bell(b.page)).toHaveAttribute('data-delivery-status', 'connected');

  const workspace = await api<{ id: string }>(a.page.request, a.token, 'POST', '/workspaces', { name: 'Маркетинг' });
  await api(a.page.request, a.token, 'POST', `/workspaces/${workspace.id}/invitations`, { email: b.email, role: 'member' });

  await expect(badge(b.page)).toHaveText('1');
  await bell(b.page).click();
  await expect(b.page.getByRole('button', { name: /Маркетинг/ })).toBeVisible();
  await a.context.close();
  await b.context.close();
});
