/**
 * Telegram is seen per board: a guest sees the chats, messages and tasks of chats linked to a board shared with
 * them, nothing of the others, and no unlinked chat; only whoever configures the workspace's Telegram changes it.
 */
import type { TestPerson } from '@artel/sdk/server/testing';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost, type TestChat } from './testing/telegramTestHost';

const CHAT_B: TestChat = { id: -1009876543210, type: 'supergroup', title: 'Склад на Лесной' };
const UNLINKED: TestChat = { id: -1005555555555, type: 'group', title: 'Курилка' };
// Thursday 19 November 2026, 11:00 in Moscow.
const DATE = Date.UTC(2026, 10, 19, 8, 0) / 1000;
const SERGEY = { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' };
/** The detector is sure of it: a card at once, a 'created' task. */
const SURE = '@ruslan_electric срочно поставь щиток у 2 подъезда до завтра';
/** The detector gives it about 0.5 alone, 0.45 after a request: a 'pending' task in the review queue. */
const UNSURE = 'Миша, насос бы глянуть, когда освободишься';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let owner: TestPerson;
let guest: TestPerson;
let viewer: TestPerson;
let nextMessageId = 5000;

type Row = Record<string, unknown> & { id: string; chatId: number; messageId: number };

function send(chat: TestChat, text: string): number {
  const messageId = nextMessageId++;
  t.standIn.push(TOKEN, { message: { message_id: messageId, date: DATE, chat, from: SERGEY, text } });
  return messageId;
}

const get = async (person: TestPerson, url: string) => host.request(person, 'GET', url);
const tasks = async (person: TestPerson, status: string) => (await get(person, `/tasks?status=${status}`)).json().tasks as Row[];
const chatIds = (rows: Array<{ chatId: number }>) => [...new Set(rows.map((row) => row.chatId))].sort();

async function newBoard(name: string): Promise<string> {
  const response = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${t.workspaceId}/boards`,
    headers: owner.headers,
    payload: { name },
  });
  return response.json().id as string;
}

async function link(chat: TestChat, boardId: string): Promise<void> {
  const columnId = t.kanban.addColumn(t.workspaceId, boardId);
  const response = await host.request(owner, 'PUT', `/chats/${chat.id}/board`, { boardId, columnId });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTelegramTestHost();
  ({ host, owner } = t);
  await t.connectBot();
  for (const chat of [CHAT, CHAT_B, UNLINKED]) await t.addBotToChat(chat);
  const boardA = await newBoard('Стройка');
  await link(CHAT, boardA);
  await link(CHAT_B, await newBoard('Снабжение'));
  guest = await host.join(t.workspaceId, 'guest', 'Гость');
  await host.setBoardRole(boardA, guest.userId, 'board_viewer');
  viewer = await host.join(t.workspaceId, 'viewer', 'Наблюдатель');

  const sent = [CHAT, CHAT_B, UNLINKED].flatMap((chat) => [send(chat, SURE), send(chat, UNSURE)]);
  await eventually(
    async () => [...(await tasks(owner, 'pending')), ...(await tasks(owner, 'created')), ...(await tasks(owner, 'failed'))],
    (found) => sent.every((messageId) => found.some((task) => task.messageId === messageId)),
  );
});

afterAll(() => t.close());

describe('a guest with board A shared, not board B', () => {
  it("lists only A's chat", async () => {
    expect(chatIds((await get(guest, '/chats')).json().chats)).toEqual([CHAT.id]);
  });

  it("reads A's chat messages and is told B's chat and an unlinked one do not exist", async () => {
    const messages = (await get(guest, `/chats/${CHAT.id}/messages`)).json().messages as Row[];
    expect(messages.length).toBeGreaterThan(0);
    for (const chat of [CHAT_B, UNLINKED]) {
      const refused = await host.request(guest, 'GET', `/chats/${chat.id}/messages`, undefined, 'ru');
      expect([refused.statusCode, refused.json().error.message]).toEqual([404, 'Бот не состоит в таком чате']);
    }
  });

  it("sees only A's chat's review queue and decided tasks", async () => {
    expect(chatIds(await tasks(guest, 'pending'))).toEqual([CHAT.id]);
    expect(chatIds(await tasks(guest, 'created'))).toEqual([CHAT.id]);
    expect(await tasks(guest, 'failed')).toEqual([]);
  });

  it("cannot decide a task of B's chat: to them it does not exist", async () => {
    const [taskOfB] = (await tasks(owner, 'pending')).filter((task) => task.chatId === CHAT_B.id);
    for (const action of ['accept', 'reject', 'retry']) {
      const refused = await host.request(guest, 'POST', `/tasks/${taskOfB!.id}/${action}`, {});
      expect([action, refused.statusCode, refused.json().error.code]).toEqual([action, 404, 'task_not_found']);
    }
    expect((await tasks(owner, 'pending')).some((task) => task.id === taskOfB!.id)).toBe(true);
  });
});

describe('whoever views every board', () => {
  it('sees every chat, unlinked ones too, with their messages and tasks', async () => {
    expect(chatIds((await get(viewer, '/chats')).json().chats)).toEqual([CHAT.id, CHAT_B.id, UNLINKED.id].sort());
    expect((await get(viewer, `/chats/${UNLINKED.id}/messages`)).json().messages.length).toBeGreaterThan(0);
    expect(chatIds(await tasks(viewer, 'pending'))).toEqual([CHAT.id, CHAT_B.id].sort());
  });
});

describe('configuring Telegram', () => {
  it("is refused to those who do not manage the workspace: the token, the chats and others' usernames", async () => {
    const admin = await host.join(t.workspaceId, 'admin', 'Админ');
    for (const person of [guest, viewer, admin]) {
      const attempts = [
        await host.request(person, 'PUT', '/bot', { token: TOKEN }),
        await host.request(person, 'DELETE', '/bot'),
        await host.request(person, 'PUT', `/chats/${UNLINKED.id}/board`, { boardId: null }),
        await host.request(person, 'PUT', `/members/${owner.userId}`, { username: 'chief' }),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect((await get(owner, '/bot')).json().bot).toMatchObject({ username: 'artel_team_bot' });
  });
});
