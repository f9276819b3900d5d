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
    manifest: { config: [{ key: 'botApiRoot', type: 'string', default: standIn.url, label: { ru: 'Bot API', en: 'Bot API' } }] },
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

describe('chats', () => {
  it('appear when the bot is added to a group, and only in that workspace', async () => {
    standIn.push(TOKEN, {
      my_chat_member: {
        chat: { id: -1001234567890, type: 'supergroup', title: 'Объект ЖК Лесной' },
        from: { id: 42, is_bot: false, first_name: 'Сергей' },
        date: 1795449600,
        old_chat_member: { status: 'left', user: { id: 7000000001, is_bot: true, first_name: 'Артель' } },
        new_chat_member: { status: 'member', user: { id: 7000000001, is_bot: true, first_name: 'Артель' } },
      },
    });
    let chats: unknown[] = [];
    // The platform scheduler polls the bot; wait for the run that picks the update up.
    for (let attempt = 0; attempt < 100 && chats.length === 0; attempt += 1) {
      chats = (await host.request(owner, 'GET', '/chats')).json().chats;
      if (chats.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(chats).toEqual([{ chatId: -1001234567890, title: 'Объект ЖК Лесной', type: 'supergroup', botStatus: 'member' }]);
    const stranger = await host.newTeam('Другие');
    expect((await host.request(stranger.owner, 'GET', '/chats')).json()).toEqual({ chats: [] });
  });
});
