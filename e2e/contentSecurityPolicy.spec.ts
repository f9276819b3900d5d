import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/users';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects every CSP violation of the page, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return async () => {
    const fromPage = await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
    return [...fromPage, ...consoleReports.map((text) => ({ directive: 'console', blocked: '', sample: text }))];
  };
}

test('the app works under its Content-Security-Policy: dashboard, a kanban board and the marketplace with zero violations', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const answer = await page.goto('/auth/register');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(answer?.headers()['x-frame-options']).toBe('DENY');
  expect(answer?.headers()['x-content-type-options']).toBe('nosniff');

  await signUp(page, 'Ирина');
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/modules/kanban/boards');
  await page.getByLabel('Название доски').fill('Безопасность');
  await page.getByRole('button', { name: 'Создать доску' }).click();
  await expect(page.getByRole('heading', { name: 'Безопасность' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить колонку' }).click();
  await page.getByLabel('Название колонки').fill('Сделать');
  await page.getByLabel('Название колонки').press('Enter');
  await expect(page.getByRole('region', { name: 'Сделать', exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.getByRole('link', { name: 'Маркетплейс' }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole('article', { name: 'Hello' })).toBeVisible();
  expect(await violations()).toEqual([]);

  // A module developer's import-map-overrides panel works under the policy too.
  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  await page.reload();
  await expect(page.locator('import-map-overrides-full .imo-trigger')).toBeVisible();
  await page.locator('import-map-overrides-full .imo-trigger').click();
  await expect(page.getByText('@artel/sdk').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // The policy really bites: markup injected with an inline handler does not run it.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/none.png" onerror="window.injected = true">'));
  await expect.poll(async () => (await violations()).map((violation) => violation.directive)).toContain('script-src-attr');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
