import { expect, type Locator, type Page } from '@playwright/test';
import { onOwnInstance as test } from './support/ownInstance';
import { phoneOverflow } from './support/phoneOverflow';
import { api } from './support/api';
import { signUp } from './support/users';

/** SPEC §2 "under 768 px": an everyday phone. */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** What the pages below are opened with: one workspace with an organisation, a board, an article, an invitation. */
interface Seeded {
  workspaceId: string;
  boardId: string;
  cardId: string;
  articleId: string;
  partnerId: string;
  legalEntityId: string;
  notificationId: string;
  inviteUrl: string;
}

/**
 * Every page of the shell and of the bundled modules, as a person opens it on a phone. A new page joins by
 * one line here; `ready` is what shows once its data has arrived.
 */
type Viewer = 'owner' | 'guest' | 'invitee';
const ROUTES: { name: string; path: (seed: Seeded) => string; ready: (page: Page) => Locator; as?: Viewer }[] = [
  { name: 'login', path: () => '/auth/login', ready: (page) => page.getByRole('button', { name: 'Войти' }), as: 'guest' },
  { name: 'register', path: () => '/auth/register', ready: (page) => page.getByRole('button', { name: 'Зарегистрироваться' }), as: 'guest' },
  { name: 'reset', path: () => '/auth/reset', ready: (page) => page.getByRole('heading', { name: 'Новый пароль' }), as: 'guest' },
  { name: 'dashboard', path: () => '/dashboard', ready: (page) => heading(page) },
  { name: 'workspaces', path: () => '/workspaces', ready: (page) => page.getByRole('link', { name: 'Стройка' }) },
  { name: 'workspace', path: (seed) => `/workspaces/${seed.workspaceId}`, ready: (page) => heading(page, 'Стройка') },
  { name: 'workspace-dashboard', path: (seed) => `/workspaces/${seed.workspaceId}/dashboard`, ready: (page) => heading(page) },
  { name: 'workspace-permissions', path: (seed) => `/workspaces/${seed.workspaceId}/permissions`, ready: (page) => heading(page) },
  { name: 'invitation-accept', path: (seed) => seed.inviteUrl, ready: (page) => page.getByRole('button', { name: 'Принять приглашение' }), as: 'invitee' },
  { name: 'legal-entities', path: () => '/profile/legal-entities', ready: (page) => page.getByText('ООО «Артель»').first() },
  { name: 'legal-entity-create', path: () => '/profile/legal-entities/create', ready: (page) => page.getByLabel('ИНН') },
  { name: 'legal-entity-edit', path: (seed) => `/profile/legal-entities/${seed.legalEntityId}/edit`, ready: (page) => page.getByLabel('ИНН') },
  { name: 'companies', path: () => '/companies', ready: (page) => page.getByText('ООО «Артель»').first() },
  { name: 'company-create', path: () => '/companies/create', ready: (page) => heading(page) },
  { name: 'company', path: (seed) => `/companies/${seed.legalEntityId}`, ready: (page) => heading(page, 'ООО «Артель»') },
  { name: 'profile', path: () => '/profile', ready: (page) => heading(page) },
  { name: 'notifications', path: () => '/notifications', ready: (page) => page.getByText('Стройка').first(), as: 'invitee' },
  { name: 'notification', path: (seed) => `/notifications/${seed.notificationId}`, ready: (page) => page.getByText('Стройка').first(), as: 'invitee' },
  { name: 'marketplace', path: () => '/marketplace', ready: (page) => page.getByRole('article', { name: 'Kanban' }) },
  { name: 'marketplace-installed', path: () => '/marketplace/installed', ready: (page) => page.getByText('Kanban').first() },
  { name: 'marketplace-updates', path: () => '/marketplace/updates', ready: (page) => heading(page) },
  { name: 'marketplace-developer', path: () => '/marketplace/developer', ready: (page) => heading(page) },
  { name: 'marketplace-module', path: () => '/marketplace/modules/kanban', ready: (page) => heading(page, 'Kanban') },
  { name: 'marketplace-module-settings', path: () => '/marketplace/modules/kanban/settings', ready: (page) => heading(page) },
  { name: 'admin-roles', path: () => '/admin/roles', ready: (page) => heading(page) },
  { name: 'admin-settings', path: () => '/admin/settings', ready: (page) => heading(page) },
  { name: 'admin-modules', path: () => '/admin/modules', ready: (page) => page.getByText('Kanban').first() },
  { name: 'kanban-boards', path: () => '/modules/kanban/boards', ready: (page) => page.getByText('Спринт').first() },
  { name: 'kanban-board', path: (seed) => `/modules/kanban/boards/${seed.boardId}`, ready: (page) => page.getByRole('region', { name: 'Сделать', exact: true }) },
  {
    name: 'kanban-card',
    path: (seed) => `/modules/kanban/boards/${seed.boardId}?card=${seed.cardId}`,
    ready: (page) => page.getByRole('dialog').getByLabel('Название'),
  },
  { name: 'kanban-new-card', path: () => '/modules/kanban/cards/new', ready: (page) => page.getByLabel('Колонка').and(page.locator(':enabled')) },
  { name: 'kanban-archived', path: () => '/modules/kanban/boards/archived', ready: (page) => heading(page) },
  { name: 'kanban-calendar', path: () => '/modules/kanban/calendar', ready: (page) => heading(page) },
  { name: 'wiki', path: () => '/modules/wiki', ready: (page) => page.getByText('Регламент приёмки').first() },
  { name: 'wiki-article', path: (seed) => `/modules/wiki/article/${seed.articleId}`, ready: (page) => heading(page, 'Регламент приёмки') },
  { name: 'wiki-article-edit', path: (seed) => `/modules/wiki/article/${seed.articleId}/edit`, ready: (page) => page.locator('.cm-content') },
  { name: 'wiki-article-new', path: () => '/modules/wiki/wiki/article/new', ready: (page) => page.locator('.cm-content') },
  { name: 'wiki-history', path: (seed) => `/modules/wiki/article/${seed.articleId}?history=open`, ready: (page) => page.getByRole('heading', { name: 'История версий' }) },
  { name: 'partners', path: () => '/modules/contragents/partners', ready: (page) => page.getByText('АО «Вектор»').first() },
  { name: 'partner', path: (seed) => `/modules/contragents/partners/${seed.partnerId}`, ready: (page) => heading(page, 'АО «Вектор»') },
  { name: 'benchmark', path: () => '/modules/contragents/benchmark', ready: (page) => heading(page) },
  { name: 'invoices', path: () => '/modules/contragents/invoices', ready: (page) => page.getByRole('cell', { name: /АО «Вектор»/ }).first() },
  { name: 'acts', path: () => '/modules/contragents/acts', ready: (page) => heading(page) },
  { name: 'contracts', path: () => '/modules/contragents/contracts', ready: (page) => heading(page) },
  { name: 'analytics', path: () => '/analytics', ready: (page) => page.getByRole('region', { name: 'Создано и завершено карточек', exact: true }) },
  { name: 'telegram', path: () => '/modules/telegram/telegram', ready: (page) => heading(page) },
  { name: 'telegram-auth', path: () => '/modules/telegram/auth', ready: (page) => page.getByLabel('Токен бота') },
  { name: 'telegram-board-links', path: () => '/modules/telegram/board-links', ready: (page) => heading(page) },
  { name: 'telegram-settings', path: () => '/modules/telegram/settings', ready: (page) => heading(page) },
];

