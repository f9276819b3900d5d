/**
 * Detected tasks become kanban cards: at or above the bot's confidence threshold at once, between
 * TASK_QUESTION_FLOOR and it after a «Создать задачу?» question in the chat or a member's decision in the
 * review queue. A row of telegram_tasks per Telegram message is claimed before any card is made, so no
 * message makes two cards, whichever instance sees it and however often.
 */
import {
  ModuleError,
  type Locale,
  type MembersService,
  type MessagesService,
  type ModuleLogger,
  type ModuleOrm,
  type ServiceRegistry,
} from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { kanbanCardsRef } from '../../kanban/contract';
import type { Api } from 'grammy';
import type { CallbackQuery, Message } from 'grammy/types';
import type { TaskDetection } from './detection/types';
import { dueInstant } from './dueInstant';
import { TELEGRAM_USERNAME } from './memberMapping';
import { telegramChats, telegramMembers, telegramTasks } from './tables';

/** Below it a message is no task worth a question. */
export const TASK_QUESTION_FLOOR = 0.3;

export type TaskRow = typeof telegramTasks.$inferSelect;
type BotRow = { workspaceId: string; confidenceThreshold: number; appUrl: string | null; sessionTimeout: number };

export interface KeptMessage {
  message: Message;
  text: string;
  author: string;
  sentAt: Date;
  detection: TaskDetection;
  assigneeUserId: string | null;
}

/** The fields a member may correct before accepting. */
export interface TaskEdit {
  title?: string;
  due?: string | null;
  priority?: TaskDetection['priority'];
  assigneeUserId?: string | null;
}

/** What the bot sends and the inline keyboard's callback data: `task:<id>:yes|no|edit`. */
const CALLBACK = /^task:([0-9a-f-]{36}):(yes|no|edit)$/;

/** t.me link of a group message: the public @name when the group has one, else the private /c/ form. */
export function messageUrl(message: Message): string | null {
  const chat = message.chat;
  if ('username' in chat && chat.username) return `https://t.me/${chat.username}/${message.message_id}`;
  const id = String(chat.id);
  return id.startsWith('-100') ? `https://t.me/c/${id.slice(4)}/${message.message_id}` : null;
}

function localeOf(languageCode: string | undefined): Locale {
  return languageCode?.startsWith('en') ? 'en' : 'ru';
}

/** Cards come from a message: its author is named as whom the card is for, whoever's rights made it. */
const VIA = 'Telegram';

