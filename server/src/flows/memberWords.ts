/**
 * People in a test run's verdicts by name: the event's fields of type `member` that the trigger's module did not
 * name already, read from the workspace's members (never a user of another workspace).
 */
import type { FlowEvent, FlowField } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, workspaceMembers } from '../db/schema';

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id.length > 0);

export async function memberWords(
  app: FastifyInstance,
  workspaceId: string,
  fields: readonly FlowField[],
  event: FlowEvent,
): Promise<Record<string, string>> {
  const keys = fields.filter((field) => field.type === 'member' && field.key in event).map((field) => field.key);
  const ids = keys.flatMap((key) => idsIn(event[key]));
  if (ids.length === 0) return {};
  const people = await app.db.orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId)))
    .where(inArray(users.id, [...new Set(ids)]));
  const names = new Map(people.map((person) => [person.id, person.name]));
  return Object.fromEntries(
    keys.map((key) => [
      key,
      idsIn(event[key])
        .flatMap((id) => names.get(id) ?? [])
        .join(', '),
    ]),
  );
}
