/** Workspace analytics from real rows: members by role, boards, open invitations, daily activity. */
import { and, eq, gte, sql } from 'drizzle-orm';
import { WORKSPACE_ROLES } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { type WorkspaceRole, workspaceMembers } from '../db/schema';
import { boards } from '../db/tables/boards';
import { countBoards } from '../boards/boardData';
import { countPendingInvitations } from '../invitations/invitationData';
import type { WorkspaceAnalyticsJson } from './workspaceSchemas';

const ACTIVITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC dates of the last `days` days, oldest first, today last. */
function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

async function perDay(orm: Orm, table: typeof workspaceMembers | typeof boards, since: Date, workspaceId: string) {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await orm
    .select({ day, total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(and(eq(table.workspaceId, workspaceId), gte(table.createdAt, since)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.total]));
}

export async function workspaceAnalytics(orm: Orm, workspaceId: string, now: Date = new Date()): Promise<WorkspaceAnalyticsJson> {
  const roleRows = await orm
    .select({ role: workspaceMembers.role, total: sql<number>`count(*)`.mapWith(Number) })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .groupBy(workspaceMembers.role);
  const byRole = Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, 0])) as Record<WorkspaceRole, number>;
  for (const { role, total } of roleRows) byRole[role] = total;

  const days = lastDays(now, ACTIVITY_DAYS);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const joined = await perDay(orm, workspaceMembers, since, workspaceId);
  const created = await perDay(orm, boards, since, workspaceId);
  return {
    workspaceId,
    members: { total: roleRows.reduce((sum, row) => sum + row.total, 0), byRole },
    boards: { total: await countBoards(orm, workspaceId) },
    invitations: { pending: await countPendingInvitations(orm, workspaceId) },
    activity: days.map((date) => ({ date, membersJoined: joined.get(date) ?? 0, boardsCreated: created.get(date) ?? 0 })),
  };
}
