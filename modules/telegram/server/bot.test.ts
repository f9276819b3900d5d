/** The bot: its token checked against a local Bot API stand-in and kept encrypted; the connection's state. */
import { randomBytes } from 'node:crypto';
import type { TestPerson } from '@artel/sdk/server/testing';
import { createOutboundClient } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import { botApiClient } from './botApi';
import { telegramBots } from './tables';
import { tokenCipher } from './tokenCipher';
import { updatePoller } from './updatePoller';
import { CHAT, OTHER_TOKEN, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from './testing/telegramTestHost';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let standIn: TelegramTestHost['standIn'];
let workspaceId: string;
let owner: TestPerson;

beforeAll(async () => {
  t = await startTelegramTestHost();
  ({ host, standIn, workspaceId, owner } = t);
});

afterAll(() => t.close());

describe('connecting the bot', () => {
  it('refuses a string that is not a bot token without asking Telegram', async () => {
    const calls = standIn.calls.length;
    const response = await host.request(owner, 'PUT', '/bot', { token: 'hello' }, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('token_format');
    expect(response.json().error.message).toMatch(/не похоже на токен/);
    expect(standIn.calls.length).toBe(calls);
  });

  it("refuses a token Telegram does not know, in the user's language, and keeps nothing", async () => {
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

  it("decides by the manifest's telegram.view and telegram.configure: a viewer sees the bot, only the owner configures it", async () => {
    const viewer = await host.join(workspaceId, 'viewer', 'Наблюдатель');
    const admin = await host.join(workspaceId, 'admin', 'Администратор');
    expect((await host.request(viewer, 'GET', '/bot')).json().bot.username).toBe('artel_team_bot');
    for (const person of [viewer, admin]) {
      const refused = await host.request(person, 'PUT', '/bot/webhook', { publicUrl: 'https://artel.example.test' }, 'ru');
      expect([refused.statusCode, refused.json().error]).toEqual([
        403,
        expect.objectContaining({ code: 'forbidden', message: 'Недостаточно прав' }),
      ]);
    }
    expect((await host.request(owner, 'DELETE', '/bot/webhook')).statusCode).toBeLessThan(300);
  });
});

describe('the connection', () => {
  it('shows Telegram dropping out in plain words, backs off, and picks up the updates once it is back', async () => {
    await t.addBotToChat();
    expect((await host.request(owner, 'GET', '/bot')).json().bot.connection).toBe('connected');
    await standIn.stop();
    const down = await eventually(
      async () => (await host.request(owner, 'GET', '/bot', undefined, 'ru')).json().bot,
      (bot) => bot.connection === 'reconnecting',
    );
    expect(down.lastError).toBe('Не удалось связаться с Telegram: Сервер недоступен');
    expect(down.retryAt).not.toBeNull();
    // Nobody reads the token in the error, whatever their role (a guest included).
    const [secretPart] = TOKEN.split(':').slice(1);
    for (const role of ['guest', 'viewer', 'member', 'admin'] as const) {
      const reader = await host.join(workspaceId, role, `Читатель ${role}`);
      const answer = await host.request(reader, 'GET', '/bot', undefined, 'ru');
      expect(answer.body).not.toContain(secretPart);
      expect(answer.body).not.toContain('/bot7000000001');
    }

    await standIn.restart();
    const date = Date.UTC(2026, 10, 19, 9, 0) / 1000;
    standIn.push(TOKEN, {
      message: { message_id: 30, date, chat: CHAT, from: { id: 44, is_bot: false, first_name: 'Ира' }, text: 'снова на связи' },
    });
    const messages = await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<Record<string, unknown>>,
      (list) => list.some((m) => m.messageId === 30),
    );
    expect(messages[0]!.messageId).toBe(30);
    // The messages are stored a moment before the poll records the connection as healthy again.
    const up = await eventually(
      async () => (await host.request(owner, 'GET', '/bot')).json().bot,
      (bot) => bot.connection === 'connected',
    );
    expect([up.connection, up.lastError, up.retryAt]).toEqual(['connected', null, null]);
  });

  it("never asks Telegram for one bot's updates twice at once, whichever instance polls (Telegram refuses that)", async () => {
    // A bot polled by two pollers of its own, as two server instances would; the module's scheduler leaves it
    // alone until retryAt.
    const token = '7000000003:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw3';
    standIn.addBot(token, { id: 7000000003, first_name: 'Склад', username: 'sklad_bot' });
    const cipher = tokenCipher(randomBytes(32));
    const team = await host.newTeam('Склад');
    await host.orm.insert(telegramBots).values({
      workspaceId: team.workspaceId,
      tokenCiphertext: cipher.encrypt(token),
      botId: 7000000003,
      username: 'sklad_bot',
      name: 'Склад',
      timeZone: 'Europe/Moscow',
      maxMessageHistory: 10,
      reconnectInterval: 1000,
      retryAt: new Date(Date.now() + 3_600_000),
    });
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const ignore = async () => {};
    const botApiFor = botApiClient(createOutboundClient({ allowedHosts: () => [standIn.url] }), () => standIn.url);
    const [first, second] = [
      updatePoller(host.orm, cipher, botApiFor, ignore, quiet),
      updatePoller(host.orm, cipher, botApiFor, ignore, quiet),
    ];
    const polls = () => standIn.calls.filter((c) => c.method === 'getUpdates' && c.botId === 7000000003).length;

    const release = standIn.hold();
    const both = Promise.all([first.pollBot(team.workspaceId), second.pollBot(team.workspaceId)]);
    await eventually(
      async () => polls(),
      (n) => n > 0,
    );
    release();
    await both;
    expect(polls()).toBe(1);
    await first.pollBot(team.workspaceId);
    expect(polls()).toBe(2);
  });
});

describe('the Bot API root', () => {
  it('is the instance’s (TELEGRAM_API_ROOT or the platform admin’s), never a workspace’s module config', async () => {
    const changed = await host.app.inject({
      method: 'PUT',
      url: '/api/v1/marketplace/modules/telegram/config',
      headers: { ...owner.headers, 'x-workspace-id': workspaceId },
      payload: { workspaceId, config: { botApiRoot: 'http://127.0.0.1:9/?x=' } },
    });
    expect(changed.statusCode).toBe(400);
    const settings = host.app.moduleInstanceSettings.describe('ru').find((setting) => setting.id === 'telegram.botApiRoot');
    expect(settings).toMatchObject({
      effective: standIn.url,
      source: 'environment',
      default: 'https://api.telegram.org',
      env: 'TELEGRAM_API_ROOT',
    });
  });

  it('tells a stored error from before this release without the token it held', async () => {
    const team = await host.newTeam('Старые');
    await host.orm.insert(telegramBots).values({
      workspaceId: team.workspaceId,
      tokenCiphertext: tokenCipher(randomBytes(32)).encrypt(TOKEN),
      botId: 7000000001,
      username: 'artel_team_bot',
      name: 'Артель',
      timeZone: 'Europe/Moscow',
      maxMessageHistory: 10,
      reconnectInterval: 1000,
      lastError: 'telegram_unreachable',
      lastErrorReason: `request to https://api.telegram.org/bot${TOKEN}/getUpdates failed, reason: connect ECONNREFUSED`,
      retryAt: new Date(Date.now() + 3_600_000),
    });
    const answer = await host.request(team.owner, 'GET', '/bot');
    expect(answer.body).not.toContain(TOKEN.split(':')[1]!);
    expect(answer.json().bot.lastError).toMatch(/^Could not reach Telegram: request to \[…\] failed/);
  });
});

describe('the config', () => {
  it('is taken up by the bot once a module page loads it after a change in the marketplace', async () => {
    const config = {
      maxMessageHistory: 5,
      timeZone: 'Asia/Yekaterinburg',
      reconnectInterval: 2500,
      confidenceThreshold: 0.8,
      sessionTimeout: 3_600_000,
    };
    const changed = await host.app.inject({
      method: 'PUT',
      url: '/api/v1/marketplace/modules/telegram/config',
      headers: { ...owner.headers, 'x-workspace-id': workspaceId },
      payload: { workspaceId, config },
    });
    expect(changed.statusCode).toBe(200);
    const settings = () => host.orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, workspaceId));
    expect((await settings())[0]!.sessionTimeout).toBe(60_000);
    expect((await host.request(owner, 'GET', '/bot')).statusCode).toBe(200);
    expect((await settings())[0]).toMatchObject({
      maxMessageHistory: 5,
      timeZone: 'Asia/Yekaterinburg',
      reconnectInterval: 2500,
      confidenceThreshold: 0.8,
      sessionTimeout: 3_600_000,
    });
  });
});
