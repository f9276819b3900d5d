/**
 * A local stand-in for the Telegram Bot API (tests only): answers getMe for the tokens it knows, 401
 * for others, getUpdates from a queue the test fills, and takes the bot's sendMessage,
 * answerCallbackQuery and editMessageReplyMarkup as api.telegram.org does. setWebhook and deleteWebhook
 * are kept per bot; while a webhook is set getUpdates is refused with 409, as Telegram refuses it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Update, UserFromGetMe } from 'grammy/types';

export interface BotApiStandIn {
  url: string;
  /** Registers a bot; its token is then accepted. */
  addBot(token: string, me: Pick<UserFromGetMe, 'id' | 'first_name' | 'username'>): void;
  /** Queues an update for the bot with this token; update ids are assigned in order. */
  push(token: string, update: Omit<Update, 'update_id'>): void;
  /** Bot API methods called so far, in order, with the token's bot id. */
  calls: Array<{ botId: number | null; method: string; body: Record<string, unknown> }>;
  /** The webhook each bot has now (url and secret_token), as setWebhook left it. */
  webhooks: Map<number, { url: string; secretToken: string | undefined }>;
  /** getUpdates answers wait until the returned function is called, as a slow Telegram would. */
  hold(): () => void;
  /** Drops off the network (connections refused) until restart(), as an outage would. */
  stop(): Promise<void>;
  /** Comes back on the same address. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** On `port` when given (the e2e server is started with TELEGRAM_API_ROOT naming it), else on a free one. */
export async function startBotApiStandIn(port = 0): Promise<BotApiStandIn> {
  const bots = new Map<string, UserFromGetMe>();
  const queues = new Map<string, Update[]>();
  let nextUpdateId = 1;
  let nextMessageId = 100000;
  let held: Promise<void> = Promise.resolve();
  const calls: BotApiStandIn['calls'] = [];
  const webhooks: BotApiStandIn['webhooks'] = new Map();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const body = await bodyOf(request);
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const bot = match ? bots.get(match[1]!) : undefined;
      calls.push({ botId: bot?.id ?? null, method: match?.[2] ?? request.url ?? '', body });
      if (!match || !bot) return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const token = match[1]!;
      switch (match[2]) {
        case 'getMe':
          return send(200, { ok: true, result: bot });
        case 'getUpdates': {
          if (webhooks.has(bot.id))
            return send(409, {
              ok: false,
              error_code: 409,
              description: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
            });
          await held;
          const offset = Number(body.offset ?? 0);
          const pending = (queues.get(token) ?? []).filter((u) => u.update_id >= offset);
          queues.set(token, pending);
          return send(200, { ok: true, result: pending });
        }
        case 'sendMessage':
          return send(200, {
            ok: true,
            result: {
              message_id: nextMessageId++,
              date: Math.floor(Date.now() / 1000),
              chat: { id: body.chat_id, type: 'supergroup', title: '' },
              from: { ...bot },
              text: body.text,
            },
          });
        case 'setWebhook':
          if (!/^https?:\/\//.test(String(body.url ?? '')))
            return send(400, { ok: false, error_code: 400, description: 'Bad Request: bad webhook: invalid URL' });
          webhooks.set(bot.id, { url: String(body.url), secretToken: body.secret_token as string | undefined });
          return send(200, { ok: true, result: true, description: 'Webhook was set' });
        case 'deleteWebhook':
          webhooks.delete(bot.id);
          return send(200, { ok: true, result: true, description: 'Webhook was deleted' });
        case 'answerCallbackQuery':
        case 'editMessageReplyMarkup':
          return send(200, { ok: true, result: true });
        default:
          return send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listeningOn = (server.address() as AddressInfo).port;
  let listening = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${listeningOn}`,
    calls,
    webhooks,
    addBot(token, me) {
      bots.set(token, {
        ...me,
        is_bot: true,
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
        can_connect_to_business: false,
        has_main_web_app: false,
      } as UserFromGetMe);
    },
    push(token, update) {
      const queue = queues.get(token) ?? [];
      queue.push({ ...update, update_id: nextUpdateId++ } as Update);
      queues.set(token, queue);
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = Promise.resolve();
        release();
      };
    },
    stop,
    restart: () =>
      new Promise<void>((resolve) => {
        listening = true;
        server.listen(listeningOn, '127.0.0.1', resolve);
      }),
    close: () => (listening ? stop() : Promise.resolve()),
  };
}
