/** Chats the bot is added to, the messages kept with what was detected, and links to boards. */
import type { TestPerson } from '@artel/sdk/server/testing';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from './testing/telegramTestHost';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let standIn: TelegramTestHost['standIn'];
let workspaceId: string;
let owner: TestPerson;

beforeAll(async () => {
  t = await startTelegramTestHost();
  ({ host, standIn, workspaceId, owner } = t);
  await t.connectBot();
});

afterAll(() => t.close());

describe('chats', () => {
  it('appear when the bot is added to a group, and only in that workspace', async () => {
    standIn.push(TOKEN, {
      my_chat_member: {
        chat: CHAT,
        from: { id: 42, is_bot: false, first_name: 'Сергей' },
        date: 1795449600,
        old_chat_member: { status: 'left', user: { id: 7000000001, is_bot: true, first_name: 'Артель' } },
        new_chat_member: { status: 'member', user: { id: 7000000001, is_bot: true, first_name: 'Артель' } },
      },
    });
    const chats = await eventually(
      async () => (await host.request(owner, 'GET', '/chats')).json().chats as unknown[],
      (list) => list.length > 0,
    );
    expect(chats).toEqual([
      { chatId: -1001234567890, title: 'Объект ЖК Лесной', type: 'supergroup', botStatus: 'member', boardId: null, columnId: null },
    ]);
    const stranger = await host.newTeam('Другие');
    expect((await host.request(stranger.owner, 'GET', '/chats')).json()).toEqual({ chats: [] });
  });
});

describe('messages', () => {
  it('are kept with what the detector found, dates in the chat time zone, the newest maxMessageHistory per chat', async () => {
    // Wednesday 18 November 2026, 21:30 UTC: already Thursday the 19th in Moscow.
    const date = Date.UTC(2026, 10, 18, 21, 30) / 1000;
    const from = { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' };
    standIn.push(TOKEN, { message: { message_id: 10, date, chat: CHAT, from, text: 'перекрытие залили 👍' } });
    standIn.push(TOKEN, { message: { message_id: 11, date: date + 60, chat: CHAT, from, text: 'всем спасибо' } });
    standIn.push(TOKEN, {
      message: { message_id: 12, date: date + 120, chat: CHAT, from, text: '@ruslan_electric срочно поставь щиток у 2 подъезда до завтра' },
    });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 12),
    );
    expect(messages.map((m) => m.messageId)).toEqual([12, 11]);
    expect(messages[0]).toMatchObject({
      author: 'sergey_prorab',
      detection: {
        isTask: true,
        assignee: 'ruslan_electric',
        due: '2026-11-20',
        priority: 'urgent',
        title: 'Поставить щиток у 2 подъезда',
      },
    });
    expect((messages[1]!.detection as { isTask: boolean }).isTask).toBe(false);
  });

  it('keeps each Telegram message once, however often it is delivered', async () => {
    const date = Date.UTC(2026, 10, 19, 8, 0) / 1000;
    const message = {
      message_id: 20,
      date,
      chat: CHAT,
      from: { id: 43, is_bot: false, first_name: 'Олег' },
      text: 'Андрей, к пятнице посчитай объёмы',
    };
    standIn.push(TOKEN, { message });
    standIn.push(TOKEN, { message });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 20),
    );
    expect(messages.filter((m) => m.messageId === 20)).toHaveLength(1);
    expect(messages[0]).toMatchObject({ author: 'Олег', detection: { addresseeName: 'Андрей', due: '2026-11-20' } });
  });

  it('are read in their thread: a reply that names no work takes it from the message it answers', async () => {
    // Friday 20 November 2026, 09:00 and 09:04 in Moscow.
    const date = Date.UTC(2026, 10, 20, 6, 0) / 1000;
    const request = {
      message_id: 40,
      date,
      chat: CHAT,
      from: { id: 44, is_bot: false, first_name: 'Ирина', username: 'irina_admin' },
      text: 'звонили из «Согласия», до понедельника надо перезвонить им по гарантийному письму Дёмина. кто может?',
    };
    standIn.push(TOKEN, { message: request });
    standIn.push(TOKEN, {
      message: {
        message_id: 41,
        date: date + 240,
        chat: CHAT,
        from: request.from,
        text: 'Вика, бери',
        reply_to_message: { ...request, reply_to_message: undefined },
      },
    });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 41),
    );
    expect(messages.find((m) => m.messageId === 41)).toMatchObject({
      detection: { title: 'Перезвонить по гарантийному письму Дёмина', due: '2026-11-23', addresseeName: 'Вика' },
    });
  });

  it('are not shown to another workspace', async () => {
    const stranger = await host.newTeam('Третьи');
    expect((await host.request(stranger.owner, 'GET', `/chats/${CHAT.id}/messages`)).json()).toEqual({ messages: [] });
  });
});

describe('linking a chat to a board', () => {
  async function newBoard(person: TestPerson, name: string): Promise<string> {
    const response = await host.app.inject({
      method: 'POST',
      url: `/api/v1/workspaces/${person.workspaceId}/boards`,
      headers: person.headers,
      payload: { name },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it("sends a chat's tasks to a board of the workspace, set and cleared by an admin", async () => {
    const boardId = await newBoard(owner, 'Стройка');
    const linked = await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId });
    expect(linked.json()).toEqual({ chat: { chatId: CHAT.id, boardId, columnId: null } });
    expect((await host.request(owner, 'GET', '/chats')).json().chats[0].boardId).toBe(boardId);
    expect((await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId: null })).json().chat.boardId).toBeNull();
  });

  it('refuses members, boards of another workspace and chats the bot is not in', async () => {
    const boardId = await newBoard(owner, 'Снабжение');
    const member = await host.join(workspaceId, 'member', 'Прораб');
    const refused = await host.request(member, 'PUT', `/chats/${CHAT.id}/board`, { boardId });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    const outsider = await host.newTeam('Конкуренты');
    const foreignBoard = await newBoard(outsider.owner, 'Чужая доска');
    const foreign = await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId: foreignBoard }, 'ru');
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([404, 'Доска не найдена']);
    const unknownChat = await host.request(owner, 'PUT', '/chats/-100999/board', { boardId });
    expect([unknownChat.statusCode, unknownChat.json().error.code]).toEqual([404, 'chat_not_found']);
    const intruding = await host.request(outsider.owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId: foreignBoard });
    expect([intruding.statusCode, intruding.json().error.code]).toEqual([404, 'chat_not_found']);
    expect((await host.request(owner, 'GET', '/chats')).json().chats[0].boardId).toBeNull();
  });
});
