/**
 * Kanban's flow triggers: card created, moved to a column, assigned, labelled, due soon, overdue, comment
 * added. The events kanban already emits after each change commits become flow events carrying the card's fields.
 */
import type { FlowField, FlowTriggerDefinition, ModuleServices } from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import { type CardRow, kanbanCards, kanbanComments } from '../tables';
import { priorityOptions } from './priorityOptions';

const BOARD = 'b1a7c3e0-0000-4000-8000-000000000001';
const COLUMN = 'c01c3e00-0000-4000-8000-000000000002';
const CARD = 'ca4d0000-0000-4000-8000-000000000003';
const MEMBER = '3e3be400-0000-4000-8000-000000000004';

const cardFields: FlowField[] = [
  { key: 'cardId', type: 'string', label: { ru: 'Карточка', en: 'Card' } },
  { key: 'boardId', type: 'board', label: { ru: 'Доска', en: 'Board' } },
  { key: 'columnId', type: 'column', label: { ru: 'Колонка', en: 'Column' } },
  { key: 'title', type: 'string', label: { ru: 'Название', en: 'Title' } },
  { key: 'description', type: 'string', label: { ru: 'Описание', en: 'Description' } },
  { key: 'priority', type: 'enum', options: priorityOptions, label: { ru: 'Приоритет', en: 'Priority' } },
  { key: 'assigneeIds', type: 'member', multiple: true, label: { ru: 'Исполнители', en: 'Assignees' } },
  { key: 'labelIds', type: 'label', multiple: true, label: { ru: 'Метки', en: 'Labels' } },
  { key: 'dueDate', type: 'date', label: { ru: 'Срок', en: 'Due date' } },
  { key: 'dueComplete', type: 'boolean', label: { ru: 'Срок выполнен', en: 'Due date complete' } },
  { key: 'actorId', type: 'member', label: { ru: 'Кто изменил', en: 'Changed by' } },
];

const sampleCard = {
  cardId: CARD,
  boardId: BOARD,
  columnId: COLUMN,
  title: 'Подготовить договор',
  description: 'Согласовать с юристом',
  priority: 'high',
  assigneeIds: [MEMBER],
  labelIds: [],
  dueDate: '2026-11-25T12:00:00.000Z',
  dueComplete: false,
  actorId: MEMBER,
};

const boardSetting = { key: 'boardId', type: 'board', label: { ru: 'Доска', en: 'Board' } } as const;
const columnSetting = { key: 'columnId', type: 'column', label: { ru: 'Колонка', en: 'Column' } } as const;

export const kanbanTriggers: FlowTriggerDefinition[] = [
  {
    type: 'kanban.card_created',
    label: { ru: 'Карточка создана', en: 'Card created' },
    fields: cardFields,
    settings: [boardSetting, columnSetting],
    sample: sampleCard,
  },
  {
    type: 'kanban.card_moved',
    label: { ru: 'Карточка перемещена в колонку', en: 'Card moved to a column' },
    fields: [...cardFields, { key: 'fromColumnId', type: 'column', label: { ru: 'Из колонки', en: 'From column' } }],
    settings: [boardSetting, { ...columnSetting, label: { ru: 'В колонку', en: 'To column' } }],
    sample: { ...sampleCard, fromColumnId: 'c01c3e00-0000-4000-8000-000000000009' },
  },
  {
    type: 'kanban.card_assigned',
    label: { ru: 'Назначен исполнитель', en: 'Card assigned' },
    fields: [...cardFields, { key: 'assigneeId', type: 'member', label: { ru: 'Назначенный', en: 'Assignee' } }],
    settings: [boardSetting, { key: 'assigneeId', type: 'member', label: { ru: 'Назначенный', en: 'Assignee' } }],
    sample: { ...sampleCard, assigneeId: MEMBER },
  },
  {
    type: 'kanban.card_labeled',
    label: { ru: 'Карточке добавлена метка', en: 'Card labelled' },
    fields: [...cardFields, { key: 'labelId', type: 'label', label: { ru: 'Добавленная метка', en: 'Label added' } }],
    settings: [boardSetting, { key: 'labelId', type: 'label', label: { ru: 'Метка', en: 'Label' } }],
    sample: { ...sampleCard, labelId: '1abe1000-0000-4000-8000-000000000006' },
  },
  {
    type: 'kanban.card_due_soon',
    label: { ru: 'Срок карточки через сутки', en: 'Card due in a day' },
    fields: cardFields,
    settings: [boardSetting],
    sample: sampleCard,
  },
  {
    type: 'kanban.card_overdue',
    label: { ru: 'Карточка просрочена', en: 'Card overdue' },
    fields: cardFields,
    settings: [boardSetting],
    sample: sampleCard,
  },
  {
    type: 'kanban.comment_added',
    label: { ru: 'Добавлен комментарий', en: 'Comment added' },
    fields: [
      ...cardFields,
      { key: 'commentId', type: 'string', label: { ru: 'Комментарий (id)', en: 'Comment (id)' } },
      { key: 'text', type: 'string', label: { ru: 'Текст комментария', en: 'Comment text' } },
    ],
    settings: [boardSetting],
    sample: { ...sampleCard, commentId: 'c0331e00-0000-4000-8000-000000000005', text: 'Готово, проверьте' },
  },
];

