import { expect, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
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
  workspaceSlug: string;
  colleagueId: string;
  flowId: string;
  runId: string;
  benchmarkId: string;
}

/**
 * Every page of the shell and of the bundled modules, as a person opens it on a phone: `pattern` is the route it
 * stands for, as registered (the shell's routes.ts files, each module's registerRoutes), and the test fails when a
 * registered route has no entry here. `ready` is what shows once its data has arrived.
 */
type Viewer = 'owner' | 'guest' | 'invitee';
interface PhoneRoute {
  pattern: string;
  path: (seed: Seeded) => string;
  ready: (page: Page) => Locator;
  as?: Viewer;
}
const ROUTES: PhoneRoute[] = [
  { pattern: '/auth/login', path: () => '/auth/login', ready: (page) => page.getByRole('button', { name: 'Войти' }), as: 'guest' },
  { pattern: '/auth/forgot', path: () => '/auth/forgot', ready: (page) => page.getByText('Восстановление пароля').first(), as: 'guest' },
  {
    pattern: '/auth/register',
    path: () => '/auth/register',
    ready: (page) => page.getByRole('button', { name: 'Зарегистрироваться' }),
    as: 'guest',
  },
  { pattern: '/auth/reset', path: () => '/auth/reset', ready: (page) => page.getByRole('heading', { name: 'Новый пароль' }), as: 'guest' },
  { pattern: '/dashboard', path: () => '/dashboard', ready: (page) => heading(page) },
  { pattern: '/workspaces', path: () => '/workspaces', ready: (page) => page.getByRole('link', { name: 'Стройка' }) },
  { pattern: '/workspaces/:id', path: (seed) => `/workspaces/${seed.workspaceId}`, ready: (page) => heading(page, 'Стройка') },
  { pattern: '/workspace/:slug', path: (seed) => `/workspace/${seed.workspaceSlug}`, ready: (page) => heading(page, 'Стройка') },
  {
    pattern: '/workspaces/:workspaceId/dashboard',
    path: (seed) => `/workspaces/${seed.workspaceId}/dashboard`,
    ready: (page) => heading(page),
  },
  {
    pattern: '/workspaces/:workspaceId/permissions',
    path: (seed) => `/workspaces/${seed.workspaceId}/permissions`,
    ready: (page) => heading(page),
  },
  {
    pattern: '/workspaces/:workspaceId/flow',
    path: (seed) => `/workspaces/${seed.workspaceId}/flow`,
    ready: (page) => page.getByText('Утренняя сводка').first(),
  },
  {
    pattern: '/workspaces/:workspaceId/flows',
    path: (seed) => `/workspaces/${seed.workspaceId}/flows`,
    ready: (page) => page.getByText('Утренняя сводка').first(),
  },
  {
    pattern: '/workspaces/:workspaceId/flows/recipes',
    path: (seed) => `/workspaces/${seed.workspaceId}/flows/recipes`,
    ready: (page) => page.getByRole('heading', { name: 'Рецепты сценариев' }),
  },
  {
    pattern: '/workspaces/:workspaceId/flows/new',
    path: (seed) => `/workspaces/${seed.workspaceId}/flows/new`,
    ready: (page) => page.getByLabel('Название сценария'),
  },
  {
    pattern: '/workspaces/:workspaceId/flows/:flowId',
    path: (seed) => `/workspaces/${seed.workspaceId}/flows/${seed.flowId}`,
    ready: (page) => page.getByLabel('Название сценария').and(page.locator('[value="Утренняя сводка"]')),
  },
  {
    pattern: '/workspaces/:workspaceId/flows/:flowId/runs',
    path: (seed) => `/workspaces/${seed.workspaceId}/flows/${seed.flowId}/runs`,
    ready: (page) => page.getByRole('heading', { name: 'Журнал запусков: Утренняя сводка' }),
  },
  {
    pattern: '/workspaces/:workspaceId/flows/:flowId/runs/:runId',
    path: (seed) => `/workspaces/${seed.workspaceId}/flows/${seed.flowId}/runs/${seed.runId}`,
    ready: (page) => page.getByRole('region', { name: 'Запуск', exact: true }),
  },
  {
    pattern: '/invitations/accept',
    path: (seed) => seed.inviteUrl,
    ready: (page) => page.getByRole('button', { name: 'Принять приглашение' }),
    as: 'invitee',
  },
  { pattern: '/profile/legal-entities', path: () => '/profile/legal-entities', ready: (page) => page.getByText('ООО «Артель»').first() },
  { pattern: '/profile/legal-entities/create', path: () => '/profile/legal-entities/create', ready: (page) => page.getByLabel('ИНН') },
  {
    pattern: '/profile/legal-entities/:id/edit',
    path: (seed) => `/profile/legal-entities/${seed.legalEntityId}/edit`,
    ready: (page) => page.getByLabel('ИНН'),
  },
  { pattern: '/companies', path: () => '/companies', ready: (page) => page.getByText('ООО «Артель»').first() },
  { pattern: '/companies/create', path: () => '/companies/create', ready: (page) => heading(page) },
  { pattern: '/companies/:id', path: (seed) => `/companies/${seed.legalEntityId}`, ready: (page) => heading(page, 'ООО «Артель»') },
  { pattern: '/profile', path: () => '/profile', ready: (page) => heading(page) },
  {
    pattern: '/users/:userId/profile',
    path: (seed) => `/users/${seed.colleagueId}/profile`,
    ready: (page) => page.getByRole('link', { name: 'Смежники' }),
  },
  { pattern: '/notifications', path: () => '/notifications', ready: (page) => page.getByText('Стройка').first(), as: 'invitee' },
  {
    pattern: '/notifications/:id',
    path: (seed) => `/notifications/${seed.notificationId}`,
    ready: (page) => page.getByText('Стройка').first(),
    as: 'invitee',
  },
  { pattern: '/marketplace', path: () => '/marketplace', ready: (page) => page.getByRole('article', { name: 'Доски' }) },
  { pattern: '/marketplace/installed', path: () => '/marketplace/installed', ready: (page) => page.getByText('Доски').first() },
  { pattern: '/marketplace/updates', path: () => '/marketplace/updates', ready: (page) => heading(page) },
  { pattern: '/marketplace/developer', path: () => '/marketplace/developer', ready: (page) => heading(page) },
  { pattern: '/marketplace/modules/:id', path: () => '/marketplace/modules/kanban', ready: (page) => heading(page, 'Доски') },
  {
    pattern: '/marketplace/modules/:moduleId/settings',
    path: () => '/marketplace/modules/kanban/settings',
    ready: (page) => heading(page),
  },
  { pattern: '/admin/roles', path: () => '/admin/roles', ready: (page) => heading(page) },
  { pattern: '/admin/settings', path: () => '/admin/settings', ready: (page) => heading(page) },
  { pattern: '/admin/modules', path: () => '/admin/modules', ready: (page) => page.getByText('Доски').first() },
  { pattern: '/modules/kanban', path: () => '/modules/kanban', ready: (page) => page.getByText('Спринт').first() },
  { pattern: '/modules/kanban/boards', path: () => '/modules/kanban/boards', ready: (page) => page.getByText('Спринт').first() },
  {
    pattern: '/modules/kanban/boards/:id',
    path: (seed) => `/modules/kanban/boards/${seed.boardId}`,
    ready: (page) => page.getByRole('region', { name: 'Сделать', exact: true }),
  },
  {
    pattern: '/modules/kanban/boards/:id',
    path: (seed) => `/modules/kanban/boards/${seed.boardId}?card=${seed.cardId}`,
    ready: (page) => page.getByRole('dialog').getByLabel('Название'),
  },
  {
    pattern: '/modules/kanban/cards/new',
    path: () => '/modules/kanban/cards/new',
    ready: (page) => page.getByLabel('Колонка').and(page.locator(':enabled')),
  },
  { pattern: '/modules/kanban/boards/archived', path: () => '/modules/kanban/boards/archived', ready: (page) => heading(page) },
  { pattern: '/modules/kanban/calendar', path: () => '/modules/kanban/calendar', ready: (page) => heading(page) },
  { pattern: '/modules/wiki', path: () => '/modules/wiki', ready: (page) => page.getByText('Регламент приёмки').first() },
  {
    pattern: '/modules/wiki/article/:id',
    path: (seed) => `/modules/wiki/article/${seed.articleId}`,
    ready: (page) => heading(page, 'Регламент приёмки'),
  },
  {
    pattern: '/modules/wiki/article/:id/edit',
    path: (seed) => `/modules/wiki/article/${seed.articleId}/edit`,
    ready: (page) => page.locator('.cm-content'),
  },
  { pattern: '/modules/wiki/wiki/article/new', path: () => '/modules/wiki/wiki/article/new', ready: (page) => page.locator('.cm-content') },
  { pattern: '/modules/wiki/trash', path: () => '/modules/wiki/trash', ready: (page) => heading(page, 'Корзина') },
  {
    pattern: '/modules/wiki/article/:id',
    path: (seed) => `/modules/wiki/article/${seed.articleId}?history=open`,
    ready: (page) => page.getByRole('heading', { name: 'История версий' }),
  },
  { pattern: '/modules/contragents', path: () => '/modules/contragents', ready: (page) => page.getByText('АО «Вектор»').first() },
  {
    pattern: '/modules/contragents/partners',
    path: () => '/modules/contragents/partners',
    ready: (page) => page.getByText('АО «Вектор»').first(),
  },
  {
    pattern: '/modules/contragents/partners/:id',
    path: (seed) => `/modules/contragents/partners/${seed.partnerId}`,
    ready: (page) => heading(page, 'АО «Вектор»'),
  },
  {
    pattern: '/modules/contragents/benchmark',
    path: () => '/modules/contragents/benchmark',
    ready: (page) => page.getByText('Поставщик бетона').first(),
  },
  {
    pattern: '/modules/contragents/benchmark',
    path: (seed) => `/modules/contragents/benchmark?id=${seed.benchmarkId}`,
    ready: (page) => page.getByText('ООО «Бетонный двор»').first(),
  },
  {
    pattern: '/modules/contragents/invoices',
    path: () => '/modules/contragents/invoices',
    ready: (page) => page.getByRole('cell', { name: /АО «Вектор»/ }).first(),
  },
  { pattern: '/modules/contragents/acts', path: () => '/modules/contragents/acts', ready: (page) => heading(page) },
  { pattern: '/modules/contragents/contracts', path: () => '/modules/contragents/contracts', ready: (page) => heading(page) },
  {
    pattern: '/analytics',
    path: () => '/analytics',
    ready: (page) => page.getByRole('region', { name: 'Создано и завершено карточек', exact: true }),
  },
  { pattern: '/modules/telegram', path: () => '/modules/telegram', ready: (page) => heading(page) },
  { pattern: '/modules/telegram/telegram', path: () => '/modules/telegram/telegram', ready: (page) => heading(page) },
  { pattern: '/modules/telegram/auth', path: () => '/modules/telegram/auth', ready: (page) => page.getByLabel('Токен бота') },
  { pattern: '/modules/telegram/board-links', path: () => '/modules/telegram/board-links', ready: (page) => heading(page) },
  { pattern: '/modules/telegram/settings', path: () => '/modules/telegram/settings', ready: (page) => heading(page) },
];