export function taskCards(
  orm: ModuleOrm,
  services: ServiceRegistry,
  messages: MessagesService,
  logger: ModuleLogger,
  members: Pick<MembersService, 'user'>,
) {
  const cardUrl = (bot: BotRow, boardId: string, cardId: string) => `${bot.appUrl ?? ''}/modules/kanban/boards/${boardId}?card=${cardId}`;
  const queueUrl = (bot: BotRow) => `${bot.appUrl ?? ''}/modules/telegram/telegram`;

  /** The message's author as a member when their Telegram username is linked, else as Telegram shows them. */
  async function authorOf(task: TaskRow): Promise<{ name: string; userId: string | null; via: string }> {
    const [link] = await orm
      .select({ userId: telegramMembers.userId })
      .from(telegramMembers)
      .where(and(eq(telegramMembers.workspaceId, task.workspaceId), eq(telegramMembers.username, task.author.toLowerCase())));
    const member = link ? await members.user(link.userId) : null;
    if (member) return { name: member.name, userId: member.id, via: VIA };
    return { name: TELEGRAM_USERNAME.test(task.author) ? `@${task.author}` : task.author, userId: null, via: VIA };
  }

  /** Takes a pending task to 'creating'; null when another decision got there first. */
  async function claim(taskId: string): Promise<TaskRow | null> {
    const [task] = await orm
      .update(telegramTasks)
      .set({ status: 'creating' })
      .where(and(eq(telegramTasks.id, taskId), eq(telegramTasks.status, 'pending')))
      .returning();
    return task ?? null;
  }

  /**
   * Makes the card of a claimed task with that member's rights and says so in the chat. On failure the task
   * goes back to `onFailure` with the reason kept, and the error is thrown for the caller to show.
   */
  async function makeCard(
    bot: BotRow,
    api: Api | null,
    task: TaskRow,
    decision: {
      by: string;
      telegramUser?: string | null;
      kind: 'auto' | 'accepted' | 'edited';
      locale: Locale;
      onFailure: 'pending' | 'failed';
      edit?: TaskEdit;
    },
  ): Promise<TaskRow> {
    // A correction is kept only with the card it made: a refused accept leaves the task as it was.
    task = { ...task, ...decision.edit };
    const [chat] = await orm
      .select({ title: telegramChats.title })
      .from(telegramChats)
      .where(and(eq(telegramChats.workspaceId, task.workspaceId), eq(telegramChats.chatId, task.chatId)));
    let card;
    try {
      if (!task.columnId) throw new ModuleError(400, 'column_required', (locale) => messages.t('column_required', locale));
      card = await services.get(kanbanCardsRef).createCard({
        workspaceId: task.workspaceId,
        userId: decision.by,
        columnId: task.columnId,
        title: task.title,
        description: messages.t('card_description', decision.locale, {
          chat: chat?.title ?? String(task.chatId),
          author: task.author,
          text: task.text,
          url: task.messageUrl ?? '',
        }),
        priority: task.priority as TaskDetection['priority'],
        dueDate: dueInstant(task.due),
        ...(task.assigneeUserId ? { assigneeIds: [task.assigneeUserId] } : {}),
        locale: decision.locale,
        onBehalfOf: await authorOf(task),
      });
    } catch (error) {
      const reason = error instanceof ModuleError ? error.code : 'kanban_unavailable';
      logger.warn({ workspaceId: task.workspaceId, taskId: task.id, reason }, 'Telegram task: no card');
      await orm.update(telegramTasks).set({ status: decision.onFailure, error: reason }).where(eq(telegramTasks.id, task.id));
      throw error;
    }
    const [done] = await orm
      .update(telegramTasks)
      .set({
        ...decision.edit,
        status: 'created',
        cardId: card.id,
        decision: decision.kind,
        decidedBy: decision.by,
        decidedByTelegram: decision.telegramUser ?? null,
        decidedAt: new Date(),
        error: null,
      })
      .where(eq(telegramTasks.id, task.id))
      .returning();
    if (api) {
      await say(
        api,
        task,
        messages.t('card_created_reply', decision.locale, { title: card.title, url: cardUrl(bot, card.boardId, card.id) }),
      );
      await closeQuestion(api, task);
    }
    return done!;
  }

  /** The chat hears of it, but a Telegram hiccup here never undoes a decision already kept. */
  async function say(api: Api, task: TaskRow, text: string): Promise<void> {
    try {
      await api.sendMessage(task.chatId, text, { reply_parameters: { message_id: task.messageId, allow_sending_without_reply: true } });
    } catch (error) {
      logger.warn({ workspaceId: task.workspaceId, error: String(error) }, 'Telegram task: the reply was not sent');
    }
  }

  async function closeQuestion(api: Api, task: TaskRow): Promise<void> {
    if (!task.questionMessageId) return;
    try {
      await api.editMessageReplyMarkup(task.chatId, task.questionMessageId, { reply_markup: { inline_keyboard: [] } });
    } catch (error) {
      logger.debug({ workspaceId: task.workspaceId, error: String(error) }, 'Telegram task: the question keeps its keyboard');
    }
  }

  async function memberOfTelegramUser(workspaceId: string, username: string | undefined): Promise<string | null> {
    if (!username) return null;
    const [link] = await orm
      .select({ userId: telegramMembers.userId })
      .from(telegramMembers)
      .where(and(eq(telegramMembers.workspaceId, workspaceId), eq(telegramMembers.username, username.toLowerCase())));
    return link?.userId ?? null;
  }

  return {
    /** A message just kept: a card, a question, or nothing (no task, no linked board, or seen before). */
    async consider(bot: BotRow, api: Api, kept: KeptMessage): Promise<void> {
      const { detection, message } = kept;
      if (detection.confidence < TASK_QUESTION_FLOOR) return;
      const [chat] = await orm
        .select()
        .from(telegramChats)
        .where(and(eq(telegramChats.workspaceId, bot.workspaceId), eq(telegramChats.chatId, message.chat.id)));
      const certain = detection.confidence >= bot.confidenceThreshold;
      const linked = Boolean(chat?.boardId && chat.columnId && chat.linkedBy);
      // A sure task in a chat with no board yet is kept as failed, for the dashboard to offer once one is linked.
      if (!linked && !certain) return;
      const [task] = await orm
        .insert(telegramTasks)
        .values({
          workspaceId: bot.workspaceId,
          chatId: message.chat.id,
          messageId: message.message_id,
          boardId: chat?.boardId ?? null,
          columnId: chat?.columnId ?? null,
          author: kept.author,
          text: kept.text,
          messageUrl: messageUrl(message),
          sentAt: kept.sentAt,
          confidence: detection.confidence,
          detectedTitle: detection.title,
          title: detection.title,
          assigneeUserId: kept.assigneeUserId,
          due: detection.due,
          priority: detection.priority,
          status: !linked ? 'failed' : certain ? 'creating' : 'pending',
          error: linked ? null : 'chat_not_linked',
        })
        .onConflictDoNothing()
        .returning();
      if (!task || !linked) return;
      const locale = localeOf(message.from?.language_code);
      if (certain) {
        await makeCard(bot, api, task, { by: chat!.linkedBy!, kind: 'auto', locale, onFailure: 'failed' }).catch(() => undefined);
        return;
      }
      const question = await api.sendMessage(message.chat.id, messages.t('task_question', locale, { title: task.title }), {
        reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
        reply_markup: {
          inline_keyboard: [
            [
              { text: messages.t('task_yes', locale), callback_data: `task:${task.id}:yes` },
              { text: messages.t('task_no', locale), callback_data: `task:${task.id}:no` },
              { text: messages.t('task_edit', locale), callback_data: `task:${task.id}:edit` },
            ],
          ],
        },
      });
      await orm
        .update(telegramTasks)
        .set({ questionMessageId: question.message_id, questionAskedAt: new Date() })
        .where(eq(telegramTasks.id, task.id));
    },

    /** A button of the bot's question was pressed: Да makes the card, Нет dismisses, Изменить points to the queue. */
    async answer(bot: BotRow, api: Api, query: CallbackQuery): Promise<void> {
      const match = CALLBACK.exec(query.data ?? '');
      const locale = localeOf(query.from.language_code);
      const [task] = match
        ? await orm
            .select()
            .from(telegramTasks)
            .where(and(eq(telegramTasks.id, match[1]!), eq(telegramTasks.workspaceId, bot.workspaceId)))
        : [];
      if (!match || !task || task.chatId !== query.message?.chat.id) {
        await api.answerCallbackQuery(query.id, { text: messages.t('task_not_found', locale) });
        return;
      }
      // The buttons live for the config's sessionTimeout; later the task is decided in the review queue.
      if (task.status === 'pending' && task.questionAskedAt && Date.now() - task.questionAskedAt.getTime() > bot.sessionTimeout) {
        await api.answerCallbackQuery(query.id, { text: messages.t('task_question_expired', locale) });
        await closeQuestion(api, task);
        return;
      }
      const action = match[2];
      if (action === 'edit') {
        await api.answerCallbackQuery(query.id);
        await say(api, task, messages.t('task_edit_reply', locale, { url: queueUrl(bot) }));
        return;
      }
      const telegramUser = query.from.username ?? String(query.from.id);
      const [chat] = await orm
        .select({ linkedBy: telegramChats.linkedBy })
        .from(telegramChats)
        .where(and(eq(telegramChats.workspaceId, bot.workspaceId), eq(telegramChats.chatId, task.chatId)));
      const by = (await memberOfTelegramUser(bot.workspaceId, query.from.username)) ?? chat?.linkedBy ?? null;
      if (action === 'no') {
        const [rejected] = await orm
          .update(telegramTasks)
          .set({ status: 'rejected', decision: 'rejected', decidedBy: by, decidedByTelegram: telegramUser, decidedAt: new Date() })
          .where(and(eq(telegramTasks.id, task.id), eq(telegramTasks.status, 'pending')))
          .returning();
        await api.answerCallbackQuery(query.id, { text: messages.t(rejected ? 'task_rejected_answer' : 'task_already_decided', locale) });
        if (rejected) await closeQuestion(api, rejected);
        return;
      }
      const claimed = by ? await claim(task.id) : null;
      if (!claimed || !by) {
        await api.answerCallbackQuery(query.id, { text: messages.t('task_already_decided', locale) });
        return;
      }
      await api.answerCallbackQuery(query.id);
      try {
        await makeCard(bot, api, claimed, { by, telegramUser, kind: 'accepted', locale, onFailure: 'pending' });
      } catch (error) {
        const reason = error instanceof ModuleError && error.localise ? error.localise(locale) : messages.t('task_not_found', locale);
        await say(api, task, messages.t('card_failed', locale, { reason }));
      }
    },

    /** A member accepts a pending task from the review queue (with their corrections), with their own rights. */
    async accept(bot: BotRow, api: Api | null, taskId: string, userId: string, edit: TaskEdit, locale: Locale): Promise<TaskRow | null> {
      const edited = Object.keys(edit).length > 0;
      const [pending] = await orm
        .update(telegramTasks)
        .set({ status: 'creating' })
        .where(and(eq(telegramTasks.id, taskId), eq(telegramTasks.workspaceId, bot.workspaceId), eq(telegramTasks.status, 'pending')))
        .returning();
      if (!pending) return null;
      return makeCard(bot, api, pending, { by: userId, kind: edited ? 'edited' : 'accepted', locale, onFailure: 'pending', edit });
    },

    /** A failed task is tried again with the board its chat is linked to now, with that member's rights. */
    async retry(bot: BotRow, api: Api | null, taskId: string, userId: string, locale: Locale): Promise<TaskRow | null> {
      const [failed] = await orm
        .select({ chatId: telegramTasks.chatId })
        .from(telegramTasks)
        .where(and(eq(telegramTasks.id, taskId), eq(telegramTasks.workspaceId, bot.workspaceId), eq(telegramTasks.status, 'failed')));
      if (!failed) return null;
      const [chat] = await orm
        .select({ boardId: telegramChats.boardId, columnId: telegramChats.columnId })
        .from(telegramChats)
        .where(and(eq(telegramChats.workspaceId, bot.workspaceId), eq(telegramChats.chatId, failed.chatId)));
      if (!chat?.boardId || !chat.columnId) throw new ModuleError(400, 'chat_not_linked', (l) => messages.t('chat_not_linked', l));
      const [claimed] = await orm
        .update(telegramTasks)
        .set({ status: 'creating', boardId: chat.boardId, columnId: chat.columnId })
        .where(and(eq(telegramTasks.id, taskId), eq(telegramTasks.status, 'failed')))
        .returning();
      if (!claimed) return null;
      return makeCard(bot, api, claimed, { by: userId, kind: 'accepted', locale, onFailure: 'failed' });
    },

    /** A pending task is dismissed; so is a failed one nobody wants as a card. */
    async reject(bot: BotRow, api: Api | null, taskId: string, userId: string): Promise<TaskRow | null> {
      const [rejected] = await orm
        .update(telegramTasks)
        .set({ status: 'rejected', decision: 'rejected', decidedBy: userId, decidedAt: new Date() })
        .where(
          and(
            eq(telegramTasks.id, taskId),
            eq(telegramTasks.workspaceId, bot.workspaceId),
            inArray(telegramTasks.status, ['pending', 'failed']),
          ),
        )
        .returning();
      if (rejected && api) await closeQuestion(api, rejected);
      return rejected ?? null;
    },
  };
}

export type TaskCards = ReturnType<typeof taskCards>;
