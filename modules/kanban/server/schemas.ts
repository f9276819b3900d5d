/** Request and response shapes of /api/v1/modules/kanban (the contract: /work/notes/api-kanban.md). */
import { type Static, Type } from '@sinclair/typebox';
import { BOARD_ROLES, type BoardRole } from '@artel/sdk/server';
import { CARD_PRIORITIES, type CardPriority, LABEL_COLORS } from './tables';

const Uuid = Type.String({ format: 'uuid' });
/**
 * `type: [x, 'null']` rather than a union: fast-json-stringify writes it directly, while a union costs a
 * schema validation per value when serialising, which dominated the time of a 4,000-card board view.
 */
const NullableUuid = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'uuid' });
const Iso = Type.String();
const NullableIso = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const DateInput = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** Enums as `enum` keywords, not unions of literals, for the same serialisation cost reason. */
export const Priority = Type.Unsafe<CardPriority>({ type: 'string', enum: [...CARD_PRIORITIES] });
export const LabelColor = Type.Unsafe<(typeof LABEL_COLORS)[number]>({ type: 'string', enum: [...LABEL_COLORS] });

export const IdParams = Type.Object({ id: Uuid });
export const BoardParams = Type.Object({ boardId: Uuid });

export const KanbanBoardSchema = Type.Object({
  id: Uuid,
  workspaceId: Uuid,
  name: Type.String(),
  description: Type.String(),
  createdById: NullableUuid,
  role: Type.Unsafe<BoardRole | null>({ type: ['string', 'null'], enum: [...BOARD_ROLES, null] }),
  archivedAt: NullableIso,
  createdAt: Iso,
  updatedAt: Iso,
  cardCount: Type.Optional(Type.Integer()),
});

export const ColumnSchema = Type.Object({
  id: Uuid,
  boardId: Uuid,
  name: Type.String(),
  rank: Type.String(),
  wipLimit: NullableInteger,
  createdAt: Iso,
  updatedAt: Iso,
});

export const LabelSchema = Type.Object({ id: Uuid, boardId: Uuid, name: Type.String(), color: LabelColor });

export const CardSummarySchema = Type.Object({
  id: Uuid,
  boardId: Uuid,
  columnId: NullableUuid,
  title: Type.String(),
  rank: Type.String(),
  priority: Priority,
  startDate: NullableIso,
  dueDate: NullableIso,
  /** The due date marked «готово»: the card is not overdue whatever its date. */
  dueComplete: Type.Boolean(),
  assigneeIds: Type.Array(Uuid),
  labelIds: Type.Array(Uuid),
  checklist: Type.Object({ done: Type.Integer(), total: Type.Integer() }),
  commentCount: Type.Integer(),
  attachmentCount: Type.Integer(),
  hasDescription: Type.Boolean(),
  createdById: NullableUuid,
  archivedAt: NullableIso,
  updatedAt: Iso,
});

export const ChecklistItemSchema = Type.Object({
  id: Uuid,
  cardId: Uuid,
  text: Type.String(),
  done: Type.Boolean(),
  rank: Type.String(),
  createdAt: Iso,
});

export const AttachmentSchema = Type.Object({
  id: Uuid,
  cardId: Uuid,
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  uploadedById: NullableUuid,
  createdAt: Iso,
  url: Type.String(),
});

export const CardSchema = Type.Composite([
  CardSummarySchema,
  Type.Object({
    description: Type.String(),
    watcherIds: Type.Array(Uuid),
    checklistItems: Type.Array(ChecklistItemSchema),
    attachments: Type.Array(AttachmentSchema),
    createdAt: Iso,
  }),
]);

export const CommentSchema = Type.Object({
  id: Uuid,
  cardId: Uuid,
  authorId: NullableUuid,
  authorName: Type.String(),
  body: Type.String(),
  createdAt: Iso,
  updatedAt: Iso,
  editedAt: NullableIso,
});

export const ActivitySchema = Type.Object({
  id: Uuid,
  boardId: Uuid,
  cardId: NullableUuid,
  actorId: NullableUuid,
  actorName: Type.String(),
  kind: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Iso,
});

export const BoardConfigSchema = Type.Object({
  maxCardsPerColumn: Type.Number(),
  pollingInterval: Type.Number(),
  dragDrop: Type.Boolean(),
  archive: Type.Boolean(),
});

export const BoardViewSchema = Type.Object({
  board: KanbanBoardSchema,
  columns: Type.Array(ColumnSchema),
  cards: Type.Array(CardSummarySchema),
  labels: Type.Array(LabelSchema),
  permissions: Type.Array(Type.String()),
  config: BoardConfigSchema,
});

