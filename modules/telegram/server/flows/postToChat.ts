/** The Telegram flow action: post a message to the chats linked to a board, as the workspace's bot. */
import {
  fillMessage,
  type FlowActionContext,
  type FlowActionDefinition,
  type FlowSettings,
  type Locale,
  type ModuleOrm,
} from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import type { BotApiFor } from '../botApi';
import { telegramBots, telegramChats } from '../tables';
import type { TokenCipher } from '../tokenCipher';

const texts = {
  ru: {
    no_bot: 'Бот Telegram не подключён к рабочему пространству',
    no_chat: 'К доске не привязан ни один чат',
    would_post: 'Отправит сообщение в чаты: {chats}',
    posted: 'Сообщение отправлено в чаты доски «{board}»: {count}',
  },
  en: {
    no_bot: 'No Telegram bot is connected to the workspace',
    no_chat: 'No chat is linked to the board',
    would_post: 'Would post to: {chats}',
    posted: 'Message posted to {count} chats of board "{board}"',
  },
};
const text = (key: keyof (typeof texts)['en'], locale: Locale, params?: Record<string, string>) => fillMessage(texts[locale][key], params);

/** Telegram's limit for one message. */
const MAX_LENGTH = 4096;

/** The workspace's bot and the board's chats it would post to; either missing fails the step. */
async function botAndChats(orm: ModuleOrm, context: FlowActionContext, settings: FlowSettings) {
  const [bot] = await orm.select().from(telegramBots).where(eq(telegramBots.workspaceId, context.workspaceId));
  if (!bot) throw new Error(text('no_bot', context.locale));
  const chats = await orm
    .select({ chatId: telegramChats.chatId, title: telegramChats.title })
    .from(telegramChats)
    .where(and(eq(telegramChats.workspaceId, context.workspaceId), eq(telegramChats.boardId, String(settings.boardId))));
  if (chats.length === 0) throw new Error(text('no_chat', context.locale));
  return { bot, chats };
}

export function postToChatAction(orm: ModuleOrm, cipher: TokenCipher, botApiFor: BotApiFor): FlowActionDefinition {
  return {
    type: 'telegram.post_to_chat',
    label: { ru: 'Написать в чат доски', en: "Post to the board's chat" },
    describe: ({ input, output }, name, locale) =>
      text('posted', locale, {
        board: name(String(input.boardId)),
        count: String(Array.isArray(output.chatIds) ? output.chatIds.length : 0),
      }),
    settings: [
      { key: 'boardId', type: 'board', required: true, label: { ru: 'Доска (её привязанные чаты)', en: 'Board (its linked chats)' } },
      { key: 'text', type: 'text', required: true, templated: true, label: { ru: 'Сообщение', en: 'Message' } },
    ],
    async preview(context, settings) {
      const { chats } = await botAndChats(orm, context, settings);
      return { wouldDo: text('would_post', context.locale, { chats: chats.map((chat) => chat.title).join(', ') }) };
    },
    async run(context, settings) {
      const { bot, chats } = await botAndChats(orm, context, settings);
      const api = botApiFor(cipher.decrypt(bot.tokenCiphertext));
      const message = String(settings.text ?? '').slice(0, MAX_LENGTH);
      const sent: number[] = [];
      for (const chat of chats) sent.push((await api.sendMessage(chat.chatId, message)).message_id);
      return { output: { chatIds: chats.map((chat) => chat.chatId), messageIds: sent } };
    },
  };
}
