import { type Browser, expect, type Page, test } from '@playwright/test';
import { accessToken, signUp, uniqueEmail } from './support/users';

/** One call of the API with the page's session; `workspaceId` goes in the header module routes read. */
async function api<T>(page: Page, method: string, url: string, body?: unknown, workspaceId?: string): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ method, url, body, token, workspaceId }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (workspaceId) headers['x-workspace-id'] = workspaceId;
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, url, body, token, workspaceId },
  ) as Promise<T>;
}

async function signUpIn(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = await signUp(page, name, uniqueEmail('everyday'));
  return { page, email };
}

test('a team at work: the tab names the board, an @mention reaches a colleague and reads in their language, a comment reaches the assignee and a watcher, archiving is undone from the toast, the board is shared with a role', async ({
  browser,
}) => {
  const anna = await signUpIn(browser, 'Анна Смирнова');
  const boris = await signUpIn(browser, 'Борис Ким');

  const workspace = await api<{ id: string }>(anna.page, 'POST', '/api/v1/workspaces', { name: 'Ремонт' });
  const { token } = await api<{ token: string }>(anna.page, 'POST', `/api/v1/workspaces/${workspace.id}/invitations`, {
    email: boris.email,
    role: 'member',
  });
  await api(boris.page, 'POST', '/api/invitations/accept', { token });
  const board = await api<{ id: string }>(anna.page, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Ремонт офиса' });
  const kanban = (path: string, body: unknown) =>
    api<Record<string, { id: string }>>(anna.page, 'POST', `/api/v1/modules/kanban/${path}`, body, workspace.id);
  const todo = (await kanban(`boards/${board.id}/columns`, { name: 'Сделать' })).column!;
  const { user: borisUser } = await api<{ user: { id: string } }>(boris.page, 'GET', '/api/v1/auth/me');
  const card = (await kanban(`columns/${todo.id}/cards`, { title: 'Покрасить стены', assigneeIds: [borisUser.id] })).card!;

  // The switcher lists workspaces as they were when the page loaded: load it once more to see the new one.
  await anna.page.goto('/dashboard');
  await anna.page.getByRole('button', { name: 'Рабочее пространство: Личное пространство' }).click();
  await anna.page.getByRole('menuitem', { name: 'Ремонт' }).first().click();
  await expect(anna.page.getByText('Переключено на Ремонт')).toBeVisible();
  await anna.page.goto(`/modules/kanban/boards/${board.id}`);
  await expect(anna.page.getByRole('heading', { name: 'Ремонт офиса' })).toBeVisible();
  await expect(anna.page).toHaveTitle('Ремонт офиса — Artel');

  // An @mention picked from the list notifies Boris, who reads it in English.
  await anna.page.getByRole('button', { name: 'Открыть карточку «Покрасить стены»' }).click();
  const comment = anna.page.getByRole('combobox', { name: 'Новый комментарий' });
  await comment.pressSequentially('Проверь цвет, @Бор');
  await expect(anna.page.getByRole('listbox', { name: 'Новый комментарий' }).getByRole('option', { name: /Борис Ким/ })).toBeVisible();
  await comment.press('Enter');
  await expect(comment).toHaveValue('Проверь цвет, @Борис Ким ');
  await anna.page.getByRole('button', { name: 'Отправить' }).click();
  await expect(anna.page.getByText('Проверь цвет, @Борис Ким')).toBeVisible();

  await boris.page.goto('/notifications');
  await expect(boris.page.getByText('Вас упомянули в комментарии')).toBeVisible();
  await boris.page.getByLabel('Язык').selectOption('en');
  await expect(boris.page.getByText('You were mentioned in a comment')).toBeVisible();
  await expect(boris.page.getByText(/Анна Смирнова mentioned you on "Покрасить стены"/)).toBeVisible();
  // Mentioned, the assignee heard of that comment once; a plain comment reaches them as the card's assignee.
  await expect(boris.page.getByText('New comment on your card')).toHaveCount(0);
  await kanban(`cards/${card.id}/comments`, { body: 'Краску купила' });
  await boris.page.reload();
  await expect(boris.page.getByText('Анна Смирнова commented on "Покрасить стены"')).toBeVisible();

  // On a card that is neither his nor assigned to him, Boris chooses to watch, and hears of its comments.
  const roller = (await kanban(`columns/${todo.id}/cards`, { title: 'Купить валик' })).card!;
  await boris.page.goto(`/workspaces/${workspace.id}`);
  await expect(boris.page.getByRole('heading', { name: 'Ремонт', level: 1 })).toBeVisible();
  await boris.page.goto(`/modules/kanban/boards/${board.id}?card=${roller.id}`);
  await boris.page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(boris.page.getByRole('button', { name: 'Stop watching' })).toHaveAttribute('aria-pressed', 'true');
  await kanban(`cards/${roller.id}/comments`, { body: 'Валик купила' });
  await boris.page.goto('/notifications');
  await expect(boris.page.getByText('New comment on a card you watch')).toBeVisible();
  await expect(boris.page.getByText('Анна Смирнова commented on "Купить валик"')).toBeVisible();

  // Archiving says so with «Отменить», which brings the card back.
  await anna.page.getByRole('button', { name: 'В архив' }).click();
  await expect(anna.page.getByText('Карточка «Покрасить стены» в архиве')).toBeVisible();
  await expect(anna.page.getByRole('button', { name: 'Открыть карточку «Покрасить стены»' })).toHaveCount(0);
  await anna.page.getByRole('button', { name: 'Отменить' }).click();
  await expect(anna.page.getByRole('button', { name: 'Открыть карточку «Покрасить стены»' })).toBeVisible();

  // The board's access: Boris becomes a viewer of this board only, and stays one after a reload.
  await anna.page.getByRole('button', { name: 'Доступ' }).click();
  const borisRole = anna.page.getByRole('combobox', { name: 'Роль участника Борис Ким на доске' });
  await expect(borisRole).toHaveValue('');
  await borisRole.selectOption('board_viewer');
  await expect(borisRole).toHaveValue('board_viewer');
  await anna.page.reload();
  await anna.page.getByRole('button', { name: 'Доступ' }).click();
  await expect(anna.page.getByRole('combobox', { name: 'Роль участника Борис Ким на доске' })).toHaveValue('board_viewer');
  const permissions = await api<{ boardRoles: Record<string, string> }>(
    boris.page,
    'GET',
    `/api/v1/workspaces/${workspace.id}/permissions`,
  );
  expect(permissions.boardRoles[board.id]).toBe('board_viewer');
});
