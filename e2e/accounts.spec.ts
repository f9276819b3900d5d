import { type Browser, expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { startOwnInstance } from './support/ownInstance';
import { accessToken, PASSWORD, signUp, uniqueEmail } from './support/users';

// Outside Playwright's output folder, which every run empties.
const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'accounts');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ method, url, body, token }) => {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, url, body, token },
  ) as Promise<T>;
}

async function newPage(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a guest at / goes to sign in with redirect=/dashboard, and can switch the page to English', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=\/dashboard$/);
  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('profile: edit name, time zone, Telegram username and language; a password change and «sign out of all» end the other sessions', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = await signUp(page, 'Вера');
  const elsewhere = await newPage(browser);
  await signIn(elsewhere, email, PASSWORD);
  await page.goto('/profile');
  await page.getByLabel('Имя', { exact: true }).fill('Вера Павлова');
  await page.getByLabel('Имя пользователя в Telegram').fill('@ab');
  await expect(page.getByText('От 5 до 32 символов: латинские буквы, цифры и подчёркивание')).toBeVisible();
  await page.getByLabel('Имя пользователя в Telegram').fill('@vera_pavlova');
  await page.getByLabel('Часовой пояс').fill('Europe/Moscow');
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вера Павлова' })).toBeVisible();
  await expect(page.getByLabel('Имя пользователя в Telegram')).toHaveValue('@vera_pavlova');
  await expect(page.getByLabel('Часовой пояс')).toHaveValue('Europe/Moscow');
  await page.screenshot({ path: path.join(SHOTS, 'profile-1440.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, 'profile-390.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);

  await page.getByLabel('Текущий пароль').fill('not my password');
  await page.getByLabel('Новый пароль', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Новый пароль ещё раз').fill('a brand new secret');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Текущий пароль указан неверно')).toBeVisible();
  await page.getByLabel('Текущий пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён, другие сеансы завершены')).toBeVisible();
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Вера Павлова' })).toBeVisible();

  await signIn(elsewhere, email, 'a brand new secret');
  await page.getByRole('button', { name: 'Выйти из всех сеансов' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/auth\/login/);
  await signIn(page, email, 'a brand new secret');

  // The language chosen in the profile switches the interface at once and stays after a reload.
  await page.goto('/profile');
  await page.getByLabel('Язык интерфейса').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Interface language')).toHaveValue('en');
  await expect(page.getByRole('heading', { name: 'Password and sessions' })).toBeVisible();
});

test('profile: a photo uploaded from the device replaces the initials, survives a reload and can be removed', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, 'Фото Тестова');
  await page.goto('/profile');
  const picture = page.locator('.artel-profile__header img');
  await page.getByLabel('Загрузить фото').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(page.getByText('Фото обновлено')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/v1\/avatars\/[0-9a-f-]+\/[0-9a-f]{32}$/);
  await page.reload();
  await expect(picture).toBeVisible();
  await page.getByRole('button', { name: 'Удалить фото' }).click();
  await expect(page.getByText('Фото удалено')).toBeVisible();
  await expect(picture).toHaveCount(0);
});

