/**
 * Chats appear from the bot's updates: being added to a group (my_chat_member) or any message in one.
 * Being removed marks the chat as left; its links stay for when the bot comes back.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { and, desc, eq, lt, lte, ne, sql } from 'drizzle-orm';
import type { Chat, Message, Update } from 'grammy/types';
import { THREAD_SIZE, recent } from './detection/thread';
import type { ChatMessage, TaskDetection, ThreadContext } from './detection/types';
import { telegramChats, telegramMessages } from './tables';
import type { KeptMessage } from './taskCards';

export interface ChatSettings {
  maxMessageHistory: number;
  /** What the message holds (the local detector, or the LLM endpoint when one is configured), read in its thread. */
  detect(message: ChatMessage, thread: ThreadContext): Promise<TaskDetection>;
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
  const author = message.from?.username ?? [message.from?.first_name, message.from?.last_name].filter(Boolean).join(' ');
  const chatMessage: ChatMessage = {
    id: String(message.message_id),
    author,
    sent_at: sentAt.toISOString(),
    text,
    reply_to: message.reply_to_message ? String(message.reply_to_message.message_id) : null,
  };
  const detection = await settings.detect(chatMessage, await threadOf(orm, workspaceId, message, sentAt));
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

/**
 * The chat's last messages kept before this one and the one it replies to (kept, or as the update quotes
 * it), so that «Дима, бери» is read with what Дима is to take.
 */
async function threadOf(orm: ModuleOrm, workspaceId: string, message: Message, sentAt: Date): Promise<ThreadContext> {
  const rows = await orm
    .select({
      messageId: telegramMessages.messageId,
      author: telegramMessages.author,
      text: telegramMessages.text,
      sentAt: telegramMessages.sentAt,
    })
    .from(telegramMessages)
    .where(
      and(
        eq(telegramMessages.workspaceId, workspaceId),
        eq(telegramMessages.chatId, message.chat.id),
        lte(telegramMessages.sentAt, sentAt),
        ne(telegramMessages.messageId, message.message_id),
      ),
    )
    .orderBy(desc(telegramMessages.sentAt), desc(telegramMessages.messageId))
    .limit(THREAD_SIZE);
  const asMessage = (row: (typeof rows)[number]): ChatMessage => ({
    id: String(row.messageId),
    author: row.author,
    sent_at: row.sentAt.toISOString(),
    text: row.text,
  });
  const previous = recent(rows.reverse().map(asMessage), sentAt.toISOString());
  const quoted = message.reply_to_message;
  if (!quoted) return { previous, replyTo: null };
  const [kept] = await orm
    .select({
      messageId: telegramMessages.messageId,
      author: telegramMessages.author,
      text: telegramMessages.text,
      sentAt: telegramMessages.sentAt,
    })
    .from(telegramMessages)
    .where(
      and(
        eq(telegramMessages.workspaceId, workspaceId),
        eq(telegramMessages.chatId, message.chat.id),
        eq(telegramMessages.messageId, quoted.message_id),
      ),
    )
    .limit(1);
  const quotedText = quoted.text ?? quoted.caption;
  const replyTo = kept
    ? asMessage(kept)
    : quotedText
      ? {
          id: String(quoted.message_id),
          author: quoted.from?.username ?? '',
          sent_at: new Date(quoted.date * 1000).toISOString(),
          text: quotedText,
        }
      : null;
  return { previous, replyTo };
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
