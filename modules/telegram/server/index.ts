/**
 * The Telegram module's server half on the module contract: a workspace's bot (token checked with
 * getMe and kept encrypted), the group chats the bot is in, learnt from its updates (polled, or pushed to the
 * webhook), and the tasks detected there. Routes live one resource per file; this wires them.
 */
import { defineServerModule } from '@artel/sdk/server';
import { TELEGRAM_API_ROOT, botApiClient } from './botApi';
import { botRoutes } from './botRoutes';
import { botSettingsRoutes } from './botSettingsRoutes';
import { botUpdates } from './botUpdates';
import { chatRoutes } from './chatRoutes';
import { registerTelegramFlows } from './flows/registerTelegramFlows';
import { memberRoutes } from './memberRoutes';
import { messages } from './messages';
import { taskCards } from './taskCards';
import { taskRoutes } from './taskRoutes';
import { telegramAccess } from './telegramAccess';
import { tokenCipher } from './tokenCipher';
import { updatePoller } from './updatePoller';
import { webhookRoute } from './webhookRoute';

/** How often the scheduler polls every connected bot. */
const POLL_INTERVAL_MS = 1000;
/** Telegram pushes a busy bot's updates from a few addresses: far more than a person's 60 a minute. */
const WEBHOOK_RATE_LIMIT = { max: 1200, windowMs: 60_000 };

export default defineServerModule({
  id: 'telegram',
  migrations: 'migrations',
  messages,
  instanceSettings: [
    {
      key: 'botApiRoot',
      kind: 'url',
      env: 'TELEGRAM_API_ROOT',
      default: TELEGRAM_API_ROOT,
      label: { ru: 'Адрес Bot API Telegram', en: 'Telegram Bot API address' },
      hint: {
        ru: 'Свой сервер Bot API (telegram-bot-api) или тестовый; бот каждого рабочего пространства отправляет туда свой токен',
        en: 'A Bot API server of your own (telegram-bot-api) or a test one; every workspace’s bot sends its token there',
      },
    },
  ],
  register({
    http,
    db,
    members,
    permissions,
    contexts,
    errors,
    secrets,
    scheduler,
    logger,
    services,
    realtime,
    flows,
    messages: messagesService,
    outbound,
    instanceSettings,
  }) {
    const { orm } = db;
    const cipher = tokenCipher(secrets.key('bot-token'));
    const ciphers = {
      token: cipher,
      webhookSecret: tokenCipher(secrets.key('webhook-secret')),
      llmKey: tokenCipher(secrets.key('llm-key')),
    };
    const botApiFor = botApiClient(instanceSettings.outboundTo('botApiRoot'), () => instanceSettings.get('botApiRoot'), secrets.conceal);
    const tasks = taskCards(orm, services, messagesService, logger, members);
    const access = telegramAccess(orm, permissions, errors);
    const applyUpdates = botUpdates(orm, ciphers.llmKey, members, tasks, logger, outbound, secrets.conceal);
    const changed = (workspaceId: string) => realtime.publishToWorkspace(workspaceId, { kind: 'telegram.updated' });
    const poller = updatePoller(orm, cipher, botApiFor, applyUpdates, logger, changed);
    scheduler.every('poll-updates', POLL_INTERVAL_MS, () => poller.pollAll());
    http.publicRoutes(async (router) => webhookRoute(router, { orm, ciphers, botApiFor, applyUpdates, logger, changed }), {
      rateLimit: WEBHOOK_RATE_LIMIT,
    });
    registerTelegramFlows(orm, flows, scheduler, cipher, botApiFor, { contexts, permissions });
    const deps = { orm, http, access, errors, permissions, members, messages: messagesService, logger, cipher, botApiFor, tasks };
    http.routes(async (router) => {
      botSettingsRoutes(router, { orm, http, permissions, errors, ciphers, botApiFor, outbound, conceal: secrets.conceal });
      botRoutes(router, deps);
      chatRoutes(router, deps);
      memberRoutes(router, deps);
      taskRoutes(router, deps);
    });
  },
});
