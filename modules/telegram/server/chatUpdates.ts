/**
 * Chats appear from the bot's updates: being added to a group (my_chat_member) or any message in one.
 * Being removed marks the chat as left; its links stay for when the bot comes back.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import type { Chat, Update } from 'grammy/types';
import { telegramChats } from './tables';

const GROUP_TYPES = new Set(['group', 'supergroup']);

function titleOf(chat: Chat): string {
  return 'title' in chat && chat.title ? chat.title : String(chat.id);
}

export async function applyChatUpdate(orm: ModuleOrm, workspaceId: string, update: Update): Promise<void> {
  const membership = update.my_chat_member;
  if (membership && GROUP_TYPES.has(membership.chat.type)) {
    const status = membership.new_chat_member.status;
    const botStatus = status === 'administrator' || status === 'member' || status === 'creator' ? status : 'left';
    await upsertChat(orm, workspaceId, membership.chat, botStatus);
    return;
  }
  const message = update.message ?? update.edited_message;
  if (message && GROUP_TYPES.has(message.chat.type)) await upsertChat(orm, workspaceId, message.chat, null);
}

async function upsertChat(orm: ModuleOrm, workspaceId: string, chat: Chat, botStatus: string | null): Promise<void> {
  await orm
    .insert(telegramChats)
    .values({ workspaceId, chatId: chat.id, title: titleOf(chat), type: chat.type, botStatus: botStatus ?? 'member' })
    .onConflictDoUpdate({
      target: [telegramChats.workspaceId, telegramChats.chatId],
      set: {
        title: titleOf(chat),
        type: chat.type,
        updatedAt: sql`now()`,
        ...(botStatus ? { botStatus } : {}),
      },
    });
}
