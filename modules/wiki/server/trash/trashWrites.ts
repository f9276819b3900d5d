/**
 * The wiki's trash. Deleting an article takes the pages under it along (they are not orphaned, and restoring
 * the article brings the same pages back); all of them stay restorable for TRASH_DAYS, then the purge removes
 * them. The trash lists one entry per deletion, the article that was deleted.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { titleKey } from '../../shared/titleKey';
import type { TrashEntry } from '../../shared/articleShapes';
import { findArticle } from '../articles/articleQueries';
import type { Writer } from '../articles/articleWrites';
import { queryRows } from '../db/sqlExecutor';

export const TRASH_DAYS = 30;
/** Hourly: a deletion stays at most an hour past its 30 days. */
export const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000;

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Moves the article and the live pages below it to the trash; the ids that went there. */
export async function moveToTrash(orm: ModuleOrm, writer: Writer, articleId: string): Promise<string[]> {
  return orm.transaction(async (tx) => {
    if (!(await findArticle(tx, writer, articleId))) throw writer.errors.moduleError('article_not_found', 404);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`with recursive down(id, depth) as (
            select ${articleId}::uuid, 0
            union all
            select c.id, down.depth + 1 from wiki_articles c join down on c.parent_id = down.id
            where c.workspace_id = ${writer.workspaceId} and c.deleted_at is null and down.depth < 100
          )
          update wiki_articles set deleted_at = now(), deleted_by_id = ${writer.userId}, trash_root_id = ${articleId}
          where id in (select id from down) and workspace_id = ${writer.workspaceId}
          returning id`,
    );
    return rows.map((row) => row.id);
  });
}

export async function listTrash(orm: ModuleOrm, workspaceId: string): Promise<TrashEntry[]> {
  return queryRows<TrashEntry>(
    orm,
    sql`select a.id, a.title, a.deleted_by_id as "deletedById", ${iso('a.deleted_at')} as "deletedAt",
          ${iso(`(a.deleted_at + interval '${TRASH_DAYS} days')`)} as "purgeAt",
          (select count(*)::int from wiki_articles c where c.trash_root_id = a.id and c.id <> a.id) as "childCount"
        from wiki_articles a
        where a.workspace_id = ${workspaceId} and a.deleted_at is not null and a.trash_root_id = a.id
        order by a.deleted_at desc, a.id`,
  );
}

async function trashedRoot(tx: ModuleOrm, writer: Writer, articleId: string): Promise<{ id: string; parentId: string | null }> {
  const [root] = await queryRows<{ id: string; parentId: string | null }>(
    tx,
    sql`select id, parent_id as "parentId" from wiki_articles
        where id = ${articleId} and workspace_id = ${writer.workspaceId} and deleted_at is not null and trash_root_id = id
        for update`,
  );
  if (!root) throw writer.errors.moduleError('article_not_found', 404);
  return root;
}

/**
 * Brings the deletion back as it was. A title a live article has taken meanwhile stops it (nothing changes);
 * a parent that is itself in the trash is not restored with it: the article then returns at the top level.
 */
export async function restoreFromTrash(orm: ModuleOrm, writer: Writer, articleId: string): Promise<string[]> {
  return orm.transaction(async (tx) => {
    const root = await trashedRoot(tx, writer, articleId);
    const group = await queryRows<{ id: string; title: string }>(
      tx,
      sql`select id, title from wiki_articles where trash_root_id = ${articleId}`,
    );
    const keys = group.map((article) => titleKey(article.title));
    const [taken] = await queryRows<{ title: string }>(
      tx,
      sql`select title from wiki_articles where workspace_id = ${writer.workspaceId} and deleted_at is null
          and title_key in (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}) limit 1`,
    );
    if (taken) throw writer.errors.moduleError('restore_title_taken', 409, { title: taken.title });
    const parentGone =
      root.parentId !== null &&
      (await queryRows(tx, sql`select 1 from wiki_articles where id = ${root.parentId} and deleted_at is null`)).length === 0;
    if (parentGone) await tx.execute(sql`update wiki_articles set parent_id = null where id = ${articleId}`);
    await tx.execute(
      sql`update wiki_articles set deleted_at = null, deleted_by_id = null, trash_root_id = null where trash_root_id = ${articleId}`,
    );
    return group.map((article) => article.id);
  });
}

/** «Удалить навсегда»: the deletion's articles, their revisions and links are gone. */
export async function deleteForever(orm: ModuleOrm, writer: Writer, articleId: string): Promise<void> {
  await orm.transaction(async (tx) => {
    await trashedRoot(tx, writer, articleId);
    await tx.execute(sql`delete from wiki_articles where trash_root_id = ${articleId} and workspace_id = ${writer.workspaceId}`);
  });
}

/** The scheduled purge: every workspace's deletions older than TRASH_DAYS; how many articles went. */
export async function purgeTrash(orm: ModuleOrm, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    orm,
    sql`delete from wiki_articles where deleted_at is not null
          and deleted_at < ${now.toISOString()}::timestamptz - ${sql.raw(`interval '${TRASH_DAYS} days'`)}
        returning id`,
  );
  return rows.length;
}
