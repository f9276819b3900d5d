/**
 * The Telegram flow trigger "task detected in a chat". A detected task is a telegram_tasks row; a job of the
 * platform scheduler (once across instances per slot) hands flows the rows made during its slot, so the
 * detection path itself stays as it is.
 */
import {
  coreTables,
  fillMessage,
  type FlowEvent,
  type FlowSampleEvent,
  type FlowSampleQuery,
  type FlowsService,
  type FlowTriggerDefinition,
  type ModuleOrm,
  type ModuleServices,
} from '@artel/sdk/server';
import { and, desc, eq, gt, ilike, inArray, lte } from 'drizzle-orm';
import { telegramChats, telegramTasks } from '../tables';

export const TASK_DETECTED = 'telegram.task_detected';
export const DETECTION_SWEEP_MS = 5000;

export const taskDetectedTrigger: FlowTriggerDefinition = {
  type: TASK_DETECTED,
  label: { ru: 'В чате найдена задача', en: 'Task detected in a chat' },
  fields: [
    { key: 'taskId', type: 'string', label: { ru: 'Задача (id)', en: 'Task (id)' } },
    { key: 'chatTitle', type: 'string', label: { ru: 'Чат', en: 'Chat' } },
    { key: 'boardId', type: 'board', label: { ru: 'Доска чата', en: "The chat's board" } },
    { key: 'boardOwnerId', type: 'member', label: { ru: 'Владелец доски', en: "The board's owner" } },
    { key: 'title', type: 'string', label: { ru: 'Название задачи', en: 'Task title' } },
    { key: 'text', type: 'string', label: { ru: 'Текст сообщения', en: 'Message text' } },
    { key: 'author', type: 'string', label: { ru: 'Автор сообщения', en: 'Message author' } },
    { key: 'assigneeUserId', type: 'member', label: { ru: 'Исполнитель', en: 'Assignee' } },
    { key: 'due', type: 'date', label: { ru: 'Срок', en: 'Due' } },
    {
      key: 'priority',
      type: 'enum',
      label: { ru: 'Приоритет', en: 'Priority' },
      options: [
        { value: 'low', label: { ru: 'Низкий', en: 'Low' } },
        { value: 'medium', label: { ru: 'Средний', en: 'Medium' } },
        { value: 'high', label: { ru: 'Высокий', en: 'High' } },
        { value: 'urgent', label: { ru: 'Срочный', en: 'Urgent' } },
      ],
    },
    { key: 'confidence', type: 'number', label: { ru: 'Уверенность', en: 'Confidence' } },
    {
      key: 'status',
      type: 'enum',
      label: { ru: 'Состояние', en: 'Status' },
      options: [
        { value: 'creating', label: { ru: 'Создаётся карточка', en: 'Creating a card' } },
        { value: 'created', label: { ru: 'Карточка создана', en: 'Card created' } },
        { value: 'pending', label: { ru: 'Ждёт решения', en: 'Awaiting a decision' } },
        { value: 'rejected', label: { ru: 'Отклонена', en: 'Rejected' } },
        { value: 'failed', label: { ru: 'Чат не привязан к доске', en: 'The chat has no board' } },
      ],
    },
    { key: 'messageUrl', type: 'string', label: { ru: 'Ссылка на сообщение', en: 'Message link' } },
  ],
  settings: [{ key: 'boardId', type: 'board', label: { ru: 'Доска чата', en: "The chat's board" } }],
  sample: {
    taskId: '7a5c0000-0000-4000-8000-000000000001',
    chatTitle: 'Объект ЖК Лесной',
    boardId: 'b1a7c3e0-0000-4000-8000-000000000001',
    boardOwnerId: '3e3be400-0000-4000-8000-000000000004',
    title: 'Поставить щиток у 2 подъезда',
    text: '@ruslan срочно поставь щиток у 2 подъезда до завтра',
    author: 'Сергей',
    assigneeUserId: null,
    due: '2026-11-24',
    priority: 'urgent',
    confidence: 0.93,
    status: 'creating',
    messageUrl: 'https://t.me/c/1234567890/1000',
  },
};

type TaskRow = typeof telegramTasks.$inferSelect;

function taskEvent(task: TaskRow, chatTitle: string | null, boardOwnerId: string | null): FlowEvent {
  return {
    taskId: task.id,
    chatTitle,
    boardId: task.boardId,
    boardOwnerId,
    title: task.title,
    text: task.text,
    author: task.author,
    assigneeUserId: task.assigneeUserId,
    due: task.due,
    priority: task.priority,
    confidence: task.confidence,
    status: task.status,
    messageUrl: task.messageUrl,
  };
}

const withChat = (orm: ModuleOrm) =>
  orm
    .select({ task: telegramTasks, chatTitle: telegramChats.title, boardOwnerId: coreTables.boards.createdById })
    .from(telegramTasks)
    .leftJoin(telegramChats, and(eq(telegramChats.workspaceId, telegramTasks.workspaceId), eq(telegramChats.chatId, telegramTasks.chatId)))
    .leftJoin(
      coreTables.boards,
      and(eq(coreTables.boards.id, telegramTasks.boardId), eq(coreTables.boards.workspaceId, telegramTasks.workspaceId)),
    );

/** Emits the trigger for every task detected within (from, to]; the board's owner is whoever made the board. */
export async function fireDetectedTasks(orm: ModuleOrm, flows: Pick<FlowsService, 'emit'>, from: Date, to: Date): Promise<void> {
  const rows = await withChat(orm).where(and(gt(telegramTasks.createdAt, from), lte(telegramTasks.createdAt, to)));
  for (const { task, chatTitle, boardOwnerId } of rows) {
    await flows.emit(TASK_DETECTED, { workspaceId: task.workspaceId, payload: taskEvent(task, chatTitle, boardOwnerId) });
  }
}

const texts = {
  ru: { detected: 'Задача «{title}» из чата «{chat}»' },
  en: { detected: 'Task "{title}" from chat "{chat}"' },
};

/** The text as an ILIKE pattern that matches it literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Real detections to test a flow on: the newest tasks (or those whose title holds the search) of boards the tester may view. */
export function detectedTaskSamples(orm: ModuleOrm, access: Pick<ModuleServices, 'contexts' | 'permissions'>) {
  return async (query: FlowSampleQuery): Promise<FlowSampleEvent[]> => {
    const tester = await access.contexts.forUser(query.workspaceId, query.userId, query.locale);
    if (!tester) return [];
    const boardIds = (await access.permissions.boards(tester)).map((grant) => grant.board.id);
    if (boardIds.length === 0) return [];
    const rows = await withChat(orm)
      .where(
        and(
          eq(telegramTasks.workspaceId, query.workspaceId),
          inArray(telegramTasks.boardId, boardIds),
          ...(query.search ? [ilike(telegramTasks.title, containing(query.search))] : []),
        ),
      )
      .orderBy(desc(telegramTasks.createdAt), desc(telegramTasks.id))
      .limit(query.limit);
    return rows.map(({ task, chatTitle, boardOwnerId }) => ({
      id: task.id,
      summary: fillMessage(texts[query.locale].detected, { title: task.title, chat: chatTitle ?? '' }),
      at: task.createdAt.toISOString(),
      actorName: task.author,
      event: taskEvent(task, chatTitle, boardOwnerId),
    }));
  };
}