const REPO = path.resolve(__dirname, '..');

/** Files under `dir` (recursively) whose name passes `wanted`. */
function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, wanted);
    return wanted(entry.name) ? [full] : [];
  });
}

/** Every route the product registers: the shell's route tables and each bundled module's registerRoutes. */
function registeredRoutes(): string[] {
  const shell = filesUnder(path.join(REPO, 'shell/src'), (name) => /^routes\.tsx?$/.test(name)).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/pattern: '([^']+)'/g)].map((match) => match[1]!),
  );
  const modules = fs.readdirSync(path.join(REPO, 'modules')).flatMap((id) => {
    const entry = path.join(REPO, 'modules', id, 'client', 'index.tsx');
    if (!fs.existsSync(entry)) return [];
    const table = /registerRoutes\(\[([\s\S]*?)\]\)/.exec(fs.readFileSync(entry, 'utf8'))?.[1] ?? '';
    return [...table.matchAll(/path: '([^']*)'/g)].map((match) => `/modules/${id}${match[1] ? `/${match[1]}` : ''}`);
  });
  return [...shell, ...modules];
}

function heading(page: Page, name?: string): Locator {
  return page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();
}

function freshInn(): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const digits = Array.from({ length: 9 }, (_, index) =>
    index === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
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
  // A workspace the colleague has joined, so that the owner may open the colleague's profile.
  const shared = await api(owner, 'POST', '/api/v1/workspaces', { name: 'Смежники', inviteEmails: [inviteeEmail] });
  const sharedToken = new URL(shared.invitations[0].acceptUrl as string, 'http://localhost').searchParams.get('token');
  await api(invitee, 'POST', '/api/invitations/accept', { token: sharedToken });
  // Read already: the invitation to «Стройка» below is the colleague's one unread notification.
  await api(invitee, 'POST', '/api/v1/notifications/read', { markAll: true });
  const legalEntity = await api(owner, 'POST', '/api/v1/profile/legal-entities', {
    name: 'ООО «Артель»',
    type: 'company',
    taxId: freshInn(),
    address: '190000, г. Санкт-Петербург, Невский пр., д. 1',
  });
  const workspace = await api(owner, 'POST', '/api/v1/workspaces', {
    name: 'Стройка',
    legalEntityId: legalEntity.id,
    inviteEmails: [inviteeEmail],
  });
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
  const { partner } = await api(
    owner,
    'POST',
    '/api/v1/modules/contragents/partners',
    { type: 'company', name: 'АО «Вектор»', inn: freshInn() },
    workspace.id,
  );
  await api(
    owner,
    'POST',
    '/api/v1/modules/contragents/documents',
    {
      kind: 'invoice',
      partnerId: partner.id,
      date: new Date().toISOString().slice(0, 10),
      lines: [{ name: 'Смета на кровлю', quantity: '1', unit: 'шт', price: '125000' }],
    },
    workspace.id,
  );
  const { benchmark } = await api(
    owner,
    'POST',
    '/api/v1/modules/contragents/benchmarks',
    { title: 'Поставщик бетона', criteria: [{ name: 'Цена за м³', weight: 100, kind: 'numeric', direction: 'lowerIsBetter' }] },
    workspace.id,
  );
  await api(
    owner,
    'POST',
    `/api/v1/modules/contragents/benchmarks/${benchmark.id}/candidates`,
    { name: 'ООО «Бетонный двор»' },
    workspace.id,
  );
  const { user } = await api(owner, 'GET', '/api/v1/auth/me');
  const flow = await api(owner, 'POST', `/api/v1/workspaces/${workspace.id}/flows`, {
    name: 'Утренняя сводка',
    state: 'enabled',
    definition: {
      trigger: { type: 'platform.manual', settings: {} },
      conditions: null,
      steps: [{ id: 'notify', kind: 'action', action: 'platform.notify', settings: { members: [user.id], message: 'Сводка готова' } }],
    },
  });
  const { runId } = await api(owner, 'POST', `/api/v1/workspaces/${workspace.id}/flows/${flow.id}/run`);
  const { user: colleague } = await api(invitee, 'GET', '/api/v1/auth/me');
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
    workspaceSlug: workspace.slug,
    colleagueId: colleague.id,
    flowId: flow.id,
    runId,
    benchmarkId: benchmark.id,
  };
}

