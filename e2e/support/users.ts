import { expect, type Page } from '@playwright/test';

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.test`;
}

export const PASSWORD = 'correct horse battery';

/** Signs up through the real form and waits for the shell's dashboard. */
export async function signUp(page: Page, name: string, email = uniqueEmail('user')): Promise<string> {
  await page.goto('/auth/register');
  await page.getByLabel('Имя').fill(name);
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

export async function accessToken(page: Page): Promise<string> {
  const tokens = await page.evaluate(() => localStorage.getItem('artel.tokens'));
  if (!tokens) throw new Error('no tokens in localStorage');
  return JSON.parse(tokens).accessToken as string;
}

/**
 * Signs up through the API and stores the session where the shell looks for it, without loading the app: for
 * tests not about signing up, whose next `page.goto` then opens the app signed in. The build's version is
 * stored too, or the shell would take the browser for one coming from another build and clear the session.
 */
export async function signUpThroughApi(page: Page, name: string, email = uniqueEmail('user')): Promise<string> {
  const response = await page.request.post('/api/v1/auth/register', { data: { name, email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as { user: unknown; access_token: string; refresh_token: string; expires_in: number };
  const appVersion = /<meta name="artel-version" content="([^"]+)"/.exec(await (await page.request.get('/auth/login')).text())?.[1];
  expect(appVersion, 'the build version in index.html').toBeTruthy();
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ started, version }) => {
      const tokens = {
        accessToken: started.access_token,
        refreshToken: started.refresh_token,
        expiresAt: Date.now() + started.expires_in * 1000,
      };
      localStorage.setItem('artel.appVersion', version);
      localStorage.setItem('artel.tokens', JSON.stringify(tokens));
      localStorage.setItem('artel.user', JSON.stringify(started.user));
    },
    { started: session, version: appVersion! },
  );
  return email;
}
