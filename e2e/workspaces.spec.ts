import { type Browser, expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail } from './support/users';

/** A legal entity's INN with a valid check digit, different on every run (INNs are unique on the platform). */
function freshInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = Array.from({ length: 9 }, (_, index) =>
    index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  const check = (digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11) % 10;
  return [...digits, check].join('');
}

async function createOrganisation(page: Page, name: string): Promise<void> {
  await page.goto('/profile/legal-entities/create');
  await page.getByLabel('Название').fill(name);
  await page.getByLabel('ИНН').fill(freshInn());
  await page.getByLabel('Адрес').fill('190000, г. Санкт-Петербург, Невский пр., д. 1');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Юридическое лицо успешно создано')).toBeVisible();
}

/** Signs up on the page the guest was sent to (the sign-in page with its redirect), through 'Зарегистрироваться'. */
async function signUpFromLogin(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await page.getByLabel('Имя').fill(name);
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an owner invites a colleague, who joins through the link and loses create rights as a viewer', async ({ page, browser }) => {
  // A: an organisation, then a workspace through the switcher's Create Workspace modal (Ctrl+K).
  await signUp(page, 'Анна');
  await createOrganisation(page, 'ООО «Артель»');
  await page.goto('/dashboard');
  // The shortcut is the top bar's: a key pressed before the bar is on screen reaches nothing.
  await expect(page.getByRole('button', { name: /^Рабочее пространство:/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Поиск рабочего пространства' })).toBeFocused();
  await page.getByRole('menuitem', { name: 'Создать рабочее пространство' }).click();
  const dialog = page.getByRole('dialog', { name: 'Создать рабочее пространство' });
  await dialog.getByLabel('Название').fill('Отдел продаж');
  await dialog.getByLabel('Описание').fill('Сделки и клиенты');
  await dialog.getByRole('button', { name: 'Ракета' }).click();
  await dialog.getByRole('button', { name: 'Бирюзовый' }).click();
  await expect(dialog.getByLabel('Организация')).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Отдел продаж', level: 1 })).toBeVisible();
  await expect(page.getByText('Переключено на Отдел продаж')).toBeVisible();
  const workspaceUrl = page.url();
  const workspaceId = new URL(workspaceUrl).pathname.split('/').pop()!;

  // A invites B on the permissions page and copies the link.
  const emailB = uniqueEmail('boris');
  await page.getByRole('link', { name: 'Участники и права' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspaces/${workspaceId}/permissions$`));
  await page.getByLabel('Электронная почта приглашённого').fill(emailB);
  await page.getByRole('button', { name: 'Пригласить' }).click();
  const linkField = page.getByRole('textbox', { name: `Ссылка-приглашение для ${emailB}` });
  await expect(linkField).toHaveValue(/\/invitations\/accept\?token=/);
  const inviteLink = await linkField.inputValue();

  // B is not signed in: the link sends them to sign in, which names the invitation; they sign up instead and,
  // having seen the invitation there, join at once (issue 31).
  const pageB = await newPage(browser);
  await pageB.goto(inviteLink);
  await expect(pageB).toHaveURL(/\/auth\/login\?redirect=%2Finvitations%2Faccept%3Ftoken%3D/);
  await expect(pageB.getByText('Вас пригласили в «Отдел продаж»')).toBeVisible();
  await signUpFromLogin(pageB, 'Борис', emailB);
  await expect(pageB).toHaveURL(new RegExp(`/workspaces/${workspaceId}$`));
  await expect(pageB.getByRole('heading', { name: 'Отдел продаж', level: 1 })).toBeVisible();
  await expect(pageB.getByText('Участник', { exact: true })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Создать доску' })).toBeVisible();

  // A member is no owner or admin: the permissions page sends them to the workspace list.
  await pageB.goto(`/workspaces/${workspaceId}/permissions`);
  await expect(pageB).toHaveURL(/\/workspaces$/);
  await expect(pageB.getByRole('link', { name: 'Отдел продаж' })).toBeVisible();

  // A makes B a viewer.
  await page.reload();
  const roleOfB = page.getByRole('combobox', { name: 'Роль: Борис' });
  await expect(roleOfB).toHaveValue('member');
  await roleOfB.selectOption({ label: 'Наблюдатель' });
  await expect(roleOfB).toHaveValue('viewer');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Роль: Борис' })).toHaveValue('viewer');

  // Revoking an invitation asks first: its link stops working for good.
  const emailC = uniqueEmail('vera');
  await page.getByLabel('Электронная почта приглашённого').fill(emailC);
  await page.getByRole('button', { name: 'Пригласить' }).click();
  const pending = page.getByRole('table', { name: 'Ожидают ответа' });
  await expect(pending.getByText(emailC)).toBeVisible();
  const revokedLink = await page.getByRole('textbox', { name: `Ссылка-приглашение для ${emailC}` }).inputValue();
  await page.getByRole('button', { name: `Отозвать приглашение для ${emailC}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Отозвать приглашение для ${emailC}? Ссылка из него перестанет работать.`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отозвать' }).click();
  await expect(pending.getByText(emailC)).toHaveCount(0);
  await pageB.goto(revokedLink);
  await expect(pageB.getByText('Это приглашение отозвано. Попросите пригласить вас снова.')).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Принять приглашение' })).toBeDisabled();

  // B sees the workspace again, without the create controls.
  await pageB.goto(`/workspaces/${workspaceId}`);
  await expect(pageB.getByRole('heading', { name: 'Отдел продаж', level: 1 })).toBeVisible();
  await expect(pageB.getByText('Наблюдатель', { exact: true })).toBeVisible();
  await expect(pageB.getByRole('heading', { name: 'Доски' }).or(pageB.getByText('Досок пока нет.'))).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Создать доску' })).toHaveCount(0);
  await expect(pageB.getByRole('link', { name: 'Участники и права' })).toHaveCount(0);
  await pageB.context().close();
});