test('every page fits a 390 px phone: nothing sticks out sideways', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const phone = async () => (await browser.newContext({ viewport: PHONE, baseURL })).newPage();
  const viewers: Record<Viewer, Page> = { owner: page, guest: await phone(), invitee: await phone() };
  // Both ways: a route registered but not opened here fails, and so does an entry for a route no longer there.
  expect([...new Set(ROUTES.map((route) => route.pattern))].sort(), 'the routes opened here against those registered').toEqual(
    [...new Set(registeredRoutes())].sort(),
  );
  const seeded = await seed(viewers.owner, viewers.invitee);
  for (const route of ROUTES) {
    await test.step(route.path(seeded), async () => {
      const target = viewers[route.as ?? 'owner'];
      await target.goto(route.path(seeded));
      await expect.soft(route.ready(target)).toBeVisible();
      expect.soft(await phoneOverflow(target), route.path(seeded)).toEqual([]);
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

  // Tables become lists: an organisation's INN sits under its name across the width, not in a column beside it.
  await page.goto('/profile/legal-entities');
  const organisation = page.locator('tbody tr', { hasText: 'ООО «Артель»' });
  const name = (await organisation.locator('th').boundingBox())!;
  const inn = (await organisation.locator('td').first().boundingBox())!;
  expect(inn.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
  expect(inn.width).toBeGreaterThan(PHONE.width / 2);

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