function heading(page: Page, name?: string): Locator {
  return page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();
}

function freshInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = Array.from({ length: 9 }, (_, index) => (index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
  const check = (digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11) % 10;
  return [...digits, check].join('');
}

/**
 * An owner with an organisation and a workspace of it (a board of three columns, an article) to which a
 * colleague, already signed up, is invited: the colleague has the invitation's notification and its link.
 */
async function seed(owner: Page, invitee: Page): Promise<Seeded> {
  // The owner first: the first account of an instance is its platform admin, who may open the admin pages.
  await signUp(owner, 'Анна');
  const inviteeEmail = await signUp(invitee, 'Борис');
  const legalEntity = await api(owner, 'POST', '/api/v1/profile/legal-entities', {
    name: 'ООО «Артель»',
    type: 'company',
    taxId: freshInn(),
    address: '190000, г. Санкт-Петербург, Невский пр., д. 1',
  });
  const workspace = await api(owner, 'POST', '/api/v1/workspaces', { name: 'Стройка', legalEntityId: legalEntity.id, inviteEmails: [inviteeEmail] });
  await api(owner, 'POST', `/api/v1/workspaces/${workspace.id}/switch`);
  await api(owner, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId: workspace.id });
  const board = await api(owner, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Спринт' });
  let cardId = '';
  for (const [name, cards] of [
    ['Сделать', ['Починить вход', 'Написать тесты', 'Заказать бетон']],
    ['В работе', ['Смета на кровлю']],
    ['Готово', []],
  ] as const) {
    const { column } = await api(owner, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name }, workspace.id);
    for (const title of cards) {
      const { card } = await api(owner, 'POST', `/api/v1/modules/kanban/columns/${column.id}/cards`, { title }, workspace.id);
      cardId ||= card.id;
    }
  }
  const { article } = await api(
    owner,
    'POST',
    '/api/v1/modules/wiki/articles',
    { title: 'Регламент приёмки', body: '# Приёмка\n\nКаждый этап принимает прораб.', status: 'published' },
    workspace.id,
  );
  const { partner } = await api(owner, 'POST', '/api/v1/modules/contragents/partners', { type: 'company', name: 'АО «Вектор»', inn: freshInn() }, workspace.id);
  await api(
    owner,
    'POST',
    '/api/v1/modules/contragents/documents',
    { kind: 'invoice', partnerId: partner.id, date: new Date().toISOString().slice(0, 10), lines: [{ name: 'Смета на кровлю', quantity: '1', unit: 'шт', price: '125000' }] },
    workspace.id,
  );
  // Opening the workspace makes it the owner's current one in this browser too.
  await owner.goto(`/workspaces/${workspace.id}`);
  await expect(owner.getByText('Переключено на Стройка')).toBeVisible();
  const { notifications } = await api(invitee, 'GET', '/api/v1/notifications');
  const inviteUrl = new URL(workspace.invitations[0].acceptUrl as string, 'http://localhost');
  return {
    workspaceId: workspace.id,
    boardId: board.id,
    cardId,
    articleId: article.id,
    partnerId: partner.id,
    legalEntityId: legalEntity.id,
    notificationId: notifications[0].id,
    inviteUrl: inviteUrl.pathname + inviteUrl.search,
  };
}

