/**
 * Full-text search over a workspace's articles: the generated `search_vector` (title A, tags B, body C, the
 * 'russian' configuration) and `title_vector` (title and tags) give the newest matches (matchOrder.ts), which
 * are ranked by ts_rank_cd, with highlighted title and body fragments that are safe to insert as HTML.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type SqlExecutor } from '../db/sqlExecutor';
import { articleSnippets, HEADLINE_OPTIONS, markedSnippetHtml } from './articleSnippet';
import { MARKERS, markedTextToHtml } from './markedText';
import { prefixTsquery } from './prefixQuery';
import { matchPaths, newest, newestBothThroughIndex } from './matchOrder';

export interface ArticleSearch {
  workspaceId: string;
  /** Drafts are found only by their author, and by those who manage the wiki (`seesAllDrafts`). */
  viewerId: string;
  seesAllDrafts?: boolean;
  text: string;
  tag?: string;
  authorId?: string;
  limit: number;
  offset?: number;
}

export interface ArticleHit {
  id: string;
  title: string;
  /** The title with matches in <mark>, escaped. */
  titleHtml: string;
  /** The body's visible text around its first match, matches in <mark>, escaped (the beginning when only the title or tags match): articleSnippet.ts. */
  snippetHtml: string;
  tags: string[];
  status: 'draft' | 'published';
  authorId: string;
  updatedAt: string;
  rank: number;
}

export interface ArticleSearchPage {
  hits: ArticleHit[];
  hasMore: boolean;
}

interface HitRow {
  id: string;
  title: string;
  tags: string[];
  status: 'draft' | 'published';
  author_id: string;
  updated_at: string;
  rank: number;
  title_marked: string;
  /** The snippet text marked by ts_headline, when the article has one (saved since migration 0005). */
  body_marked: string | null;
  /** Otherwise the body, to read its snippet text from. */
  body: string | null;
}

/**
 * How many of the most recently updated matches, and separately of the most recent title or tag matches, are
 * ranked beyond the requested page. Ranking reads each candidate's whole vector, so only a bounded set is
 * ranked: a word rarer than this is ranked over all its matches; for a common one the first page leaves out
 * older articles that mention it only in the body, while title and tag matches of any age still compete.
 * Deeper pages widen the set, so paging reaches every match.
 */
const CANDIDATES_BEYOND_PAGE = 20;

export async function searchArticles(db: SqlExecutor, search: ArticleSearch): Promise<ArticleSearchPage> {
  const tsquery = prefixTsquery(search.text);
  if (!tsquery) return { hits: [], hasMore: false };
  const offset = search.offset ?? 0;
  const count = offset + search.limit + CANDIDATES_BEYOND_PAGE;
  const filters = sql`a.deleted_at is null and (a.status = 'published' or ${search.seesAllDrafts ? sql`true` : sql`a.author_id = ${search.viewerId}`})
    ${search.tag ? sql`and a.tags @> array[${search.tag}]::text[]` : sql``}
    ${search.authorId ? sql`and a.author_id = ${search.authorId}` : sql``}`;
  const query = sql`to_tsquery('russian', ${tsquery})`;
  const matching = { workspaceId: search.workspaceId, filters, count, authorId: search.authorId };
  const paths = await matchPaths(db, matching, { inTitle: sql`a.title_vector @@ ${query}`, anywhere: sql`a.search_vector @@ ${query}` });
  // Each candidate set is materialised so that it is planned the way matchPaths chose.
  const candidates =
    paths.anywhere === 'index' && paths.inTitle === 'index'
      ? newestBothThroughIndex(matching)
      : sql`title_matches as materialized (${newest(paths.inTitle, sql`a.title_vector @@ q.query`, matching)}),
      matches as materialized (${newest(paths.anywhere, sql`a.search_vector @@ q.query`, matching)})`;
  // Headlines and snippets re-parse whole documents, so only the page of hits pays for them: not the one read
  // beyond it to tell whether there is more. Snippets come marked from the stored snippet text; only an
  // article not saved since that text was kept sends its body to have it read (articleSnippets).
  const rows = await queryRows<HitRow>(
    db,
    sql`
      with q as materialized (select ${query} as query),
      ${candidates},
      hits as (
        select a.id, a.title, a.body, a.body_text, a.tags, a.status, a.author_id, a.updated_at,
               ts_rank_cd(a.search_vector, q.query) as rank
        from wiki_articles a, q
        where a.id in (select id from title_matches union select id from matches)
        order by rank desc, a.updated_at desc, a.id
        limit ${search.limit + 1} offset ${offset}
      )
      select h.id, h.title, h.tags, h.status, h.author_id, h.rank::float8 as rank,
             to_char(h.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
             case when h.place <= ${search.limit} then ts_headline('russian', translate(h.title, ${MARKERS}, ''), q.query, ${HEADLINE_OPTIONS}) end as title_marked,
             case when h.place <= ${search.limit} then ts_headline('russian', h.body_text, q.query, ${HEADLINE_OPTIONS}) end as body_marked,
             case when h.place <= ${search.limit} and h.body_text is null then h.body end as body
      from (select *, row_number() over (order by rank desc, updated_at desc, id) as place from hits) h, q
      order by h.place
    `,
  );
  const page = rows.slice(0, search.limit);
  const unkept = page.filter((row) => row.body !== null);
  const readSnippets = await articleSnippets(
    db,
    tsquery,
    unkept.map((row) => row.body ?? ''),
  );
  const readSnippetOf = new Map(unkept.map((row, index) => [row.id, readSnippets[index] ?? '']));
  return {
    hits: page.map((row) => ({
      id: row.id,
      title: row.title,
      titleHtml: markedTextToHtml(row.title_marked),
      snippetHtml: row.body_marked === null ? (readSnippetOf.get(row.id) ?? '') : markedSnippetHtml(row.body_marked),
      tags: row.tags,
      status: row.status,
      authorId: row.author_id,
      updatedAt: row.updated_at,
      rank: row.rank,
    })),
    hasMore: rows.length > search.limit,
  };
}