export const ActivityQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  before: Type.Optional(Type.String({ format: 'date-time' })),
});

export const DueCardsQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  assignedToMe: Type.Optional(Type.Boolean()),
  open: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 500 })),
  workspaceId: Type.Optional(Type.String()),
});

export const ActivityPage = Type.Object({ activity: Type.Array(ActivitySchema), hasMore: Type.Boolean() });

export const Neighbours = {
  afterId: Type.Optional(NullableUuid),
  beforeId: Type.Optional(NullableUuid),
};

export const BoardPatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const ColumnCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    wipLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()])),
    ...Neighbours,
  },
  { additionalProperties: false },
);

export const ColumnPatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    wipLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const MoveColumnBody = Type.Object(Neighbours, { additionalProperties: false });

export const DeleteColumnQuery = Type.Object({
  cards: Type.Optional(Type.Union([Type.Literal('move'), Type.Literal('archive')])),
  targetColumnId: Type.Optional(Uuid),
  workspaceId: Type.Optional(Type.String()),
});

const CardFields = {
  title: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  description: Type.String({ maxLength: 20000 }),
  priority: Priority,
  startDate: DateInput,
  dueDate: DateInput,
  labelIds: Type.Array(Uuid, { maxItems: 50 }),
};

export const CardCreateBody = Type.Object(
  {
    title: CardFields.title,
    description: Type.Optional(CardFields.description),
    priority: Type.Optional(CardFields.priority),
    startDate: Type.Optional(CardFields.startDate),
    dueDate: Type.Optional(CardFields.dueDate),
    labelIds: Type.Optional(CardFields.labelIds),
    assigneeIds: Type.Optional(Type.Array(Uuid, { maxItems: 20 })),
    position: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('bottom')])),
  },
  { additionalProperties: false },
);

export const CardPatchBody = Type.Object(
  {
    title: Type.Optional(CardFields.title),
    description: Type.Optional(CardFields.description),
    priority: Type.Optional(CardFields.priority),
    startDate: Type.Optional(CardFields.startDate),
    dueDate: Type.Optional(CardFields.dueDate),
    dueComplete: Type.Optional(Type.Boolean()),
    labelIds: Type.Optional(CardFields.labelIds),
  },
  { additionalProperties: false },
);

export const AssigneesBody = Type.Object({ userIds: Type.Array(Uuid, { maxItems: 20 }) }, { additionalProperties: false });

export const MoveCardBody = Type.Object({ columnId: Uuid, ...Neighbours }, { additionalProperties: false });

export const RestoreCardBody = Type.Union([Type.Object({ columnId: Type.Optional(Uuid) }, { additionalProperties: false }), Type.Null()]);

export const LabelCreateBody = Type.Object({ name: Type.String({ maxLength: 50 }), color: LabelColor }, { additionalProperties: false });
export const LabelPatchBody = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 50 })), color: Type.Optional(LabelColor) },
  { additionalProperties: false },
);

export const ChecklistCreateBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const ChecklistPatchBody = Type.Object(
  {
    text: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' })),
    done: Type.Optional(Type.Boolean()),
    ...Neighbours,
  },
  { additionalProperties: false },
);

/** Members named with @ in the comment, who are told of it. */
export const MAX_MENTIONS = 20;

const CommentText = Type.String({ minLength: 1, maxLength: 10000, pattern: '\\S' });

export const CommentBody = Type.Object(
  { body: CommentText, mentions: Type.Optional(Type.Array(Uuid, { maxItems: MAX_MENTIONS, uniqueItems: true })) },
  { additionalProperties: false },
);

export const CommentEditBody = Type.Object({ body: CommentText }, { additionalProperties: false });

export const AttachmentBody = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
    contentType: Type.String({ minLength: 1, maxLength: 200 }),
    dataBase64: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);

export type KanbanBoardJson = Static<typeof KanbanBoardSchema>;
export type ColumnJson = Static<typeof ColumnSchema>;
export type LabelJson = Static<typeof LabelSchema>;
export type CardSummaryJson = Static<typeof CardSummarySchema>;
export type CardJson = Static<typeof CardSchema>;
export type ChecklistItemJson = Static<typeof ChecklistItemSchema>;
export type AttachmentJson = Static<typeof AttachmentSchema>;
export type CommentJson = Static<typeof CommentSchema>;
export type ActivityJson = Static<typeof ActivitySchema>;
export type BoardViewJson = Static<typeof BoardViewSchema>;
