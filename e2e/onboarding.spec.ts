/**
 * Issue 31, onboarding and accounts: the dashboard's first-run checklist, the invitation landing of a signed-out
 * visitor, and «Забыли пароль?» against a local SMTP sink — each at 1440×900 and 390×844.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { api } from './support/api';
import { phoneOverflow } from './support/phoneOverflow';
import { SMTP_SINK_PORT } from './support/smtpSinkPort';
import { PASSWORD, signUp, signUpThroughApi, uniqueEmail } from './support/users';

// Each test signs people up and waits for mail; on a shared machine that takes longer than the default minute.
test.describe.configure({ timeout: 240_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** A fresh organisation INN with a correct check digit, different in every run. */
function organisationInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const body = `77${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${(sum % 11) % 10}`;
}

async function newPage(browser: Browser, viewport: { width: number; height: number }, baseURL?: string): Promise<Page> {
  return (await browser.newContext({ viewport, ...(baseURL ? { baseURL } : {}) })).newPage();
}

async function expectFits(page: Page, viewport: { width: number }): Promise<void> {
  if (viewport.width < 600) expect(await phoneOverflow(page)).toEqual([]);
}

interface Mail {
  to: string[];
  text: string;
}

/** The SMTP server the e2e server mails through (playwright.config.ts), keeping what it receives, decoded as the reader would see it. */
async function startMailSink(): Promise<{ mails: Mail[]; stop(): Promise<void> }> {
  const mails: Mail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        const split = data.indexOf('\r\n\r\n');
        const headers = data.slice(0, split);
        const body = data.slice(split + 4);
        const text = /Content-Transfer-Encoding: base64/i.test(headers)
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(SMTP_SINK_PORT, '127.0.0.1', resolve));
  return { mails, stop: () => new Promise<void>((resolve) => sink.close(resolve)) };
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height} (${name})`, () => {
    test.use({ viewport });

    test('the first-run checklist ticks its steps from what was done and, hidden, stays hidden', async ({ page }) => {
      await signUp(page, 'Анна Первая', uniqueEmail('onboard'));
      const checklist = page.getByRole('region', { name: 'С чего начать' });
      await expect(checklist).toBeVisible();
      await expect(checklist.getByText('Готово 0 из 4')).toBeVisible();
      await expect(checklist.getByText('Сначала создайте общее пространство')).toBeVisible();
      await expect(checklist.getByRole('link', { name: 'К организациям' })).toHaveAttribute('href', '/profile/legal-entities/create');
      await expectFits(page, viewport);

      // A shared workspace belongs to an organisation: that comes first.
      await api(page, 'POST', '/api/v1/profile/legal-entities', {
        name: 'ООО «Первая»',
        type: 'company',
        taxId: organisationInn(),
        address: 'Москва, ул. Тверская, 1',
      });
      await page.reload();
      await expect(checklist.getByText('Готово 1 из 4')).toBeVisible();

      // The workspace step's own button opens the dialog.
      await checklist.getByRole('button', { name: 'Новое пространство' }).click();
      const dialog = page.getByRole('dialog', { name: 'Создать рабочее пространство' });
      await dialog.getByLabel('Название').fill('Стройка');
      await expect(dialog.getByLabel('Организация')).toHaveValue(/.+/);
      await dialog.getByRole('button', { name: 'Создать', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Стройка', level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.goto('/dashboard');
      await expect(checklist.getByText('Готово 2 из 4')).toBeVisible();

      // The invite step now leads to that workspace's invitations.
      await checklist.getByRole('link', { name: 'К приглашениям' }).click();
      await expect(page).toHaveURL(/\/workspaces\/[^/]+\/permissions$/);
      await page.getByLabel('Электронная почта приглашённого').fill(uniqueEmail('colleague'));
      await page.getByRole('button', { name: 'Пригласить' }).click();
      await expect(page.getByRole('table', { name: 'Ожидают ответа' })).toBeVisible();
      await page.goto('/dashboard');
      await expect(checklist.getByText('Готово 3 из 4')).toBeVisible();
      await expect(checklist.getByRole('link', { name: 'В каталог модулей' })).toBeVisible();
      await expectFits(page, viewport);

      await checklist.getByRole('button', { name: 'Скрыть список' }).click();
      await expect(checklist).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Подключённые модули' })).toBeVisible();
      await expect(checklist).toHaveCount(0);
    });

    test('all four steps done: the checklist is gone without hiding it', async ({ page }) => {
      await signUpThroughApi(page, 'Борис Полный', uniqueEmail('onboard'));
      const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Цех' });
      await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/invitations`, { email: uniqueEmail('colleague'), role: 'member' });
      await api(page, 'POST', '/api/v1/profile/legal-entities', {
        name: 'ООО «Полная»',
        type: 'company',
        taxId: organisationInn(),
        address: 'Москва, ул. Тверская, 2',
      });
      await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId: workspace.id });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Рабочий стол', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Подключённые модули' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'С чего начать' })).toHaveCount(0);
    });

    test('an invitation link opened signed out names the workspace, inviter and role, fills in the e-mail, and signing up joins', async ({
      page,
      browser,
    }) => {
      await signUpThroughApi(page, 'Ольга Приглашающая', uniqueEmail('inviter'));
      const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Отдел закупок' });
      const invitee = uniqueEmail('invitee');
      const { acceptUrl } = await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/invitations`, { email: invitee, role: 'viewer' });

      const guest = await newPage(browser, viewport);
      await guest.goto(acceptUrl);
      await expect(guest).toHaveURL(/\/auth\/login\?redirect=/);
      await expect(guest.getByText('Вас пригласили в «Отдел закупок»')).toBeVisible();
      await expect(guest.getByText(`Ольга Приглашающая приглашает вас с ролью «наблюдатель»`)).toBeVisible();
      await expect(guest.getByLabel('Электронная почта')).toHaveValue(invitee);
      await expectFits(guest, viewport);

      await guest.getByRole('link', { name: 'Зарегистрироваться' }).click();
      await expect(guest.getByRole('heading', { name: 'Регистрация в Artel' })).toBeVisible();
      await expect(guest.getByText('Вас пригласили в «Отдел закупок»')).toBeVisible();
      await expect(guest.getByLabel('Электронная почта')).toHaveValue(invitee);
      await guest.getByLabel('Имя').fill('Пётр Приглашённый');
      await guest.getByLabel('Пароль').fill(PASSWORD);
      await guest.getByRole('button', { name: 'Зарегистрироваться' }).click();
      // Signing up, joining and loading the workspace list again: three round trips, slow on a busy machine.
      await expect(guest).toHaveURL(new RegExp(`/workspaces/${workspace.id}$`), { timeout: 30_000 });
      await expect(guest.getByRole('heading', { name: 'Отдел закупок', level: 1 })).toBeVisible();

      // The link is spent: opened again signed out, it says so instead of offering to join.
      const later = await newPage(browser, viewport);
      await later.goto(acceptUrl);
      await expect(later.getByText('Это приглашение уже принято. Войдите, чтобы открыть пространство.')).toBeVisible();
    });
  });
}

/** The «Забыли пароль?» walk; the e2e server mails through the sink and builds links from its own address. */
async function forgotPasswordWalk(browser: Browser, viewport: { width: number; height: number }, sink: MailSink): Promise<void> {
  const owner = await newPage(browser, viewport);
  const email = await signUp(owner, 'Вера Забывчивая', uniqueEmail('forgot'));

  const guest = await newPage(browser, viewport);
  await guest.goto('/auth/login');
  await guest.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(guest.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await expectFits(guest, viewport);
  // An unknown address gets the same answer, and no mail.
  const nobody = uniqueEmail('nobody');
  await guest.getByLabel('Электронная почта').fill(nobody);
  await guest.getByRole('button', { name: 'Прислать ссылку' }).click();
  const neutral = 'Если этот адрес зарегистрирован, письмо со ссылкой уже в пути.';
  await expect(guest.getByText(neutral)).toBeVisible();

  await guest.goto('/auth/forgot');
  await guest.getByLabel('Электронная почта').fill(email);
  await guest.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(guest.getByText(neutral)).toBeVisible();
  await expect.poll(() => sink.mails.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  expect(sink.mails.some((mail) => mail.to.includes(nobody))).toBe(false);
  const mail = sink.mails.find((candidate) => candidate.to.includes(email))!;
  expect(mail.text).toContain('Здравствуйте, Вера Забывчивая!');
  const link = /https?:\/\/[^/\s]+(\/auth\/reset\?token=[\w-]+)/.exec(mail.text);
  expect(link).not.toBeNull();

  await guest.goto(link![1]!);
  await guest.getByLabel('Новый пароль', { exact: true }).fill('a fresh secret');
  await guest.getByLabel('Новый пароль ещё раз').fill('a fresh secret');
  await guest.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(guest.getByText('Пароль изменён. Войдите с новым паролем')).toBeVisible();
  await guest.getByLabel('Электронная почта').fill(email);
  await guest.getByLabel('Пароль').fill('a fresh secret');
  await guest.getByRole('button', { name: 'Войти' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);

  // The tab signed in before the reset finds its session over, and the sign-in page says why.
  await owner.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('artel.tokens')!);
    localStorage.setItem('artel.tokens', JSON.stringify({ ...tokens, expiresAt: Date.now() + 60_000 }));
  });
  await owner.reload();
  await expect(owner).toHaveURL(/\/auth\/login/);
  await expect(owner.getByText('Сеанс завершён')).toBeVisible();

  // The link works once.
  const again = await newPage(browser, viewport);
  await again.goto(link![1]!);
  await again.getByLabel('Новый пароль', { exact: true }).fill('yet another secret');
  await again.getByLabel('Новый пароль ещё раз').fill('yet another secret');
  await again.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(again.getByRole('alert')).toContainText('Ссылка для сброса пароля недействительна, уже использована или устарела');
}

type MailSink = Awaited<ReturnType<typeof startMailSink>>;

test.describe('with a mail server', () => {
  let sink: MailSink;

  test.beforeAll(async () => {
    sink = await startMailSink();
  });

  test.afterAll(async () => {
    await sink?.stop();
  });

  for (const { name, viewport } of SIZES) {
    test(`«Забыли пароль?» mails a one-time link that sets a new password and ends the other sessions, at ${viewport.width}×${viewport.height} (${name})`, async ({
      browser,
    }) => {
      await forgotPasswordWalk(browser, viewport, sink);
    });
  }
});