test('an admin finds a user, issues a reset link, grants and revokes admin, blocks them, and sets up the instance', async ({ browser }) => {
  test.setTimeout(120_000);
  const instance = await startOwnInstance();
  try {
    const admin = await newPage(browser, instance.baseURL);
    await signUp(admin, 'Админ');
    const user = await newPage(browser, instance.baseURL);
    const email = await signUp(user, 'Забывчивый', uniqueEmail('forgetful'));

    await admin.goto('/admin/roles');
    // Owners manage boards, which carries every card permission: their row shows ticks, not «—».
    const cardsRow = admin.locator('table', { hasText: 'Роли рабочего пространства' }).locator('tr', { hasText: 'create_cards' }).first();
    await expect(cardsRow.locator('td').first()).toHaveAttribute('data-granted', 'true');
    const users = admin.locator('tr[data-user]');
    await expect(users).toHaveCount(2);
    await admin.getByLabel('Поиск по имени или почте').fill('forgetful');
    await expect(users).toHaveCount(1);
    const row = admin.locator('tr', { hasText: email });
    await row.getByRole('button', { name: 'Ссылка для сброса пароля' }).click();
    const link = await row.getByLabel('Ссылка для сброса пароля').inputValue();
    expect(link).toMatch(/\/auth\/reset\?token=/);
    await expect(row.getByText('Передайте ссылку пользователю.')).toBeVisible();

    const guest = await newPage(browser, instance.baseURL);
    await guest.goto(link);
    await guest.getByLabel('Новый пароль', { exact: true }).fill('reset by the admin');
    await guest.getByLabel('Новый пароль ещё раз').fill('reset by the admin');
    await guest.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(guest.getByText('Пароль изменён. Войдите с новым паролем')).toBeVisible();
    await expect(guest).toHaveURL(/\/auth\/login$/);

    await guest.goto(link);
    await guest.getByLabel('Новый пароль', { exact: true }).fill('second use of it');
    await guest.getByLabel('Новый пароль ещё раз').fill('second use of it');
    await guest.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(guest.getByText('Ссылка для сброса пароля недействительна, уже использована или устарела')).toBeVisible();
    await signIn(guest, email, 'reset by the admin');

    // The user's old session ended with the reset: the next request sends them to sign in.
    await user.reload();
    await expect(user).toHaveURL(/\/auth\/login/);

    // Made an admin, the user finds the admin section in the sidebar on the next load; revoked, it is gone.
    const adminSection = guest.getByRole('navigation', { name: 'Боковая панель' }).getByRole('link', { name: 'Управление ролями' });
    await row.getByRole('button', { name: 'Сделать администратором' }).click();
    await expect(row.getByText('Администратор', { exact: true })).toBeVisible();
    await guest.reload();
    await expect(adminSection).toBeVisible();
    await row.getByRole('button', { name: 'Снять права администратора' }).click();
    await expect(row.getByText('Администратор', { exact: true })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeVisible();
    await expect(adminSection).toHaveCount(0);

    // Blocked after a confirmation, the user is signed out at once.
    await row.getByRole('button', { name: 'Заблокировать' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Заблокировать' }).click();
    await expect(row.getByText('Заблокирован', { exact: true })).toBeVisible();
    await guest.reload();
    await expect(guest).toHaveURL(/\/auth\/login/);

    // The instance's settings, from the admin navigation: they hold after a reload and reach a new visitor.
    await admin.getByRole('navigation', { name: 'Боковая панель' }).getByRole('link', { name: 'Настройки платформы' }).click();
    await expect(admin).toHaveURL(/\/admin\/settings$/);
    await admin.getByLabel('Название', { exact: true }).fill('Стройка Север');
    await admin.getByLabel('Регистрация').selectOption({ label: 'Закрыта' });
    await admin.getByLabel('Язык по умолчанию').selectOption({ label: 'English' });
    await admin.getByText('Искать аватары в Gravatar').click();
    await admin.getByRole('button', { name: 'Сохранить' }).click();
    await expect(admin.getByText('Настройки сохранены')).toBeVisible();
    // The admin never chose a language in this browser: the new default reaches them too.
    await admin.reload();
    await expect(admin.getByLabel('Name', { exact: true })).toHaveValue('Стройка Север');
    await expect(admin.getByLabel('Registration')).toHaveValue('closed');
    await expect(admin.getByLabel('Default language')).toHaveValue('en');
    await expect(admin.getByRole('checkbox', { name: 'Look avatars up on Gravatar' })).toBeChecked();

    const visitor = await newPage(browser, instance.baseURL);
    await visitor.goto('/auth/login');
    await expect(visitor.getByRole('heading', { name: 'Стройка Север', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Password').fill('reset by the admin');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor.getByRole('alert')).toContainText('The account is blocked by the platform administrator');
  } finally {
    await instance.stop();
  }
});

test('the only owner may not leave; ownership passed on, the former owner leaves; the owner deletes another after typing its name', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Ольга');
  const kept = await api<{ id: string }>(page, 'POST', '/api/v1/workspaces', { name: 'Общее пространство' });
  const doomed = await api<{ id: string }>(page, 'POST', '/api/v1/workspaces', { name: 'Временное' });
  const member = await newPage(browser);
  const memberEmail = await signUp(member, 'Пётр');
  const invitation = await api<{ token: string }>(page, 'POST', `/api/v1/workspaces/${kept.id}/invitations`, {
    email: memberEmail,
    role: 'member',
  });
  await api(member, 'POST', '/api/invitations/accept', { token: invitation.token });

  await page.goto(`/workspaces/${kept.id}`);
  await page.getByRole('button', { name: 'Покинуть пространство' }).click();
  await page.getByRole('button', { name: 'Покинуть', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('У рабочего пространства должен остаться хотя бы один владелец');
  await page.getByRole('button', { name: 'Отмена' }).click();

  await page.getByRole('button', { name: 'Передать владение' }).click();
  const transfer = page.getByRole('dialog', { name: 'Передать владение' });
  await transfer.getByRole('combobox', { name: 'Новый владелец' }).click();
  await page.getByRole('option', { name: new RegExp(`Пётр.*${memberEmail.replace(/[.+]/g, '\\$&')}`) }).click();
  await expect(transfer.getByRole('combobox', { name: 'Новый владелец' })).toHaveValue('Пётр');
  await transfer.getByRole('button', { name: 'Передать', exact: true }).click();
  await expect(page.getByText('Владелец теперь Пётр; вы — администратор')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Удалить пространство' })).toHaveCount(0);
  await member.goto(`/workspaces/${kept.id}`);
  await expect(member.getByRole('button', { name: 'Удалить пространство' })).toBeVisible();

  await page.getByRole('button', { name: 'Покинуть пространство' }).click();
  await page.getByRole('button', { name: 'Покинуть', exact: true }).click();
  await expect(page.getByText('Вы покинули «Общее пространство»')).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces$/);

  await page.goto(`/workspaces/${doomed.id}`);
  await page.getByRole('button', { name: 'Удалить пространство' }).click();
  // Blueprint's own close button says "Close" in any language; here it speaks the user's.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Закрыть' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toHaveCount(0);
  const confirm = page.getByRole('button', { name: 'Удалить навсегда' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel(/Введите название пространства/).fill('временное');
  await expect(confirm).toBeDisabled();
  await page.getByLabel(/Введите название пространства/).fill('Временное');
  await confirm.click();
  await expect(page.getByText('Пространство «Временное» удалено')).toBeVisible();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole('link', { name: 'Временное' })).toHaveCount(0);
});

test('the dashboard paints a skeleton until its modules arrive; the sidebar runs the full height; the theme follows the system until the user menu switches it to dark, which is remembered', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, 'Ночной');

  // While the module list is on its way the dashboard shows grey lines, never «no modules».
  let deliver!: () => void;
  const held = new Promise<void>((resolve) => (deliver = resolve));
  await page.route('**/marketplace/workspace/modules*', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Загружаем модули…' })).toBeVisible();
  await expect(page.getByText('В текущем рабочем пространстве нет включённых модулей.')).toHaveCount(0);
  deliver();
  await expect(page.getByRole('region', { name: 'Подключённые модули' }).locator('a[href="/modules/wiki"]')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Загружаем модули…' })).toHaveCount(0);
  await page.unroute('**/marketplace/workspace/modules*');

  // On a window shorter than the page, scrolled to the end, the sidebar still reaches the bottom edge.
  await page.setViewportSize({ width: DESKTOP.width, height: 420 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const sidebarAtBottom = await page.evaluate(() => {
    const element = document.elementFromPoint(20, window.innerHeight - 2);
    return element?.closest('nav')?.getAttribute('aria-label') ?? null;
  });
  expect(sidebarAtBottom).toBe('Боковая панель');
  await page.setViewportSize(DESKTOP);

  // Left to the system, the page goes dark and light with it.
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('option', { name: 'Тёмная' }).click();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(page.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'dashboard-dark-1440.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, 'dashboard-dark-390.png'), fullPage: true });
});

test('a language set in the profile elsewhere (here through the API) switches the interface on the next load, server texts included', async ({
  page,
}) => {
  await signUp(page, 'Лингвист');
  await expect(page.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeVisible();
  await api(page, 'PUT', '/api/v1/profile', { language: 'en' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Workspace: Personal workspace' })).toBeVisible();

  // A module's description and changelog come in the reader's language too.
  await page.goto('/marketplace/modules/kanban');
  await expect(page.getByText('Task boards: columns, cards, drag and drop, archive, calendar').first()).toBeVisible();
  await expect(page.getByText('Boards, columns, cards, archive, live updates')).toBeVisible();
});
