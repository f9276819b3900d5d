import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/users';

/** Real INNs with valid check digits; each test uses its own, since an INN is unique on the platform. */
const INN = {
  created: '7707083893',
  second: '7736207543',
  primary: '7702070139',
  invalid: '7707083894',
};

async function createOrganisation(page: Page, name: string, inn: string): Promise<void> {
  await page.goto('/profile/legal-entities/create');
  await page.getByLabel('Название').fill(name);
  await page.getByLabel('ИНН').fill(inn);
  await page.getByLabel('Адрес').fill('119021, г. Москва, ул. Льва Толстого, д. 16');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Юридическое лицо успешно создано')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/legal-entities$/);
}

function row(page: Page, name: string) {
  return page.getByRole('row', { name: new RegExp(name) });
}

test('an organisation is created through the form, refused with a bad INN, edited and deactivated', async ({ page }) => {
  await signUp(page, 'Анна Петрова');
  await page.getByRole('link', { name: 'Организации' }).first().click();
  await expect(page.getByRole('heading', { name: 'Организации' })).toBeVisible();
  await expect(page.getByText('У вас пока нет организаций')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить организацию' }).first().click();
  await expect(page).toHaveURL(/\/profile\/legal-entities\/create$/);
  await page.getByLabel('Название').fill('ООО «Ромашка»');
  await page.getByLabel('Тип').selectOption({ label: 'юр. лицо' });
  await page.getByLabel('ИНН').fill(INN.invalid);
  await page.getByLabel('КПП').click();
  await expect(page.getByText('Неверный ИНН: не совпадает контрольное число')).toBeVisible();
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Укажите адрес')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await page.getByLabel('ИНН').fill(INN.created);
  await expect(page.getByText('Неверный ИНН: не совпадает контрольное число')).toBeHidden();
  await page.getByLabel('КПП').fill('773601001');
  await page.getByLabel('ОГРН').fill('1027700132195');
  await page.getByLabel('Адрес').fill('117997, г. Москва, ул. Вавилова, д. 19');
  await page.getByLabel('Электронная почта').fill('info@romashka.example');
  await page.getByLabel('БИК').fill('044525225');
  await page.getByLabel('Корреспондентский счёт').fill('30101810400000000225');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Юридическое лицо успешно создано')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/legal-entities$/);
  const created = row(page, 'ООО «Ромашка»');
  await expect(created).toContainText(INN.created);
  await expect(created).toContainText('Основное');
  await expect(created).toContainText('Активно');

  // The same INN cannot be registered twice.
  await page.goto('/profile/legal-entities/create');
  await page.getByLabel('ИНН').fill(INN.created);
  await expect(page.getByText('Организация с таким ИНН уже зарегистрирована')).toBeVisible();

  await page.goto('/profile/legal-entities');
  await row(page, 'ООО «Ромашка»').getByRole('button', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/\/profile\/legal-entities\/[^/]+\/edit$/);
  await expect(page.getByLabel('ИНН')).toHaveValue(INN.created);
  await page.getByLabel('Название').fill('ООО «Ромашка и партнеры»');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Юридическое лицо успешно обновлено')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/legal-entities$/);
  const edited = row(page, 'ООО «Ромашка и партнеры»');
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Деактивировать' }).click();
  await expect(page.getByText('Юридическое лицо деактивировано')).toBeVisible();
  await expect(edited).toContainText('Неактивно');
  await page.reload();
  await expect(row(page, 'ООО «Ромашка и партнеры»')).toContainText('Неактивно');
});

test('another organisation is made primary, and the card shows its requisites and people', async ({ page }) => {
  await signUp(page, 'Борис Иванов');
  await createOrganisation(page, 'АО «Первое»', INN.second);
  await createOrganisation(page, 'АО «Второе»', INN.primary);
  await expect(row(page, 'АО «Первое»')).toContainText('Основное');
  await expect(row(page, 'АО «Второе»')).not.toContainText('Основное');

  await row(page, 'АО «Второе»').getByRole('button', { name: 'Сделать основным' }).click();
  await expect(page.getByText('Основное юридическое лицо установлено')).toBeVisible();
  await expect(row(page, 'АО «Второе»')).toContainText('Основное');
  await expect(row(page, 'АО «Первое»')).not.toContainText('Основное');
  await page.reload();
  await expect(row(page, 'АО «Второе»')).toContainText('Основное');

  await page.goto('/companies');
  await page.getByRole('link', { name: 'АО «Второе»' }).click();
  await expect(page.getByRole('heading', { name: 'АО «Второе»' })).toBeVisible();
  await expect(page.getByText(INN.primary)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Борис Иванов' })).toBeVisible();
});

test('the profile shows initials when no avatar can be loaded, and admin pages turn a non-admin away', async ({ page }) => {
  // The first account of an instance is its platform admin: make sure the one under test is not the first.
  await signUp(page, 'Первый пользователь');
  await page.evaluate(() => localStorage.clear());
  await signUp(page, 'Вера Сергеевна Котова');

  await page.goto('/profile');
  const avatar = page.getByRole('img', { name: 'Вера Сергеевна Котова' });
  // The browser reaches no avatar service here, so the initials of the first and last word stay.
  await expect(avatar).toHaveText('ВК');
  await expect(avatar).toHaveAttribute('data-picture', /loading|failed/);

  await page.goto('/admin/roles');
  await expect(page).toHaveURL(/\/workspaces$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/workspaces$/);
});
