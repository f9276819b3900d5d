/**
 * Telegram in the e2e specs: a bot on a stand-in of the Bot API on this machine (the server is started with
 * TELEGRAM_API_ROOT at BOT_API_STAND_IN_PORT, e2e/playwright.config.ts), connected, added to a chat and the chat linked to a board as a user does it.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Update } from 'grammy/types';
import { type BotApiStandIn, startBotApiStandIn } from '../../modules/telegram/server/testing/botApiStandIn';
import { BOT_API_STAND_IN_PORT } from './botApiPort';

export interface TestBot {
  token: string;
  username: string;
  /** The bot as updates name it. */
  user: { id: number; is_bot: true; first_name: string };
}

export type TestChat = { id: number; type: 'supergroup'; title: string };

/** A bot called «Артель»; its id is the token's first part, as Telegram's are. */
export function testBot(token: string, username: string): TestBot {
  return { token, username, user: { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Артель' } };
}

/** Starts a stand-in that knows the bot before the spec's tests and closes it after them; the answer reads it. */
export function botApiStandInFor(bot: TestBot): () => BotApiStandIn {
  let standIn: BotApiStandIn | undefined;
  test.beforeAll(async () => {
    standIn = await startBotApiStandIn(BOT_API_STAND_IN_PORT);
    standIn.addBot(bot.token, { id: bot.user.id, first_name: bot.user.first_name, username: bot.username });
  });
  test.afterAll(() => standIn?.close());
  return () => {
    if (!standIn) throw new Error('the Bot API stand-in runs only while the spec’s tests do');
    return standIn;
  };
}

/** Connects the bot on the module's auth page. */
export async function connectBot(page: Page, bot: TestBot): Promise<void> {
  await page.goto('/modules/telegram/auth');
  await page.getByLabel('Токен бота').fill(bot.token);
  await page.getByRole('button', { name: 'Проверить и подключить' }).click();
  await expect(page.getByText(`Подключён бот ${bot.user.first_name} (@${bot.username})`)).toBeVisible();
}

/** The update Telegram sends when someone adds the bot to a chat. */
export function botAddedToChat(bot: TestBot, chat: TestChat, by: string): Omit<Update, 'update_id'> {
  return {
    my_chat_member: {
      chat,
      from: { id: 42, is_bot: false, first_name: by },
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { status: 'left', user: bot.user },
      new_chat_member: { status: 'member', user: bot.user },
    },
  };
}

/** Links the chat (the bot already in it) to the board on the module's board-links page. */
export async function linkChatToBoard(page: Page, chat: TestChat, boardName: string): Promise<void> {
  await page.goto('/modules/telegram/board-links');
  await expect(page.getByRole('heading', { name: chat.title })).toBeVisible();
  await page.getByLabel('Доска').selectOption({ label: boardName });
  await expect(page.getByLabel('Колонка для новых карточек')).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expect(page.getByText('Привязка сохранена')).toBeVisible();
}
