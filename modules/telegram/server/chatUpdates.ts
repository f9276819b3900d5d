/**
 * Chats appear from the bot's updates: being added to a group (my_chat_member) or any message in one.
 * Being removed marks the chat as left; its links stay for when the bot comes back.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Chat, Message, Update } from 'grammy/types';
import type { ChatMessage, TaskDetection } from './detection/types';
import { telegramChats, telegramMessages } from './tables';
import type { KeptMessage } from './taskCards';

export interface ChatSettings {
  maxMessageHistory: number;
  /** What the message holds (the local detector, or the LLM endpoint when one is configured). */
  detect(message: ChatMessage): Promise<TaskDetection>;
  /** The member a detection is for (see memberMapping.ts). */
  assigneeOf(detection: TaskDetection): Promise<string | null>;
  /** Every message kept, also one delivered again (what follows must be idempotent). */
  onKept(kept: KeptMessage): Promise<void>;
}

const GROUP_TYPES = new Set(['group', 'supergroup']);

function titleOf(chat: Chat): string {
  return 'title' in chat && chat.title ? chat.title : String(chat.id);
}

export async function applyChatUpdate(orm: ModuleOrm, workspaceId: string, update: Update, settings: ChatSettings): Promise<void> {
  const membership = update.my_chat_member;
  if (membership && GROUP_TYPES.has(membership.chat.type)) {
    const status = membership.new_chat_member.status;
    const botStatus = status === 'administrator' || status === 'member' || status === 'creator' ? status : 'left';
    await upsertChat(orm, workspaceId, membership.chat, botStatus);
    return;
  }
  const message = update.message ?? update.edited_message;
  if (!message || !GROUP_TYPES.has(message.chat.type)) return;
  await upsertChat(orm, workspaceId, message.chat, null);
  const text = message.text ?? message.caption;
  if (text) await keepMessage(orm, workspaceId, message, text, settings);
}

/** Keeps the message with what the detector finds in it (once per message), then the chat's newest N only. */
async function keepMessage(orm: ModuleOrm, workspaceId: string, message: Message, text: string, settings: ChatSettings): Promise<void> {
  const sentAt = new Date(message.date * 1000);
  const detection = await settings.detect({ id: String(message.message_id), sent_at: sentAt.toISOString(), text });
  const author = message.from?.username ?? [message.from?.first_name, message.from?.last_name].filter(Boolean).join(' ');
  const assigneeUserId = await settings.assigneeOf(detection);
  // One transaction: a reader never sees the chat holding one message more than maxMessageHistory.
  await orm.transaction(async (tx) => {
    await tx
      .insert(telegramMessages)
      .values({
        workspaceId,
        chatId: message.chat.id,
        messageId: message.message_id,
        author,
        text,
        sentAt,
        isTask: detection.isTask,
        confidence: detection.confidence,
        title: detection.title,
        assignee: detection.assignee,
        addresseeName: detection.addresseeName,
        due: detection.due,
        priority: detection.priority,
        assigneeUserId,
      })
      .onConflictDoNothing();
    const inChat = and(eq(telegramMessages.workspaceId, workspaceId), eq(telegramMessages.chatId, message.chat.id));
    const [oldestKept] = await tx
      .select({ sentAt: telegramMessages.sentAt })
      .from(telegramMessages)
      .where(inChat)
      .orderBy(desc(telegramMessages.sentAt), desc(telegramMessages.messageId))
      .offset(settings.maxMessageHistory - 1)
      .limit(1);
    if (oldestKept) await tx.delete(telegramMessages).where(and(inChat, lt(telegramMessages.sentAt, oldestKept.sentAt)));
  });
  await settings.onKept({ message, text, author, sentAt, detection, assigneeUserId });
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
