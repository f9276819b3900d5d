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

export interface MatchEstimate {
  workspaceId: string;
  /** The title-and-tags match and the whole-text match, as conditions on `a` (wiki_articles). */
  inTitle: SQL;
  anywhere: SQL;
  /** The workspace, visibility and filters; a walk meets the filtered matches only. */
  where: SQL;
  /** How many newest matches of each are wanted. */
  count: number;
}

interface PlanNode {
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The planner's row estimates of the workspace, its title matches and its matches (filtered), in one round trip. */
async function estimates(db: SqlExecutor, estimate: MatchEstimate): Promise<[number, number, number]> {
  const inWorkspace = sql`a.workspace_id = ${estimate.workspaceId}`;
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json)
      select 1 from wiki_articles a where ${inWorkspace}
      union all select 1 from wiki_articles a where ${estimate.inTitle} and ${estimate.where}
      union all select 1 from wiki_articles a where ${estimate.anywhere} and ${estimate.where}`,
  );
  const plan = row?.['QUERY PLAN'];
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  const [rows = 0, inTitle = 0, anywhere = 0] = (top?.Plan.Plans ?? []).map((node) => node['Plan Rows']);
  return [rows, inTitle, anywhere];
}

/** Reading M matches costs M; walking costs `count` / (M / rows) vector tests. */
export function cheaperPath(rows: number, matches: number, count: number): MatchPath {
  if (matches <= 0) return 'index';
  return (count * rows * VECTOR_TEST_COST) / matches < matches ? 'walk' : 'index';
}

/**
 * The ids of the `count` newest articles that meet `where`, found the chosen way: for the GIN index, the
 * matches are selected in a subquery of their own (OFFSET 0 keeps it apart), where no order invites a walk.
 */
export function newest(path: MatchPath, where: SQL, count: number): SQL {
  return path === 'walk'
    ? sql`select a.id from wiki_articles a where ${where} order by a.updated_at desc, a.id limit ${count}`
    : sql`select id from (select a.id, a.updated_at from wiki_articles a where ${where} offset 0) found order by updated_at desc, id limit ${count}`;
}

/** Which way to find the newest title-and-tag matches and the newest matches of the whole text. */
export async function matchPaths(db: SqlExecutor, estimate: MatchEstimate): Promise<{ inTitle: MatchPath; anywhere: MatchPath }> {
  const [rows, inTitle, anywhere] = await estimates(db, estimate);
  return { inTitle: cheaperPath(rows, inTitle, estimate.count), anywhere: cheaperPath(rows, anywhere, estimate.count) };
}