/** The card's fields as flow events carry them. */
export function cardFieldsOf(card: CardRow): Record<string, unknown> {
  return {
    cardId: card.id,
    boardId: card.boardId,
    columnId: card.columnId,
    title: card.title,
    description: card.description,
    priority: card.priority,
    assigneeIds: card.assigneeIds,
    labelIds: card.labelIds,
    dueDate: card.dueDate?.toISOString() ?? null,
    dueComplete: card.dueComplete,
  };
}

/** null when the card is gone (deleted since). */
async function cardEvent(kanban: ModuleServices, cardId: string): Promise<Record<string, unknown> | null> {
  const [card] = await kanban.db.orm.select().from(kanbanCards).where(eq(kanbanCards.id, cardId));
  return card ? cardFieldsOf(card) : null;
}

/** Kanban's own events, turned into flow triggers. */
export function emitCardTriggers(kanban: ModuleServices): void {
  const forward = (event: string, build: (payload: Record<string, unknown>, card: Record<string, unknown>) => Promise<Array<[string, Record<string, unknown>]>>) =>
    kanban.events.on(event, async (payload) => {
      const card = await cardEvent(kanban, String(payload.cardId));
      if (!card) return;
      const workspaceId = String(payload.workspaceId);
      for (const [type, flowEvent] of await build(payload, { ...card, actorId: payload.actorId })) {
        await kanban.flows.emit(type, { workspaceId, payload: flowEvent });
      }
    });

  forward('kanban.card.created', async (_payload, card) => [['kanban.card_created', card]]);
  forward('kanban.card.moved', async (payload, card) =>
    payload.fromColumnId === payload.columnId ? [] : [['kanban.card_moved', { ...card, fromColumnId: payload.fromColumnId }]],
  );
  forward('kanban.card.assigned', async (payload, card) =>
    (payload.assigneeIds as string[]).map((assigneeId) => ['kanban.card_assigned', { ...card, assigneeId }]),
  );
  forward('kanban.card.labeled', async (payload, card) =>
    (payload.labelIds as string[]).map((labelId) => ['kanban.card_labeled', { ...card, labelId }]),
  );
  forward('kanban.comment.added', async (payload, card) => {
    const commentId = String(payload.commentId);
    const [comment] = await kanban.db.orm
      .select({ body: kanbanComments.body })
      .from(kanbanComments)
      .where(and(eq(kanbanComments.id, commentId), eq(kanbanComments.cardId, String(card.cardId))));
    return [['kanban.comment_added', { ...card, commentId, text: comment?.body ?? '' }]];
  });
}
