/** The LLM endpoint in the bot's settings: owner/admin only, the key kept encrypted, asked for each message. */
import type { TestPerson } from '@artel/sdk/server/testing';
import { eq } from 'drizzle-orm';
import { telegramBots } from './tables';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from './testing/telegramTestHost';
import { startLlmStandIn, type LlmStandIn } from './testing/llmStandIn';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let workspaceId: string;
let owner: TestPerson;
let llm: LlmStandIn;
const KEY = 'sk-live-4f9a8b7c6d5e';
const DATE = Date.UTC(2026, 10, 19, 8, 0) / 1000;

beforeAll(async () => {
  [t, llm] = await Promise.all([startTelegramTestHost(), startLlmStandIn()]);
  ({ host, workspaceId, owner } = t);
  await t.connectBot();
  await t.addBotToChat();
});

afterAll(async () => {
  await host.app.instanceSettings.update({ outboundAllowHosts: [] });
  await t.close();
  await llm.close();
});

const messages = async () =>
  (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<{
    messageId: number;
    detection: Record<string, unknown>;
  }>;
async function detectionOf(messageId: number, text: string) {
  t.standIn.push(TOKEN, {
    message: { message_id: messageId, date: DATE, chat: CHAT, from: { id: 42, is_bot: false, first_name: 'Сергей' }, text },
  });
  const list = await eventually(messages, (found) => found.some((m) => m.messageId === messageId));
  return list.find((m) => m.messageId === messageId)!.detection;
}

it('is set by owners and admins only, checked, and the key is kept encrypted and never shown', async () => {
  const member = await host.join(workspaceId, 'member', 'Участник');
  expect((await host.request(member, 'PUT', '/bot/llm', { baseUrl: llm.url, model: 'm', apiKey: KEY })).statusCode).toBe(403);
  expect((await host.request(member, 'DELETE', '/bot/llm')).statusCode).toBe(403);
  const stranger = await host.newTeam('Чужие');
  expect(
    (await host.request(host.inWorkspace(stranger.owner, workspaceId), 'PUT', '/bot/llm', { baseUrl: llm.url, model: 'm' })).statusCode,
  ).toBe(404);
  expect((await host.request(stranger.owner, 'PUT', '/bot/llm', { baseUrl: llm.url, model: 'm' })).json().error.code).toBe(
    'bot_not_configured',
  );

  const badUrl = await host.request(owner, 'PUT', '/bot/llm', { baseUrl: 'localhost:11434', model: 'm' }, 'ru');
  expect([badUrl.statusCode, badUrl.json().error.code, badUrl.json().error.message]).toEqual([
    400,
    'llm_url_format',
    'Адрес модели — ссылка вида https://api.example.com/v1',
  ]);
  expect((await host.request(owner, 'PUT', '/bot/llm', { baseUrl: llm.url, model: '  ' })).json().error.code).toBe('llm_model_empty');
  expect((await host.request(owner, 'GET', '/bot')).json().bot.llm).toBeNull();

  // The stand-in listens on this machine: a workspace admin cannot point the key at it, or at any address inside.
  // The Bot API root's host is trusted for the bot only, not for an address a workspace admin types.
  for (const inside of [
    llm.url,
    `${t.standIn.url}/v1`,
    'http://169.254.169.254/v1',
    'http://127.1:11434/v1',
    'http://[::ffff:127.0.0.1]/v1',
    'http://10.0.0.5/v1',
  ]) {
    const refused = await host.request(owner, 'PUT', '/bot/llm', { baseUrl: inside, model: 'm', apiKey: KEY }, 'ru');
    expect([inside, refused.statusCode, refused.json().error.code]).toEqual([inside, 400, 'llm_url_not_allowed']);
    expect(refused.json().error.message).toMatch(/^Адрес модели не принят: Адрес во внутренней сети запрещён/);
  }
  expect((await host.request(owner, 'GET', '/bot')).json().bot.llm).toBeNull();
  // A platform administrator allows it (/admin/settings).
  await host.app.instanceSettings.update({ outboundAllowHosts: [llm.url] });

  const saved = await host.request(owner, 'PUT', '/bot/llm', { baseUrl: llm.url, model: 'qwen2.5-7b-instruct', apiKey: KEY });
  expect(saved.statusCode).toBe(200);
  const shown = await host.request(owner, 'GET', '/bot');
  expect(shown.json().bot.llm).toEqual({ baseUrl: llm.url, model: 'qwen2.5-7b-instruct', hasKey: true });
  expect(shown.body).not.toContain(KEY);
  const [row] = await host.orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, workspaceId));
  expect(row!.llmKeyCiphertext).not.toBeNull();
  expect(row!.llmKeyCiphertext).not.toContain('4f9a8b7c');
  // Saving again without a key keeps the one kept.
  await host.request(owner, 'PUT', '/bot/llm', { baseUrl: llm.url, model: 'qwen2.5-14b-instruct' });
  expect((await host.request(owner, 'GET', '/bot')).json().bot.llm).toEqual({
    baseUrl: llm.url,
    model: 'qwen2.5-14b-instruct',
    hasKey: true,
  });
});

it('reads each message with the endpoint while it answers, and with the local detector when it fails', async () => {
  llm.behave({
    answer: { is_task: true, confidence: 0.91, title: 'Забрать плитку со склада', assignee: null, due: '2026-11-20', priority: 'high' },
  });
  expect(await detectionOf(701, 'плитку бы со склада забрать к пятнице')).toMatchObject({
    isTask: true,
    confidence: 0.91,
    title: 'Забрать плитку со склада',
    priority: 'high',
  });
  expect(llm.requests.at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, body: { model: 'qwen2.5-14b-instruct' } });

  llm.behave({ status: 500 });
  const local = await detectionOf(702, 'всем спасибо, до завтра');
  expect(local.isTask).toBe(false);
  expect(local.confidence).toBeLessThan(0.3);
});

it('is asked no more once removed', async () => {
  expect((await host.request(owner, 'DELETE', '/bot/llm')).json()).toEqual({ llm: null });
  const asked = llm.requests.length;
  await detectionOf(703, 'Руслан, проверь щиток завтра');
  expect(llm.requests.length).toBe(asked);
  expect((await host.request(owner, 'GET', '/bot')).json().bot.llm).toBeNull();
});
