/** Reads and writes of flows and their runs, always within one workspace. */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules, users, workspaceModules } from '../db/schema';
import { flowRuns, flows, RUN_STATUSES } from '../db/tables/flows';

export type FlowRow = typeof flows.$inferSelect;
export type RunRow = typeof flowRuns.$inferSelect;
export type RunStatus = RunRow['status'];

const FAILED_STATUSES = ['failed', 'rate_limited', 'loop_stopped'] as const;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The bundled or published modules enabled (and not blocked) in the workspace. */
export async function enabledModules(orm: Orm, workspaceId: string): Promise<Set<string>> {
  const rows = await orm
    .select({ id: workspaceModules.moduleId })
    .from(workspaceModules)
    .innerJoin(modules, eq(modules.id, workspaceModules.moduleId))
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(workspaceModules.enabled, true), eq(modules.blocked, false)));
  return new Set(rows.map((row) => row.id));
}

export async function findFlow(orm: Orm, workspaceId: string, flowId: string): Promise<FlowRow | undefined> {
  const [row] = await orm
    .select()
    .from(flows)
    .where(and(eq(flows.workspaceId, workspaceId), eq(flows.id, flowId)));
  return row;
}

export async function listFlows(orm: Orm, workspaceId: string) {
  const rows = await orm
    .select({ flow: flows, ownerName: users.name })
    .from(flows)
    .innerJoin(users, eq(users.id, flows.ownerId))
    .where(eq(flows.workspaceId, workspaceId))
    .orderBy(desc(flows.updatedAt), desc(flows.id));
  const ids = rows.map((row) => row.flow.id);
  if (ids.length === 0) return [];
  const lastRuns = await orm
    .selectDistinctOn([flowRuns.flowId], {
      flowId: flowRuns.flowId,
      id: flowRuns.id,
      status: flowRuns.status,
      queuedAt: flowRuns.queuedAt,
      startedAt: flowRuns.startedAt,
    })
    .from(flowRuns)
    .where(inArray(flowRuns.flowId, ids))
    .orderBy(flowRuns.flowId, desc(flowRuns.queuedAt), desc(flowRuns.id));
  const failures = await orm
    .select({ flowId: flowRuns.flowId, total: count() })
    .from(flowRuns)
    .where(
      and(
        inArray(flowRuns.flowId, ids),
        inArray(flowRuns.status, [...FAILED_STATUSES]),
        gte(flowRuns.queuedAt, new Date(Date.now() - WEEK_MS)),
      ),
    )
    .groupBy(flowRuns.flowId);
  const lastById = new Map(lastRuns.map((run) => [run.flowId, run]));
  const failuresById = new Map(failures.map((row) => [row.flowId, row.total]));
  return rows.map(({ flow, ownerName }) => ({
    flow,
    ownerName,
    lastRun: lastById.get(flow.id) ?? null,
    failuresLast7Days: failuresById.get(flow.id) ?? 0,
  }));
}

/** A page of the flow's runs, newest first; with `status`, only the runs that ended (or stand) so. */
export async function listRuns(
  orm: Orm,
  flowId: string,
  offset: number,
  limit: number,
  status?: RunStatus,
): Promise<{ items: RunRow[]; total: number }> {
  const where = status ? and(eq(flowRuns.flowId, flowId), eq(flowRuns.status, status)) : eq(flowRuns.flowId, flowId);
  const items = await orm
    .select()
    .from(flowRuns)
    .where(where)
    .orderBy(desc(flowRuns.queuedAt), desc(flowRuns.id))
    .offset(offset)
    .limit(limit);
  const [row] = await orm.select({ total: count() }).from(flowRuns).where(where);
  return { items, total: row?.total ?? 0 };
}

export async function findRun(orm: Orm, flowId: string, runId: string): Promise<RunRow | undefined> {
  const [row] = await orm
    .select()
    .from(flowRuns)
    .where(and(eq(flowRuns.flowId, flowId), eq(flowRuns.id, runId)));
  return row;
}

/** Runs of the flow queued within the last `windowMs` that counted against its limit. */
export async function recentRuns(orm: Orm, flowId: string, windowMs: number): Promise<number> {
  const counted = RUN_STATUSES.filter((status) => status !== 'rate_limited' && status !== 'loop_stopped');
  const [row] = await orm
    .select({ total: count() })
    .from(flowRuns)
    .where(
      and(
        eq(flowRuns.flowId, flowId),
        inArray(flowRuns.status, counted),
        sql`${flowRuns.queuedAt} > now() - make_interval(secs => ${windowMs / 1000})`,
      ),
    );
  return row?.total ?? 0;
}
