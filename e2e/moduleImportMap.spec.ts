import { expect, test } from '@playwright/test';
import { accessToken, signUp } from './support/users';

test('a module served through the import map mounts under /modules/{id}', async ({ page, request }) => {
  await signUp(page, 'Глеб');
  const token = await accessToken(page);
  const enabled = await request.post('/api/v1/marketplace/modules/hello/enable', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(enabled.ok()).toBeTruthy();

  await page.reload();
  const moduleLink = page.getByRole('navigation', { name: 'Боковая панель' }).getByRole('link', { name: 'Hello' });
  await expect(moduleLink).toBeVisible();
  await moduleLink.click();
  await expect(page).toHaveURL(/\/modules\/hello$/);
  await expect(page.getByRole('heading', { name: 'Hello from a module' })).toBeVisible();

  const importMap = await page.evaluate(() => {
    const system = (window as unknown as { System: { resolve(id: string): string } }).System;
    return system.resolve('@artel-module/hello');
  });
  expect(importMap).toMatch(/\/static\/modules\/hello\/hello\.[0-9a-f]+\.js$/);

  await page.getByRole('link', { name: 'Artel' }).click();
  await expect(page.getByRole('heading', { name: 'Рабочий стол' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello from a module' })).toHaveCount(0);
});
