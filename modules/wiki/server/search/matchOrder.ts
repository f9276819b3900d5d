/**
 * How a search finds the newest matches of a query, at a cost bounded whatever the word's frequency. Two ways,
 * each cheap where the other is expensive:
 *
 * - through the GIN index, reading every match (a few µs each): a rare word costs little, a word in a quarter
 *   of 100,000 articles costs 25,000 row reads;
 * - walking the recency index and testing each article's vector (decompressed, several times the cost of a
 *   row read): a common word yields its newest matches within a few hundred rows, a rare one after thousands.
 *
 * The planner's statistics (ANALYZE keeps the lexemes' frequencies) estimate how many articles of the
 * workspace match; the cheaper way for that number is taken. The planner would choose by itself, but it prices
 * a vector test like a comparison and so walks for mid-frequency words too; a subquery without an order leaves
 * it only the GIN index. Without statistics the estimate is small and the index is read: exact,
 * and as fast as the word is rare.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type SqlExecutor } from '../db/sqlExecutor';

/** A vector test costs about this many row reads (on 100,000 articles about 35 µs against 8 µs). */
const VECTOR_TEST_COST = 4;

export type MatchPath = 'index' | 'walk';

export interface MatchSearch {
  workspaceId: string;
  /** Visibility and filters (not trashed, status, tag, author) on `a` (wiki_articles), beside the workspace. */
  filters: SQL;
  /** How many newest matches are wanted. */
  count: number;
  /** The author filter, also among `filters`: a walk then reads only that author's articles, newest first. */
  authorId?: string;
}

/** Estimated rows of the workspace: all, those a walk reads in order (all, or the author's), those that pass the filters, the matches. */
export interface MatchCounts {
  rows: number;
  walked: number;
  filtered: number;
  matches: number;
}

interface PlanNode {
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The planner's row estimates for each condition (on `a`, within the workspace), in one round trip. */
async function estimates(db: SqlExecutor, workspaceId: string, conditions: SQL[]): Promise<number[]> {
  const counts = conditions.map((condition) => sql`select 1 from wiki_articles a where a.workspace_id = ${workspaceId} and ${condition}`);
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${sql.join(counts, sql` union all `)}`);
  const plan = row?.['QUERY PLAN'];
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return conditions.map((_, index) => top?.Plan.Plans?.[index]?.['Plan Rows'] ?? 0);
}

/**
 * Through the index every match of the workspace is read, the filters after; a walk reads rows (of the
 * workspace, or of the author) until it has `count` filtered matches, and tests the vector of those that pass
 * the filters (cheap tests first). The filters are taken as independent of the words.
 */
export function cheaperPath(counts: MatchCounts, count: number): MatchPath {
  const filteredMatches = counts.rows > 0 ? (counts.matches * counts.filtered) / counts.rows : 0;
  if (filteredMatches <= 0) return 'index';
  const walked = (count * counts.walked) / filteredMatches;
  const tested = (count * counts.filtered) / filteredMatches;
  return walked + tested * VECTOR_TEST_COST < counts.matches ? 'walk' : 'index';
}

/**
 * The ids of the `count` newest articles of the workspace that meet `match` (which may name `q.query`, the
 * search's tsquery) and the filters, found the chosen way. For the GIN index the matches are selected in a subquery of their own (OFFSET 0 keeps it apart) that
 * has neither an order that invites a walk nor a filter that invites another index; the filters apply after.
 */
export function newest(path: MatchPath, match: SQL, search: MatchSearch): SQL {
  const inWorkspace = sql`a.workspace_id = ${search.workspaceId}`;
  // Outside the CASE, so that the author's index can serve the walk.
  const byAuthor = search.authorId ? sql`and a.author_id = ${search.authorId}` : sql``;
  return path === 'walk'
    ? // CASE tests the vector only of rows that pass the filters: the planner would order the tests by its
      // notion of their cost, which puts the vector first.
      sql`select a.id from wiki_articles a, q where ${inWorkspace} ${byAuthor} and case when ${search.filters} then ${match} else false end
          order by a.updated_at desc, a.id limit ${search.count}`
    : sql`select a.id from (
          select a.id, a.updated_at, a.status, a.author_id, a.tags, a.deleted_at from wiki_articles a, q where ${inWorkspace} and ${match} offset 0
        ) a where ${search.filters} order by a.updated_at desc, a.id limit ${search.count}`;
}

/**
 * The newest matches and the newest title or tag matches from one read of the GIN index (CTEs `title_matches`
 * and `matches`, after `q`), for when both sets would be read through it. Title and tag matches are among the
 * matches, since title_vector's lexemes are a part of search_vector's: testing each match's small title
 * vector, kept in the row, spares a second index scan and reading its rows again.
 */
export function newestBothThroughIndex(search: MatchSearch): SQL {
  return sql`indexed as materialized (
      select a.id, a.updated_at, a.in_title from (
        select a.id, a.updated_at, a.status, a.author_id, a.tags, a.deleted_at, a.title_vector @@ q.query as in_title
        from wiki_articles a, q where a.workspace_id = ${search.workspaceId} and a.search_vector @@ q.query offset 0
      ) a where ${search.filters}
    ),
    title_matches as materialized (select id from indexed where in_title order by updated_at desc, id limit ${search.count}),
    matches as materialized (select id from indexed order by updated_at desc, id limit ${search.count})`;
}

/**
 * Which way to find the newest matches of the whole text and of the title and tags. The conditions name the
 * query as a constant, so that the planner estimates them from the statistics; that costs a few ms per
 * vector, so the search itself names the query by reference, and the title is estimated only when needed.
 */
export async function matchPaths(
  db: SqlExecutor,
  search: MatchSearch,
  estimated: { anywhere: SQL; inTitle: SQL },
): Promise<{ anywhere: MatchPath; inTitle: MatchPath }> {
  const [rows = 0, filtered = 0, matches = 0, walked = rows] = await estimates(db, search.workspaceId, [
    sql`true`,
    search.filters,
    estimated.anywhere,
    ...(search.authorId ? [sql`a.author_id = ${search.authorId}`] : []),
  ]);
  const anywhere = cheaperPath({ rows, walked, filtered, matches }, search.count);
  // Title and tag matches are among the matches: when those are few enough to read, so are these.
  if (anywhere === 'index') return { anywhere, inTitle: 'index' };
  const [inTitleMatches = 0] = await estimates(db, search.workspaceId, [estimated.inTitle]);
  return { anywhere, inTitle: cheaperPath({ rows, walked, filtered, matches: inTitleMatches }, search.count) };
}
