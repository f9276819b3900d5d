/** The bot: its token checked against a local Bot API stand-in, kept encrypted, and the chats it joins. */
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import { eq } from 'drizzle-orm';
import telegramModule from '.';
import { telegramBots } from './tables';
import { startBotApiStandIn, type BotApiStandIn } from './test/botApiStandIn';

const TOKEN = '7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1';
const OTHER_TOKEN = '7000000002:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw2';

let standIn: BotApiStandIn;
let host: ModuleTestHost;
let workspaceId: string;
let owner: TestPerson;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  standIn.addBot(TOKEN, { id: 7000000001, first_name: 'Артель', username: 'artel_team_bot' });
  host = await createModuleTestHost(telegramModule, {
    manifest: {
      config: [
        { key: 'botApiRoot', type: 'string', default: standIn.url, label: { ru: 'Bot API', en: 'Bot API' } },
        { key: 'maxMessageHistory', type: 'number', default: 2, label: { ru: 'История', en: 'History' } },
        { key: 'timeZone', type: 'string', default: 'Europe/Moscow', label: { ru: 'Часовой пояс', en: 'Time zone' } },
        { key: 'reconnectInterval', type: 'number', default: 100, label: { ru: 'Переподключение, мс', en: 'Reconnect interval, ms' } },
      ],
    },
  });
  ({ workspaceId, owner } = await host.newTeam());
});

afterAll(async () => {
  await host.close();
  await standIn.close();
});

describe('connecting the bot', () => {
  it('refuses a string that is not a bot token without asking Telegram', async () => {
    const calls = standIn.calls.length;
    const response = await host.request(owner, 'PUT', '/bot', { token: 'hello' }, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('token_format');
    expect(response.json().error.message).toMatch(/не похоже на токен/);
    expect(standIn.calls.length).toBe(calls);
  });

  it('refuses a token Telegram does not know, in the user\'s language, and keeps nothing', async () => {
    const response = await host.request(owner, 'PUT', '/bot', { token: OTHER_TOKEN });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'token_rejected']);
    expect(response.json().error.message).toBe('Telegram did not accept the token: check it with @BotFather');
    expect((await host.request(owner, 'GET', '/bot')).json()).toEqual({ bot: null });
  });

  it('checks a good token with getMe, shows the bot and stores the token encrypted', async () => {
    const response = await host.request(owner, 'PUT', '/bot', { token: TOKEN });
    expect(response.statusCode).toBe(200);
    expect(response.json().bot).toMatchObject({ id: 7000000001, username: 'artel_team_bot', name: 'Артель' });
    expect(standIn.calls.some((c) => c.method === 'getMe' && c.botId === 7000000001)).toBe(true);
    const [row] = await host.orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, workspaceId));
    expect(row!.tokenCiphertext).not.toContain(TOKEN);
    expect(row!.tokenCiphertext).not.toContain('AAHdqTcv');
    expect((await host.request(owner, 'GET', '/bot')).json().bot.username).toBe('artel_team_bot');
  });

  it('lets only owners and admins connect a bot, and only members see it', async () => {
    const member = await host.join(workspaceId, 'member', 'Участник');
    const refused = await host.request(member, 'PUT', '/bot', { token: TOKEN });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect((await host.request(member, 'GET', '/bot')).json().bot.username).toBe('artel_team_bot');
    const stranger = await host.newTeam('Чужие');
    const intruding = await host.request(host.inWorkspace(stranger.owner, workspaceId), 'GET', '/bot');
    expect([intruding.statusCode, intruding.json().error.code]).toEqual([404, 'workspace_not_found']);
    expect((await host.request(stranger.owner, 'GET', '/bot')).json()).toEqual({ bot: null });
  });
});

