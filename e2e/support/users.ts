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