test('every page fits a 390 px phone: nothing sticks out sideways', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const phone = async () => (await browser.newContext({ viewport: PHONE, baseURL })).newPage();
  const viewers: Record<Viewer, Page> = { owner: page, guest: await phone(), invitee: await phone() };
  const seeded = await seed(viewers.owner, viewers.invitee);
  for (const route of ROUTES) {
    await test.step(route.name, async () => {
      const target = viewers[route.as ?? 'owner'];
      await target.goto(route.path(seeded));
      await expect.soft(route.ready(target)).toBeVisible();
      await target.screenshot({ path: test.info().outputPath(`${route.name}.png`), animations: 'disabled' });
      expect.soft(await phoneOverflow(target), `${route.name} (${route.path(seeded)})`).toEqual([]);
    });
  }
});

/** Whether the whole box of `locator` lies within the phone's window. */
async function inWindow(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
}

test('on a phone: bell and user menu at hand, «Ещё» has notifications, «Добавить» a card, a board and a workspace, one board column at a time, the card dialog full screen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const invitee = await (await browser.newContext({ viewport: PHONE, baseURL })).newPage();
  const seeded = await seed(page, invitee);

  // The invitee's bell and user menu are on screen and open; the language is chosen in the user menu.
  await invitee.goto('/dashboard');
  const bell = invitee.getByRole('button', { name: /^Уведомления/ });
  expect(await inWindow(bell)).toBe(true);
  await bell.click();
  await expect(invitee.getByText('Приглашение в «Стройка»').first()).toBeVisible();
  await invitee.keyboard.press('Escape');
  const userMenu = invitee.getByRole('button', { name: 'Меню пользователя' });
  expect(await inWindow(userMenu)).toBe(true);
  await userMenu.click();
  const english = invitee.getByRole('option', { name: 'English' });
  await expect.poll(() => inWindow(english)).toBe(true);
  await english.click();
  await expect(invitee.getByRole('button', { name: 'User menu' })).toBeVisible();
  await invitee.getByRole('option', { name: 'Русский' }).click();
  await invitee.keyboard.press('Escape');

  // «Ещё» leads to the notifications, with the unread count.
  await invitee.getByRole('navigation', { name: 'Нижняя панель' }).getByRole('button', { name: 'Ещё' }).click();
  await invitee.getByRole('menuitem', { name: /Уведомления\s*1/ }).click();
  await expect(invitee).toHaveURL(/\/notifications$/);

  // «Добавить» offers a card, a board and a workspace; a card is created on the board picked there.
  const add = page.getByRole('navigation', { name: 'Нижняя панель' }).getByRole('button', { name: 'Добавить' });
  await page.goto('/dashboard');
  await add.click();
  const addMenu = page.getByRole('menu', { name: 'Добавить' });
  await expect(addMenu.getByRole('menuitem')).toHaveText(['Карточка', 'Доска', 'Новое рабочее пространство']);
  await addMenu.getByRole('menuitem', { name: 'Доска' }).click();
  await expect(page.getByLabel('Название доски')).toBeFocused();
  await add.click();
  await page.getByRole('menu', { name: 'Добавить' }).getByRole('menuitem', { name: 'Карточка' }).click();
  await expect(page.getByLabel('Доска')).toHaveValue(seeded.boardId);
  await page.getByLabel('Колонка').selectOption({ label: 'В работе' });
  await page.getByLabel('Название карточки').fill('Вывезти мусор');
  await page.getByRole('button', { name: 'Создать карточку' }).click();
  await expect(page).toHaveURL(new RegExp(`/boards/${seeded.boardId}\\?card=`));

  // The card dialog is a sheet over the whole screen.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Название')).toHaveValue('Вывезти мусор');
  // Measured once the sheet's opening zoom has settled.
  const sheet = page.locator('.bp6-dialog');
  await expect.poll(() => sheet.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width });
  expect((await sheet.boundingBox())!.height).toBeGreaterThanOrEqual(PHONE.height);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  // One column at a time: the switcher names them with their counts, a choice or a swipe brings another.
  const switcher = page.getByLabel('Колонка', { exact: true });
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(switcher.locator('option')).toHaveText(['Сделать (3)', 'В работе (2)', 'Готово (0)', 'Добавить колонку']);
  await expect.poll(() => inWindow(column('Сделать'))).toBe(true);
  await switcher.selectOption({ label: 'В работе (2)' });
  await expect.poll(() => inWindow(column('В работе'))).toBe(true);
  expect(await inWindow(column('Сделать'))).toBe(false);
  const strip = await page.getByTestId('kanban-strip').boundingBox();
  await page.mouse.move(strip!.x + strip!.width / 2, strip!.y + 100);
  await page.mouse.wheel(PHONE.width, 0);
  await expect.poll(() => inWindow(column('Готово'))).toBe(true);
  await expect(switcher).toHaveValue('2');
  expect(await phoneOverflow(page)).toEqual([]);

  // A pending invitation, listed as a card, gives a new link to copy; the old one is spent.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/workspaces/${seeded.workspaceId}/permissions`);
  const pending = page.getByRole('table', { name: 'Ожидают ответа' });
  await pending.getByRole('button', { name: /^Копировать ссылку для / }).click();
  await expect(page.getByText('Новая ссылка скопирована, прежняя больше не действует')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/invitations\/accept\?token=/);
  expect(copied).not.toContain(seeded.inviteUrl);
  await expect(page.getByRole('textbox', { name: /^Ссылка-приглашение для / })).toHaveValue(copied);
  expect(await phoneOverflow(page)).toEqual([]);
});
