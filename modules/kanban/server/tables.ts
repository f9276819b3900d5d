/**
 * The kanban module's tables, on top of the core `boards` rows. Ranks are fractional-indexing keys and must be
 * compared by code unit: every ORDER BY / comparison on them says `collate "C"` (see rankOrder in ranks.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coreTables } from '@artel/sdk/server';

const { boards, users, workspaces } = coreTables;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Kanban's state of a core board; no row means never archived and never changed (version 0). */
export const kanbanBoards = pgTable('kanban_boards', {
  boardId: uuid('board_id')
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  archivedById: uuid('archived_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** Bumped by every change to the board view (boardVersion.ts); the cached views are keyed by it. */
  version: integer('version').notNull().default(0),
  /** The card whose change alone made this version, or null (boardVersion.ts). */
  changedCardId: uuid('changed_card_id'),
});

export const kanbanColumns = pgTable(
  'kanban_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rank: text('rank').notNull(),
    wipLimit: integer('wip_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('kanban_columns_board_idx').on(table.boardId)],
);

export const CARD_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type CardPriority = (typeof CARD_PRIORITIES)[number];

export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** Null only for an archived card whose column was deleted since. */
    columnId: uuid('column_id').references(() => kanbanColumns.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: CARD_PRIORITIES }).notNull().default('medium'),
    startDate: timestamp('start_date', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** The due date marked «готово» (Trello's due-complete): the card is never overdue then. */
    dueComplete: boolean('due_complete').notNull().default(false),
    /** Arrays on the row keep the board view at one query for cards; members are checked on write. */
    assigneeIds: uuid('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    labelIds: uuid('label_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Who asked to hear of the card's comments without being its author or assignee. */
    watcherIds: uuid('watcher_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    rank: text('rank').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('kanban_cards_board_idx').on(table.boardId),
    index('kanban_cards_column_idx').on(table.columnId),
    check('kanban_cards_priority_check', sql`${table.priority} in ('low', 'medium', 'high', 'urgent')`),
  ],
);

export const LABEL_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;

export const kanbanLabels = pgTable(
  'kanban_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color', { enum: LABEL_COLORS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('kanban_labels_board_idx').on(table.boardId)],
);

export const kanbanChecklistItems = pgTable(
  'kanban_checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    rank: text('rank').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('kanban_checklist_items_card_idx').on(table.cardId)],
);

export const kanbanComments = pgTable(
  'kanban_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [index('kanban_comments_card_idx').on(table.cardId)],
);

export const kanbanAttachments = pgTable(
  'kanban_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('kanban_attachments_card_idx').on(table.cardId)],
);

/** History of a board and its cards; a deleted card's entries stay on the board. */
export const kanbanActivity = pgTable(
  'kanban_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('kanban_activity_board_idx').on(table.boardId, table.createdAt),
    index('kanban_activity_card_idx').on(table.cardId, table.createdAt),
  ],
);

export type ColumnRow = typeof kanbanColumns.$inferSelect;
export type CardRow = typeof kanbanCards.$inferSelect;
export type LabelRow = typeof kanbanLabels.$inferSelect;
export type ChecklistItemRow = typeof kanbanChecklistItems.$inferSelect;
export type CommentRow = typeof kanbanComments.$inferSelect;
export type AttachmentRow = typeof kanbanAttachments.$inferSelect;

/** A card's optional partner of the Partners module (known through its 'contragents.partners' service, never imported). */
export const kanbanCardPartners = pgTable('kanban_card_partners', {
  cardId: uuid('card_id')
    .primaryKey()
    .references(() => kanbanCards.id, { onDelete: 'cascade' }),
  partnerId: uuid('partner_id').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});
