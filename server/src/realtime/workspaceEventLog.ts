import { sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import type { WorkspaceEvent } from './signals';

/**
 * The bounded window of each workspace's live events (migration 0014), so a client that reconnects, to this
 * instance or another, gets what it missed. Ids come from a per-workspace counter row that the append locks
 * until it commits: they are gap-free and commit in id order, whichever instance writes.
 */

/** Kept this long; a client away longer re-reads state instead. */
export const EVENT_WINDOW_MS = 60 * 60 * 1000;
/** And at most this many per workspace, so a busy workspace cannot grow the table without bound. */
export const EVENTS_KEPT_PER_WORKSPACE = 10_000;

export interface StoredWorkspaceEvent {
  id: number;
  event: WorkspaceEvent;
}

type Rows<Row> = { rows: Row[] };

/** Stores the event under the workspace's next id (one statement, so one short transaction) and returns that id. */
export async function appendWorkspaceEvent(orm: Orm, workspaceId: string, event: WorkspaceEvent): Promise<number> {
  const result = (await orm.execute(sql`
    with next as (
      insert into workspace_event_counters (workspace_id, last_id) values (${workspaceId}, 1)
      on conflict (workspace_id) do update set last_id = workspace_event_counters.last_id + 1
      returning last_id
    )
    insert into workspace_events (workspace_id, id, event)
    select ${workspaceId}, last_id, ${JSON.stringify(event)}::jsonb from next
    returning id`)) as unknown as Rows<{ id: string | number }>;
  return Number(result.rows[0]!.id);
}

/** The workspace's newest id, 0 before its first event: where a fresh subscriber starts. */
export async function latestWorkspaceEventId(orm: Orm, workspaceId: string): Promise<number> {
  const result = (await orm.execute(
    sql`select last_id from workspace_event_counters where workspace_id = ${workspaceId}`,
  )) as unknown as Rows<{ last_id: string | number }>;
  return result.rows[0] ? Number(result.rows[0].last_id) : 0;
}

export type MissedEvents = { events: StoredWorkspaceEvent[]; latestId: number } | { expired: true; latestId: number };

/**
 * The events after `afterId`, oldest first, or `expired` when some of them are no longer kept (or the id is
 * not one this workspace has reached): the client must then re-read state.
 */
export async function workspaceEventsAfter(orm: Orm, workspaceId: string, afterId: number, limit: number): Promise<MissedEvents> {
  const latestId = await latestWorkspaceEventId(orm, workspaceId);
  if (afterId > latestId) return { expired: true, latestId };
  if (afterId === latestId) return { events: [], latestId };
  if (latestId - afterId > limit) return { expired: true, latestId };
  const result = (await orm.execute(sql`
    select id, event from workspace_events
    where workspace_id = ${workspaceId} and id > ${afterId} and id <= ${latestId}
    order by id`)) as unknown as Rows<{ id: string | number; event: WorkspaceEvent | string }>;
  const events = result.rows.map((row) => ({
    id: Number(row.id),
    event: typeof row.event === 'string' ? (JSON.parse(row.event) as WorkspaceEvent) : row.event,
  }));
  // Ids are gap-free, so fewer rows than the span means the oldest were pruned.
  if (events.length !== latestId - afterId) return { expired: true, latestId };
  return { events, latestId };
}

/** Drops events past the window by age and by count; any instance may run it, it is idempotent. */
export async function pruneWorkspaceEvents(orm: Orm, now = new Date()): Promise<void> {
  const oldest = new Date(now.getTime() - EVENT_WINDOW_MS).toISOString();
  await orm.execute(sql`delete from workspace_events where created_at < ${oldest}::timestamptz`);
  await orm.execute(sql`
    delete from workspace_events e using workspace_event_counters c
    where c.workspace_id = e.workspace_id and e.id <= c.last_id - ${EVENTS_KEPT_PER_WORKSPACE}`);
}
