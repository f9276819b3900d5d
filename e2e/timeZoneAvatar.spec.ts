/**
 * Issue 31: a time is shown on the clock of the zone chosen in the profile, not the browser's; the picture a
 * person uploads is in the top bar and beside their name in the workspace's members list. On a desk and a phone.
 */
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

/** Each step opens a page whose chunks load first: on a machine shared by many test runs that takes a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The browser's own clock is Moscow's; the profile then chooses Vladivostok, seven hours ahead. */
test.use({ timezoneId: 'Europe/Moscow' });

const PROFILE_ZONE = 'Asia/Vladivostok';
/** A 64 × 64 PNG drawn by the browser itself: the profile page scales it and sends it as WebP. */
async function picture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#d9822b';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** «12:30» as a reader in `timeZone` reads `iso`, the way the format layer writes a Russian time. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));

/** A workspace with a board, a card and a comment on it; the comment's time as the server recorded it. */
async function cardWithComment(page: Page) {
  const workspace = await api(page, 'POST', '/api/v1/workspaces', { name: 'Склад' });
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Поставки' });
  const kanban = (path: string, body: unknown) => api(page, 'POST', `/api/v1/modules/kanban/${path}`, body, workspace.id);
  const { column } = await kanban(`boards/${board.id}/columns`, { name: 'Входящие' });
  const { card } = await kanban(`columns/${column.id}/cards`, { title: 'Принять паллеты' });
  const { comment } = await kanban(`cards/${card.id}/comments`, { body: 'Машина будет утром' });
  await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id);
  return {
    workspaceId: workspace.id as string,
    boardId: board.id as string,
    cardId: card.id as string,
    commentAt: comment.createdAt as string,
  };
}

for (const size of [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${size.name} ${size.width}×${size.height}: times in the profile's zone, the uploaded picture in the top bar and the members list`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    await signUpThroughApi(page, 'Ольга Ким');
    const { workspaceId, boardId, cardId, commentAt } = await cardWithComment(page);

    // Before a zone is chosen, the browser's (Moscow) clock.
    await page.goto(`/modules/kanban/boards/${boardId}?card=${cardId}`);
    const comment = page.getByRole('dialog').locator('.kanban-comments time');
    await expect(comment).toContainText(clockIn(commentAt, 'Europe/Moscow'));

    // The profile chooses Vladivostok, and a photo.
    await page.goto('/profile');
    await page.getByLabel('Часовой пояс').fill(PROFILE_ZONE);
    await page.getByRole('button', { name: 'Сохранить' }).first().click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    await page.getByLabel('Загрузить фото').setInputFiles({ name: 'ольга.png', mimeType: 'image/png', buffer: await picture(page) });
    await expect(page.getByText('Фото обновлено')).toBeVisible();

    // The top bar's user menu shows the uploaded picture, loaded, instead of a generic icon.
    const menuPicture = page.getByRole('button', { name: 'Меню пользователя' }).locator('.artel-avatar');
    await expect(menuPicture).toHaveAttribute('data-picture', 'loaded');
    await expect(menuPicture.locator('img')).toHaveAttribute('src', /^\/api\/v1\/avatars\//);
    await page.screenshot({ path: `build/screenshots/time-zone-avatar-profile-${size.width}.png` });

    // The same comment now reads on Vladivostok's clock.
    await page.goto(`/modules/kanban/boards/${boardId}?card=${cardId}`);
    const vladivostok = clockIn(commentAt, PROFILE_ZONE);
    expect(vladivostok).not.toBe(clockIn(commentAt, 'Europe/Moscow'));
    await expect(comment).toContainText(vladivostok);
    await expect(comment).toHaveAttribute('datetime', commentAt);
    // The card's assignee choices carry the picture too.
    await page.getByRole('dialog').getByRole('combobox', { name: 'Исполнители' }).click();
    await expect(page.getByRole('option', { name: /Ольга Ким/ }).locator('.artel-avatar img')).toHaveAttribute(
      'src',
      /^\/api\/v1\/avatars\//,
    );
    await page.screenshot({ path: `build/screenshots/time-zone-avatar-card-${size.width}.png` });

    // The workspace's members list shows the picture beside the name.
    await page.goto(`/workspaces/${workspaceId}/permissions`);
    const me = page.getByRole('row', { name: /Ольга Ким/ });
    await expect(me.locator('.artel-avatar')).toHaveAttribute('data-picture', 'loaded');
    await page.screenshot({ path: `build/screenshots/time-zone-avatar-members-${size.width}.png` });
  });
}
