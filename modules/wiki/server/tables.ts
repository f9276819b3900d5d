/**
 * The wiki's tables (migrations/0000_wiki.sql). The generated search columns are left out: only the search
 * queries read them, in SQL.
 */
import { coreTables } from '@artel/sdk/server';
import { date, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

const { users, workspaces } = coreTables;

export const wikiArticles = pgTable('wiki_articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id').references((): AnyPgColumn => wikiArticles.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  titleKey: text('title_key').notNull(),
  body: text('body').notNull().default(''),
  /** The body's visible text for search snippets (migrations/0005, search/snippetText.ts); NULL until the next save. */
  bodyText: text('body_text'),
  tags: text('tags').array().notNull().default([]),
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** In the trash since (migrations/0003): hidden everywhere but the trash, purged after 30 days. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedById: uuid('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** The article whose deletion took this one to the trash (itself, or the parent it went with). */
  trashRootId: uuid('trash_root_id'),
});

export const wikiRevisions = pgTable('wiki_revisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => wikiArticles.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  tags: text('tags').array().notNull(),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  summary: text('summary').notNull().default(''),
  restoredFrom: integer('restored_from'),
  /** Written because another article was renamed from this title to that one, and its [[links]] followed. */
  relinkedFrom: text('relinked_from'),
  relinkedTo: text('relinked_to'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wikiLinks = pgTable(
  'wiki_links',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => wikiArticles.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    targetKey: text('target_key').notNull(),
    targetTitle: text('target_title').notNull(),
  },
  (table) => [primaryKey({ name: 'wiki_links_pk', columns: [table.sourceId, table.targetKey] })],
);

export const wikiFiles = pgTable('wiki_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ArticleRow = typeof wikiArticles.$inferSelect;
export type RevisionRow = typeof wikiRevisions.$inferSelect;

/** One row a reader a day (UTC) for each article they opened: the wiki's "most read". */
export const wikiArticleReads = pgTable(
  'wiki_article_reads',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => wikiArticles.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.userId, table.day] })],
);