/** The platform scheduler polls the bot every second: ask until the answer shows what the test waits for. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await ask();
  for (let attempt = 0; attempt < 100 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await ask();
  }
  return value;
}

const CHAT = { id: -1001234567890, type: 'supergroup' as const, title: 'Объект ЖК Лесной' };

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
    expect(chats).toEqual([{ chatId: -1001234567890, title: 'Объект ЖК Лесной', type: 'supergroup', botStatus: 'member', boardId: null }]);
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
    standIn.push(TOKEN, { message: { message_id: 12, date: date + 120, chat: CHAT, from, text: '@ruslan_electric срочно поставь щиток у 2 подъезда до завтра' } });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 12),
    );
    expect(messages.map((m) => m.messageId)).toEqual([12, 11]);
    expect(messages[0]).toMatchObject({
      author: 'sergey_prorab',
      detection: { isTask: true, assignee: 'ruslan_electric', due: '2026-11-20', priority: 'urgent', title: 'Поставить щиток у 2 подъезда' },
    });
    expect((messages[1]!.detection as { isTask: boolean }).isTask).toBe(false);
  });

  it('keeps each Telegram message once, however often it is delivered', async () => {
    const date = Date.UTC(2026, 10, 19, 8, 0) / 1000;
    const message = { message_id: 20, date, chat: CHAT, from: { id: 43, is_bot: false, first_name: 'Олег' }, text: 'Андрей, к пятнице посчитай объёмы' };
    standIn.push(TOKEN, { message });
    standIn.push(TOKEN, { message });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 20),
    );
    expect(messages.filter((m) => m.messageId === 20)).toHaveLength(1);
    expect(messages[0]).toMatchObject({ author: 'Олег', detection: { addresseeName: 'Андрей', due: '2026-11-20' } });
  });

  it('are not shown to another workspace', async () => {
    const stranger = await host.newTeam('Третьи');
    expect((await host.request(stranger.owner, 'GET', `/chats/${CHAT.id}/messages`)).json()).toEqual({ messages: [] });
  });
});

describe('the connection', () => {
  it('shows Telegram dropping out in plain words, backs off, and picks up the updates once it is back', async () => {
    expect((await host.request(owner, 'GET', '/bot')).json().bot.connection).toBe('connected');
    await standIn.stop();
    const down = await eventually(
      async () => (await host.request(owner, 'GET', '/bot', undefined, 'ru')).json().bot,
      (bot) => bot.connection === 'reconnecting',
    );
    expect(down.lastError).toMatch(/^Не удалось связаться с Telegram/);
    expect(down.retryAt).not.toBeNull();

    await standIn.restart();
    const date = Date.UTC(2026, 10, 19, 9, 0) / 1000;
    standIn.push(TOKEN, { message: { message_id: 30, date, chat: CHAT, from: { id: 44, is_bot: false, first_name: 'Ира' }, text: 'снова на связи' } });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 30),
    );
    expect(messages[0]!.messageId).toBe(30);
    const up = (await host.request(owner, 'GET', '/bot')).json().bot;
    expect([up.connection, up.lastError, up.retryAt]).toEqual(['connected', null, null]);
  });
});

describe('Telegram usernames of members', () => {
  let electrician: TestPerson;
  let foreman: TestPerson;

  beforeAll(async () => {
    electrician = await host.join(workspaceId, 'member', 'Руслан Ахметов');
    foreman = await host.join(workspaceId, 'member', 'Сергей Иванов');
  });

  it('are set by a member for themselves and by an admin for anyone, never by a member for another', async () => {
    const own = await host.request(electrician, 'PUT', `/members/${electrician.userId}`, { username: '@Ruslan_Electric' });
    expect(own.json()).toEqual({ member: { userId: electrician.userId, username: 'ruslan_electric' } });
    const refused = await host.request(electrician, 'PUT', `/members/${foreman.userId}`, { username: 'sergey_prorab' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect((await host.request(owner, 'PUT', `/members/${foreman.userId}`, { username: 'sergey_prorab' })).statusCode).toBe(200);
    expect((await host.request(foreman, 'GET', '/members')).json().members).toEqual([
      { username: 'ruslan_electric', userId: electrician.userId },
      { username: 'sergey_prorab', userId: foreman.userId },
    ]);
  });

  it('refuse a malformed or taken username in the user\'s language, and people of another workspace', async () => {
    const malformed = await host.request(owner, 'PUT', `/members/${owner.userId}`, { username: 'ив' }, 'ru');
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'username_format']);
    expect(malformed.json().error.message).toMatch(/^Имя пользователя Telegram/);
    const taken = await host.request(owner, 'PUT', `/members/${owner.userId}`, { username: 'Sergey_Prorab' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, '@Sergey_Prorab is already given for another member']);
    const outsider = await host.newTeam('Соседи');
    const foreign = await host.request(owner, 'PUT', `/members/${outsider.owner.userId}`, { username: 'neighbour_bob' });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'member_not_found']);
    expect((await host.request(outsider.owner, 'GET', '/members')).json()).toEqual({ members: [] });
  });

  it('map a detected task to its member: the @username, else the one member with the name addressed', async () => {
    const date = Date.UTC(2026, 10, 19, 10, 0) / 1000;
    const from = { id: 45, is_bot: false, first_name: 'Олег' };
    standIn.push(TOKEN, { message: { message_id: 40, date, chat: CHAT, from, text: '@ruslan_electric переставь прожекторы на первую секцию' } });
    standIn.push(TOKEN, { message: { message_id: 41, date: date + 60, chat: CHAT, from, text: 'Сергей, организуй фронт работ кровельщикам к понедельнику' } });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 41),
    );
    expect(messages.slice(0, 2).map((m) => [m.messageId, m.assigneeUserId])).toEqual([
      [41, foreman.userId],
      [40, electrician.userId],
    ]);
  });
});

describe('linking a chat to a board', () => {
  async function newBoard(person: TestPerson, name: string): Promise<string> {
    const response = await host.app.inject({ method: 'POST', url: `/api/v1/workspaces/${person.workspaceId}/boards`, headers: person.headers, payload: { name } });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  }

  it('sends a chat\'s tasks to a board of the workspace, set and cleared by an admin', async () => {
    const boardId = await newBoard(owner, 'Стройка');
    const linked = await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId });
    expect(linked.json()).toEqual({ chat: { chatId: CHAT.id, boardId } });
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
