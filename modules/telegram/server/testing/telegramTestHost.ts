/**
 * A module test host for the Telegram module wired to a local Bot API stand-in: the instance's Bot API root
 * (TELEGRAM_API_ROOT) points the bot at the stand-in, the module config keeps 2 messages per chat, counts dates in Moscow, retries every 100 ms and
 * lets the bot's question buttons live a minute.
 */
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import telegramModule from '..';
import { startBotApiStandIn, type BotApiStandIn } from './botApiStandIn';
import { kanbanCardsStandIn, type KanbanCardsStandIn } from './kanbanCardsStandIn';
import telegramManifest from '../../manifest.json';

export const TOKEN = '7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1';
export const OTHER_TOKEN = '7000000002:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw2';
export const CHAT = { id: -1001234567890, type: 'supergroup' as const, title: 'Объект ЖК Лесной' };

export interface TestChat {
  id: number;
  type: 'supergroup' | 'group';
  title: string;
}

export interface TelegramTestHost {
  standIn: BotApiStandIn;
  kanban: KanbanCardsStandIn;
  host: ModuleTestHost;
  workspaceId: string;
  owner: TestPerson;
  /** Connects the stand-in's bot to the owner's workspace. */
  connectBot(): Promise<void>;
  /** The bot is added to the chat (CHAT by default); resolves once the workspace lists it. */
  addBotToChat(chat?: TestChat): Promise<void>;
  close(): Promise<void>;
}

export async function startTelegramTestHost(): Promise<TelegramTestHost> {
  const standIn = await startBotApiStandIn();
  standIn.addBot(TOKEN, { id: 7000000001, first_name: 'Артель', username: 'artel_team_bot' });
  const kanban = kanbanCardsStandIn();
  const host = await createModuleTestHost(telegramModule, {
    alongside: [kanban.module],
    // As a platform administrator sets it; its host is then trusted although it is on this machine.
    config: { moduleEnvironment: { TELEGRAM_API_ROOT: standIn.url } },
    manifest: {
      permissions: telegramManifest.permissions,
      config: [
        { key: 'maxMessageHistory', type: 'number', default: 2, label: { ru: 'История', en: 'History' } },
        { key: 'timeZone', type: 'string', default: 'Europe/Moscow', label: { ru: 'Часовой пояс', en: 'Time zone' } },
        { key: 'reconnectInterval', type: 'number', default: 100, label: { ru: 'Переподключение, мс', en: 'Reconnect interval, ms' } },
        { key: 'confidenceThreshold', type: 'number', default: 0.7, label: { ru: 'Порог уверенности', en: 'Confidence threshold' } },
        { key: 'sessionTimeout', type: 'number', default: 60_000, label: { ru: 'Время жизни вопроса, мс', en: 'Question lifetime, ms' } },
      ],
    },
  });
  const { workspaceId, owner } = await host.newTeam();
  return {
    standIn,
    kanban,
    host,
    workspaceId,
    owner,
    async connectBot() {
      const response = await host.request(owner, 'PUT', '/bot', { token: TOKEN });
      if (response.statusCode !== 200) throw new Error(`connecting the bot: ${response.body}`);
    },
    async addBotToChat(chat = CHAT) {
      standIn.push(TOKEN, {
        my_chat_member: {
          chat,
          from: { id: 42, is_bot: false, first_name: 'Сергей' },
          date: 1795449600,
          old_chat_member: { status: 'left', user: { id: 7000000001, is_bot: true, first_name: 'Артель' } },
          new_chat_member: { status: 'member', user: { id: 7000000001, is_bot: true, first_name: 'Артель' } },
        },
      });
      await eventually(
        async () => (await host.request(owner, 'GET', '/chats')).json().chats as Array<{ chatId: number }>,
        (chats) => chats.some((listed) => listed.chatId === chat.id),
      );
    },
    async close() {
      await host.close();
      await standIn.close();
    },
  };
}

/** The platform scheduler polls the bot every second: ask until the answer shows what the test waits for. */
export async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await ask();
  for (let attempt = 0; attempt < 100 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await ask();
  }
  return value;
}
