/**
 * Kanban's flow triggers: card created, moved to a column, assigned, labelled, due soon, overdue, comment
 * added. Each is named as the event kanban emits at the write (cardFacts.ts), which carries these fields: the
 * platform starts the flows from that event itself. Due soon and overdue come from a clock (dueDateTriggers.ts).
 */
import type { FlowField, FlowTriggerDefinition } from '@artel/sdk/server';
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
  { key: 'createdById', type: 'member', label: { ru: 'Автор карточки', en: 'Card author' } },
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
  createdById: MEMBER,
  actorId: MEMBER,
};

const boardSetting = { key: 'boardId', type: 'board', label: { ru: 'Доска', en: 'Board' } } as const;
const columnSetting = { key: 'columnId', type: 'column', label: { ru: 'Колонка', en: 'Column' } } as const;

export const kanbanTriggers: FlowTriggerDefinition[] = [
  {
    type: 'kanban.card.created',
    label: { ru: 'Карточка создана', en: 'Card created' },
    fields: cardFields,
    settings: [boardSetting, columnSetting],
    sample: sampleCard,
  },
  {
    type: 'kanban.card.moved',
    label: { ru: 'Карточка перемещена в колонку', en: 'Card moved to a column' },
    fields: [
      ...cardFields,
      { key: 'columnName', type: 'string', label: { ru: 'Название колонки', en: 'Column name' } },
      { key: 'fromColumnId', type: 'column', label: { ru: 'Из колонки', en: 'From column' } },
      { key: 'fromColumnName', type: 'string', label: { ru: 'Название прежней колонки', en: 'Previous column name' } },
    ],
    settings: [boardSetting, { ...columnSetting, label: { ru: 'В колонку', en: 'To column' } }],
    sample: { ...sampleCard, columnName: 'Готово', fromColumnId: 'c01c3e00-0000-4000-8000-000000000009', fromColumnName: 'В работе' },
    // The event also tells of a card put elsewhere in its own column, which the board's viewers need.
    accepts: (event) => event.fromColumnId !== event.columnId,
  },
  {
    type: 'kanban.card.assigned',
    label: { ru: 'Назначен исполнитель', en: 'Card assigned' },
    fields: [...cardFields, { key: 'assigneeId', type: 'member', label: { ru: 'Назначенный', en: 'Assignee' } }],
    settings: [boardSetting, { key: 'assigneeId', type: 'member', label: { ru: 'Назначенный', en: 'Assignee' } }],
    sample: { ...sampleCard, assigneeId: MEMBER },
  },
  {
    type: 'kanban.card.labeled',
    label: { ru: 'Карточке добавлена метка', en: 'Card labelled' },
    fields: [...cardFields, { key: 'labelId', type: 'label', label: { ru: 'Добавленная метка', en: 'Label added' } }],
    settings: [boardSetting, { key: 'labelId', type: 'label', label: { ru: 'Метка', en: 'Label' } }],
    sample: { ...sampleCard, labelId: '1abe1000-0000-4000-8000-000000000006' },
  },
  {
    type: 'kanban.card.due_soon',
    label: { ru: 'Срок карточки через сутки', en: 'Card due in a day' },
    fields: cardFields,
    settings: [boardSetting],
    sample: sampleCard,
  },
  {
    type: 'kanban.card.overdue',
    label: { ru: 'Карточка просрочена', en: 'Card overdue' },
    fields: cardFields,
    settings: [boardSetting],
    sample: sampleCard,
  },
  {
    type: 'kanban.comment.added',
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
