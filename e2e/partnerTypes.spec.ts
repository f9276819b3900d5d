/**
 * Partner kinds as Russian practice has them, and @mentions in partner comments: a self-employed partner is
 * made without an ОГРНИП field, a private person without an INN, and «@» in a partner's comment offers the
 * workspace's members through the SDK's shared mention input; the one picked is notified.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi, uniqueEmail } from './support/users';

async function person(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  const email = uniqueEmail('partner-kinds');
  await signUpThroughApi(page, name, email);
  return { page, email };
}

test('a self-employed partner has no ОГРНИП field, a private person needs no INN, and an @mention in a partner comment reaches a colleague', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await person(browser, 'Анна Закупкина');
  const boris = await person(browser, 'Борис Снабженцев');
  const workspace = await api(anna.page, 'POST', '/api/v1/workspaces', { name: 'Закупки' });
  const { token } = await api(anna.page, 'POST', `/api/v1/workspaces/${workspace.id}/invitations`, { email: boris.email, role: 'member' });
  await api(boris.page, 'POST', '/api/invitations/accept', { token });
  await anna.page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id);
  const page = anna.page;

  // Самозанятый: a 12-digit INN and no ОГРНИП or КПП to fill in.
  await page.goto('/modules/contragents/partners');
  await page.getByRole('button', { name: 'Новый партнер' }).click();
  const form = page.getByRole('dialog', { name: 'Новый партнер' });
  await form.getByLabel('Тип').selectOption({ label: 'ИП' });
  await expect(form.getByLabel('ОГРНИП')).toBeVisible();
  await form.getByLabel('Тип').selectOption({ label: 'Самозанятый' });
  await expect(form.getByLabel('ОГРНИП')).toHaveCount(0);
  await expect(form.getByLabel('КПП')).toHaveCount(0);
  await form.getByLabel('Название').fill('Петров Пётр Петрович');
  await form.getByLabel('ИНН').fill('7707083893');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('ИНН индивидуального предпринимателя или физического лица должен содержать 12 цифр')).toBeVisible();
  await form.getByLabel('ИНН').fill('500100732259');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/modules\/contragents\/partners\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Петров Пётр Петрович', level: 1 })).toBeVisible();
  await expect(page.getByText('Самозанятый', { exact: true })).toBeVisible();
  await expect(page.getByText('ОГРНИП')).toHaveCount(0);

  // Физическое лицо: the INN only if known, and no ОГРН, ОГРНИП or КПП.
  await page.goto('/modules/contragents/partners');
  await page.getByRole('button', { name: 'Новый партнер' }).click();
  await form.getByLabel('Тип').selectOption({ label: 'Физическое лицо' });
  for (const field of ['ОГРН', 'ОГРНИП', 'КПП']) await expect(form.getByLabel(field, { exact: true })).toHaveCount(0);
  await form.getByLabel('Название').fill('Иванова Мария Сергеевна');
  await expect(form.getByLabel('ИНН, если известен')).toBeVisible();
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: 'Иванова Мария Сергеевна', level: 1 })).toBeVisible();
  await expect(page.getByText('Физическое лицо', { exact: true })).toBeVisible();

  // «@» and the start of a name offer the members; the one picked is written in and notified.
  const comment = page.getByRole('combobox', { name: 'Комментарий' });
  await comment.pressSequentially('Позвони ей насчёт договора, @Бор');
  const options = page.getByRole('listbox', { name: 'Комментарий' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Борис Снабженцев');
  await comment.press('Enter');
  await expect(comment).toHaveValue('Позвони ей насчёт договора, @Борис Снабженцев ');
  await expect(page.getByText('Упомянуты: Борис Снабженцев')).toBeVisible();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.locator('.contragents-comment__text')).toHaveText('Позвони ей насчёт договора, @Борис Снабженцев');

  await boris.page.goto('/notifications');
  await expect(boris.page.getByText('Анна Закупкина упоминает вас в комментарии о партнере «Иванова Мария Сергеевна»')).toBeVisible();
});
