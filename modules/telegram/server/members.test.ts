/** Members' Telegram usernames, and detected tasks mapped to members. */
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
  await t.addBotToChat();
});

afterAll(() => t.close());

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

  it("refuse a malformed or taken username in the user's language, and people of another workspace", async () => {
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
    standIn.push(TOKEN, {
      message: { message_id: 40, date, chat: CHAT, from, text: '@ruslan_electric переставь прожекторы на первую секцию' },
    });
    standIn.push(TOKEN, {
      message: { message_id: 41, date: date + 60, chat: CHAT, from, text: 'Сергей, организуй фронт работ кровельщикам к понедельнику' },
    });
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
