/** Reading articles: one with what surrounds it (path, children, backlinks, links), and lists. */
import { sql } from 'drizzle-orm';
import { queryRows, type SqlExecutor } from '../db/sqlExecutor';
import { textArray } from '../db/textArray';
import type { ArticleDetail, ArticleRef, ArticleStatus, ArticleSummary, LinkTarget } from '../../shared/articleShapes';
import { visibleTo, type Reader } from './visibility';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const SUMMARY_COLUMNS = sql`a.id, a.title, a.parent_id as "parentId", a.status, a.tags, a.author_id as "authorId",
  a.version, ${iso('a.updated_at')} as "updatedAt"`;

export type ArticleOrder = 'title' | 'recent';

export async function listArticles(
  db: SqlExecutor,
  reader: Reader,
  options: { tag?: string; order: ArticleOrder; limit: number; drafts?: 'only' },
): Promise<ArticleSummary[]> {
  const rows = await queryRows<ArticleSummary>(
    db,
    sql`select ${SUMMARY_COLUMNS} from wiki_articles a
        where ${visibleTo(reader)}
          ${options.tag ? sql`and a.tags @> ${textArray([options.tag])}` : sql``}
          ${options.drafts === 'only' ? sql`and a.status = 'draft'` : sql``}
        order by ${options.order === 'recent' ? sql`a.updated_at desc, a.id` : sql`a.title_key, a.id`}
        limit ${options.limit}`,
  );
  // The database's collation may be C (PGlite): Cyrillic titles are ordered here, as people read them.
  if (options.order === 'title') rows.sort((left, right) => left.title.localeCompare(right.title, 'ru'));
  return rows;
}

export async function findArticle(db: SqlExecutor, reader: Reader, id: string): Promise<(ArticleSummary & { titleKey: string }) | null> {
  const [row] = await queryRows<ArticleSummary & { titleKey: string }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, a.title_key as "titleKey" from wiki_articles a where a.id = ${id} and ${visibleTo(reader)}`,
  );
  return row ?? null;
}

export async function articleDetail(db: SqlExecutor, reader: Reader, id: string): Promise<ArticleDetail | null> {
  const [row] = await queryRows<Omit<ArticleDetail, 'ancestors' | 'children' | 'backlinks' | 'links'> & { titleKey: string }>(
    db,
    sql`select ${SUMMARY_COLUMNS}, a.title_key as "titleKey", a.body, a.updated_by_id as "updatedById",
          ${iso('a.created_at')} as "createdAt", ${iso('a.published_at')} as "publishedAt"
        from wiki_articles a where a.id = ${id} and ${visibleTo(reader)}`,
  );
  if (!row) return null;
  const { titleKey, ...article } = row;
  const [ancestors, children, backlinks, links] = await Promise.all([
    queryRows<ArticleRef & { depth: number }>(
      db,
      sql`with recursive up(id, parent_id, title, depth) as (
            select p.id, p.parent_id, p.title, 1 from wiki_articles p
            where p.id = ${article.parentId} and p.workspace_id = ${reader.workspaceId}
            union all
            select p.id, p.parent_id, p.title, up.depth + 1 from wiki_articles p join up on p.id = up.parent_id
            where p.workspace_id = ${reader.workspaceId} and up.depth < 50
          )
          select id, title, depth from up order by depth desc`,
    ),
    queryRows<ArticleRef & { status: ArticleStatus }>(
      db,
      sql`select a.id, a.title, a.status from wiki_articles a where a.parent_id = ${id} and ${visibleTo(reader)} order by a.title_key`,
    ),
    queryRows<ArticleRef>(
      db,
      sql`select a.id, a.title from wiki_links l join wiki_articles a on a.id = l.source_id
          where l.workspace_id = ${reader.workspaceId} and l.target_key = ${titleKey} and a.id <> ${id} and ${visibleTo(reader)}
          order by a.title_key`,
    ),
    queryRows<LinkTarget>(
      db,
      sql`select l.target_title as title, l.target_key as key, a.id as "articleId"
          from wiki_links l left join wiki_articles a on a.workspace_id = l.workspace_id and a.title_key = l.target_key and ${visibleTo(reader)}
          where l.source_id = ${id}`,
    ),
  ]);
  return {
    ...article,
    ancestors: ancestors.map(({ id: ancestorId, title }) => ({ id: ancestorId, title })),
    children: children.sort((left, right) => left.title.localeCompare(right.title, 'ru')),
    backlinks: backlinks.sort((left, right) => left.title.localeCompare(right.title, 'ru')),
    links,
  };
}

/** Which of these title keys are articles the reader may see. */
export async function resolveTitleKeys(db: SqlExecutor, reader: Reader, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; id: string }>(
    db,
    sql`select a.title_key as key, a.id from wiki_articles a where a.title_key = any(${textArray(keys)}) and ${visibleTo(reader)}`,
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Titles that are linked to but have no article yet, with how many articles link to each. */
export async function wantedArticles(
  db: SqlExecutor,
  reader: Reader,
  limit: number,
): Promise<Array<{ title: string; key: string; count: number }>> {
  return queryRows(
    db,
    sql`select min(l.target_title) as title, l.target_key as key, count(*)::int as count
        from wiki_links l join wiki_articles a on a.id = l.source_id and ${visibleTo(reader)}
        where l.workspace_id = ${reader.workspaceId}
          and not exists (select 1 from wiki_articles t where t.workspace_id = l.workspace_id and t.title_key = l.target_key and t.deleted_at is null)
        group by l.target_key order by count(*) desc, l.target_key limit ${limit}`,
  );
}

/** Tags of the workspace's published articles, the most used first (the Popular Tags widget). */
export async function popularTags(db: SqlExecutor, workspaceId: string, limit: number): Promise<Array<{ tag: string; count: number }>> {
  return queryRows(
    db,
    sql`select tag, count(*)::int as count from wiki_articles a, unnest(a.tags) as tag
        where a.workspace_id = ${workspaceId} and a.status = 'published'
        group by tag order by count(*) desc, tag limit ${limit}`,
  );
}
