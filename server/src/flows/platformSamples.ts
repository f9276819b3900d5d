/**
 * Real events of the platform's triggers for a test run: members who joined, newest first (found by name with
 * a search); for "run now" and a schedule, the run the tester would start this minute.
 */
import type { FlowSampleEvent, FlowSampleQuery } from '@artel/sdk/server';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, workspaceMembers } from '../db/schema';
import { flowText } from './flowMessages';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function memberJoinedSamples(app: FastifyInstance) {
  return async (query: FlowSampleQuery): Promise<FlowSampleEvent[]> => {
    const rows = await app.db.orm
      .select({ userId: users.id, name: users.name, email: users.email, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(
        and(eq(workspaceMembers.workspaceId, query.workspaceId), ...(query.search ? [ilike(users.name, containing(query.search))] : [])),
      )
      .orderBy(desc(workspaceMembers.createdAt), desc(users.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.userId,
      summary: flowText('sample_member_joined', query.locale, { name: row.name }),
      at: row.joinedAt.toISOString(),
      event: { userId: row.userId, userName: row.name, email: row.email, role: row.role },
    }));
  };
}

export function manualSamples(app: FastifyInstance) {
  return async (query: FlowSampleQuery): Promise<FlowSampleEvent[]> => {
    const [tester] = await app.db.orm.select({ name: users.name }).from(users).where(eq(users.id, query.userId));
    const at = new Date().toISOString();
    const name = tester?.name ?? '';
    return [
      {
        id: 'now',
        summary: flowText('sample_manual', query.locale, { name }),
        at,
        actorName: name,
        event: { userId: query.userId, userName: name, at },
      },
    ];
  };
}

export async function scheduleSamples(query: FlowSampleQuery): Promise<FlowSampleEvent[]> {
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  return [{ id: 'now', summary: flowText('sample_schedule', query.locale), at: minute, event: { scheduledAt: minute } }];
}
