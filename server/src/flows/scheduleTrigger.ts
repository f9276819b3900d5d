/**
 * The schedule trigger's clock: which enabled schedule flows are due at a minute, each read in its
 * workspace's time zone. A workspace keeps no zone of its own, so it is its owner's profile zone, and
 * Moscow time (the product's default audience) when they set none.
 */
import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users, workspaces } from '../db/schema';
import { flows } from '../db/tables/flows';
import type { FlowRow } from './flowData';

export const SCHEDULE_TRIGGER = 'platform.schedule';
const DEFAULT_TIME_ZONE = 'Europe/Moscow';

function isDue(expression: unknown, timeZone: string, minute: Date): boolean {
  if (typeof expression !== 'string') return false;
  try {
    const next = new Cron(expression, { paused: true, timezone: timeZone }).nextRun(new Date(minute.getTime() - 1));
    return next !== null && next.getTime() === minute.getTime();
  } catch {
    return false;
  }
}

export async function dueScheduledFlows(orm: Orm, minute: Date): Promise<FlowRow[]> {
  const rows = await orm
    .select({ flow: flows, timeZone: users.timeZone })
    .from(flows)
    .innerJoin(workspaces, eq(workspaces.id, flows.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(flows.triggerType, SCHEDULE_TRIGGER), eq(flows.state, 'enabled')));
  return rows
    .filter(({ flow, timeZone }) => {
      const settings = (flow.definition as { trigger?: { settings?: Record<string, unknown> } }).trigger?.settings ?? {};
      return isDue(settings.cron, timeZone ?? DEFAULT_TIME_ZONE, minute);
    })
    .map(({ flow }) => flow);
}
