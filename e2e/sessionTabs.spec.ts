import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/users';

/**
 * Issue 10: two tabs of one browser used to log the user out when both refreshed the access token. The tabs
 * run on Playwright's clock: jumping it past the monitor's next 30 s check and into the last 600 s of the
 * access token's 900 s lifetime makes both tabs' token monitors refresh at the same moment, racing for the
 * refresh token as they did every 5 minutes before. The jump leaves the token well short of expiry.
 */
const ACCESS_TOKEN_TTL_MS = 900_000;
const TOKEN_MONITOR_REFRESH_THRESHOLD_MS = 600_000;
const TOKEN_MONITOR_INTERVAL_MS = 30_000;

interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

const storedTokens = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('artel.tokens') ?? 'null') as StoredTokens | null);

/** What the tab itself holds in memory (the SDK's session store), not what storage says. */
const heldTokens = (page: Page) =>
  page.evaluate(async () => {
    const system = (window as unknown as { System: { import(name: string): Promise<unknown> } }).System;
    const sdk = (await system.import('@artel/sdk')) as { $session: { getState(): StoredTokens } };
    const { accessToken, refreshToken } = sdk.$session.getState();
    return { accessToken, refreshToken };
  });

/**
 * Both tabs refresh at the same moment, as their token monitors and 401 handlers do: `second` waits for a
 * message from `first`, which starts its own refresh as it sends it. Two calls one after the other would not
 * race: the second tab could take the first's new tokens from storage and then refresh them once more.
 */
async function refreshInBothTabs(first: Page, second: Page): Promise<[string, string]> {
  await second.evaluate(async () => {
    const system = (window as unknown as { System: { import(name: string): Promise<unknown> } }).System;
    const sdk = (await system.import('@artel/sdk')) as { refreshSessionFx(): Promise<StoredTokens> };
    const channel = new BroadcastChannel('e2e.refresh');
    (window as unknown as { e2eRefreshed: Promise<string> }).e2eRefreshed = new Promise((resolve, reject) => {
      channel.onmessage = () => {
        channel.close();
        sdk.refreshSessionFx().then((tokens) => resolve(tokens.refreshToken), reject);
      };
    });
  });
  const fromFirst = await first.evaluate(async () => {
    const system = (window as unknown as { System: { import(name: string): Promise<unknown> } }).System;
    const sdk = (await system.import('@artel/sdk')) as { refreshSessionFx(): Promise<StoredTokens> };
    const channel = new BroadcastChannel('e2e.refresh');
    channel.postMessage('go');
    channel.close();
    return (await sdk.refreshSessionFx()).refreshToken;
  });
  const fromSecond = await second.evaluate(() => (window as unknown as { e2eRefreshed: Promise<string> }).e2eRefreshed);
  return [fromFirst, fromSecond];
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
}

test('two tabs of one browser stay signed in across token refreshes', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.clock.install();
  const refreshAnswers: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh')) refreshAnswers.push(response.status());
  });
  const first = await context.newPage();
  await signUp(first, 'Анна');
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expectSignedIn(second);

  // A forced refresh in both tabs at once: they end with the same tokens, and the server revoked nothing.
  const [fromFirst, fromSecond] = await refreshInBothTabs(first, second);
  expect(fromFirst).toBe(fromSecond);
  expect(await heldTokens(first)).toEqual(await heldTokens(second));

  // Then the monitors of both tabs refresh on their own at their next check.
  const before = (await storedTokens(first))!.accessToken;
  // An access token carries its issue time in whole seconds: one issued within the same second would be the same string.
  await first.waitForTimeout(1_100);
  await context.clock.fastForward(ACCESS_TOKEN_TTL_MS - TOKEN_MONITOR_REFRESH_THRESHOLD_MS + TOKEN_MONITOR_INTERVAL_MS);
  await expect.poll(async () => (await storedTokens(first))!.accessToken).not.toBe(before);
  const allTabsAgree = async () => {
    const stored = (await storedTokens(first))?.refreshToken;
    return (await heldTokens(first)).refreshToken === stored && (await heldTokens(second)).refreshToken === stored;
  };
  await expect.poll(allTabsAgree).toBe(true);

  expect(refreshAnswers.length).toBeGreaterThanOrEqual(2);
  expect(refreshAnswers.every((status) => status === 200)).toBe(true);
  for (const page of [first, second]) {
    await page.reload();
    await expectSignedIn(page);
  }
  const me = await first.request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${(await storedTokens(first))!.accessToken}` },
  });
  expect(me.status()).toBe(200);

  // Logging out in one tab ends the session in the other, and its access token stops working at once.
  const lastToken = (await storedTokens(second))!.accessToken;
  await first.getByRole('button', { name: 'Меню пользователя' }).click();
  await first.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(first).toHaveURL(/\/auth\/login$/);
  await expect(second).toHaveURL(/\/auth\/login/);
  const afterLogout = await first.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${lastToken}` } });
  expect(afterLogout.status()).toBe(401);
  await context.close();
});
