import { expect, test } from '@playwright/test';
import { botAddedToChat, botApiStandInFor, connectBot, linkChatToBoard, type TestChat, testBot } from './support/telegramBot';
import { api } from './support/api';
import { signUpThroughApi } from './support/users';

const BOT = testBot('7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1', 'artel_team_bot');
const CHAT: TestChat = { id: -1001234567890, type: 'supergroup', title: 'Объект ЖК Лесной' };
const standIn = botApiStandInFor(BOT);

test('a bot configured, a chat linked to a board: a task written in the chat appears as a card on the open board, live', async ({
  page,
}) => {
  await signUpThroughApi(page, 'Сергей');
  const { workspaces } = await api(page, 'GET', '/api/v1/workspaces');
  const workspaceId = workspaces[0].id as string;
  const board = await api(page, 'POST', `/api/v1/workspaces/${workspaceId}/boards`, { name: 'Стройка' });
  await api(page, 'POST', `/api/v1/modules/kanban/boards/${board.id}/columns`, { name: 'Входящие' }, workspaceId);
  await api(page, 'POST', '/api/v1/marketplace/modules/telegram/enable', { workspaceId, config: { reconnectInterval: 500 } });

  await connectBot(page, BOT);
  await expect(page.getByRole('heading', { name: 'Режим приватности' })).toBeVisible();
  standIn().push(BOT.token, botAddedToChat(BOT, CHAT, 'Сергей'));
  await linkChatToBoard(page, CHAT, 'Стройка');

  await page.goto(`/modules/kanban/boards/${board.id}`);
  const inbox = page.getByRole('region', { name: 'Входящие', exact: true });
  await expect(inbox).toBeVisible();
  standIn().push(BOT.token, {
    message: {
      message_id: 501,
      date: Math.floor(Date.now() / 1000),
      chat: CHAT,
      from: { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' },
      text: 'Руслан, срочно поставь щиток у 2 подъезда до завтра',
    },
  });
  await expect(inbox.getByRole('button', { name: 'Открыть карточку «Поставить щиток у 2 подъезда»' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() =>
      standIn()
        .calls.filter((call) => call.method === 'sendMessage')
        .map((call) => String(call.body.text)),
    )
    .toContainEqual(expect.stringContaining(`/modules/kanban/boards/${board.id}?card=`));
});
