/** Webhook mode: set with a public address, updates posted by Telegram with the secret, back to polling once removed. */
import type { TestPerson } from '@artel/sdk/server/testing';
import type { Message } from 'grammy/types';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from './testing/telegramTestHost';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let workspaceId: string;
let owner: TestPerson;
let boardId: string;
let columnId: string;

const BOT_ID = 7000000001;
const PUBLIC_URL = 'https://artel.example.com';
const DATE = Date.UTC(2026, 10, 19, 8, 0) / 1000;
const SERGEY = { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' };
type GroupMessage = Message.TextMessage & { chat: typeof CHAT; from: typeof SERGEY };
let nextUpdateId = 900000;
let nextMessageId = 5000;

const webhookPath = () => `/api/v1/modules/telegram/public/webhook/${workspaceId}`;
function post(update: Record<string, unknown>, secret: string | undefined, path = webhookPath()) {
  return host.app.inject({
    method: 'POST',
    url: path,
    headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: update,
  });
}
function messageUpdate(text: string, messageId = nextMessageId++) {
  return { update_id: nextUpdateId++, message: { message_id: messageId, date: DATE, chat: CHAT, from: SERGEY, text } as GroupMessage };
}
const messages = async () =>
  (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<{ messageId: number; text: string }>;
const getUpdatesCalls = () => t.standIn.calls.filter((call) => call.method === 'getUpdates' && call.botId === BOT_ID).length;
const secret = () => t.standIn.webhooks.get(BOT_ID)?.secretToken;

beforeAll(async () => {
  t = await startTelegramTestHost();
  ({ host, workspaceId, owner } = t);
  await t.connectBot();
  await t.addBotToChat();
  const board = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${workspaceId}/boards`,
    headers: owner.headers,
    payload: { name: 'Стройка' },
  });
  boardId = board.json().id as string;
  columnId = t.kanban.addColumn(workspaceId, boardId);
  await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId, columnId });
});

afterAll(() => t.close());

describe('setting the webhook', () => {
  it("refuses an address that is not a plain http(s) link, in the user's language, without asking Telegram", async () => {
    const setWebhookCalls = () => t.standIn.calls.filter((call) => call.method === 'setWebhook').length;
    for (const publicUrl of [
      'artel.example.com',
      'ftp://artel.example.com',
      'https://user:pw@artel.example.com',
      'https://artel.example.com/?a=1',
    ]) {
      const response = await host.request(owner, 'PUT', '/bot/webhook', { publicUrl }, 'ru');
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'public_url_format']);
      expect(response.json().error.message).toMatch(/^Адрес сервера/);
    }
    expect(setWebhookCalls()).toBe(0);
    expect((await host.request(owner, 'GET', '/bot')).json().bot.mode).toBe('polling');
  });

  it('is for owners and admins of the workspace only', async () => {
    const member = await host.join(workspaceId, 'member', 'Участник');
    const refused = await host.request(member, 'PUT', '/bot/webhook', { publicUrl: PUBLIC_URL });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect((await host.request(member, 'DELETE', '/bot/webhook')).statusCode).toBe(403);
    const stranger = await host.newTeam('Чужие');
    const intruding = await host.request(host.inWorkspace(stranger.owner, workspaceId), 'PUT', '/bot/webhook', { publicUrl: PUBLIC_URL });
    expect([intruding.statusCode, intruding.json().error.code]).toEqual([404, 'workspace_not_found']);
    const ownTeam = await host.request(stranger.owner, 'PUT', '/bot/webhook', { publicUrl: PUBLIC_URL });
    expect([ownTeam.statusCode, ownTeam.json().error.code]).toEqual([404, 'bot_not_configured']);
    expect(t.standIn.webhooks.has(BOT_ID)).toBe(false);
  });

  it("registers the module's route with a secret token, and the bot is no longer polled", async () => {
    const response = await host.request(owner, 'PUT', '/bot/webhook', { publicUrl: `${PUBLIC_URL}/` });
    expect(response.statusCode).toBe(200);
    const url = `${PUBLIC_URL}${webhookPath()}`;
    expect(response.json()).toEqual({ webhookUrl: url });
    expect(t.standIn.webhooks.get(BOT_ID)).toEqual({ url, secretToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,256}$/) });
    expect((await host.request(owner, 'GET', '/bot')).json().bot).toMatchObject({
      mode: 'webhook',
      webhookUrl: url,
      connection: 'connected',
    });
    const polls = getUpdatesCalls();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(getUpdatesCalls()).toBe(polls);
  });
});

describe('updates posted to the webhook', () => {
  it('are read only with the secret token Telegram was given', async () => {
    const update = messageUpdate('чужое сообщение');
    for (const wrong of [undefined, '', 'guess', `${secret()}x`]) {
      expect((await post(update, wrong)).statusCode).toBe(401);
    }
    const other = await host.newTeam('Другая команда');
    expect((await post(update, secret(), `/api/v1/modules/telegram/public/webhook/${other.workspaceId}`)).statusCode).toBe(401);
    expect((await messages()).some((m) => m.text === 'чужое сообщение')).toBe(false);
  });

  it('keep the message and make its card, once however often Telegram posts it', async () => {
    const update = messageUpdate('@ruslan_electric срочно поставь щиток у 3 подъезда до завтра');
    const answers = await Promise.all([post(update, secret()), post(update, secret())]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await post({ ...update, update_id: nextUpdateId++ }, secret())).statusCode).toBe(200);
    expect((await messages()).filter((m) => m.messageId === update.message.message_id)).toHaveLength(1);
    const cards = t.kanban.cards.filter((card) => card.description?.includes(`/${update.message.message_id}`));
    expect(cards).toEqual([expect.objectContaining({ columnId, title: 'Поставить щиток у 3 подъезда', priority: 'urgent' })]);
    expect((await host.request(owner, 'GET', '/bot')).json().bot.lastUpdateAt).not.toBeNull();
  });
});

describe('removing the webhook', () => {
  it('deletes it at Telegram, and the bot is polled again and picks up what waits', async () => {
    const oldSecret = secret();
    const response = await host.request(owner, 'DELETE', '/bot/webhook');
    expect([response.statusCode, response.json()]).toEqual([200, { webhookUrl: null }]);
    expect(t.standIn.calls.filter((call) => call.method === 'deleteWebhook')).toHaveLength(1);
    expect(t.standIn.webhooks.has(BOT_ID)).toBe(false);
    expect((await host.request(owner, 'GET', '/bot')).json().bot).toMatchObject({ mode: 'polling', webhookUrl: null });

    expect((await post(messageUpdate('после вебхука'), oldSecret)).statusCode).toBe(401);
    const waiting = messageUpdate('снова опрашиваем');
    t.standIn.push(TOKEN, { message: waiting.message });
    const kept = await eventually(messages, (list) => list.some((m) => m.messageId === waiting.message.message_id));
    expect(kept.some((m) => m.text === 'после вебхука')).toBe(false);
    expect(kept.some((m) => m.messageId === waiting.message.message_id)).toBe(true);
  });
});
