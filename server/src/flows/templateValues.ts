/**
 * The readable values `{{…}}` placeholders print (sdk templateFields.ts): members' names for their ids and
 * enums' labels in the flow owner's language, added to the event the actions' templates are filled from.
 */
import { type FlowEvent, type FlowField, type Locale, templateKeyOf } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users, workspaceMembers } from '../db/schema';

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');

/** Names of the workspace's members only: an id from elsewhere prints nothing. */
async function memberNames(orm: Orm, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: users.id, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function withTemplateValues(
  orm: Orm,
  workspaceId: string,
  fields: readonly FlowField[],
  event: FlowEvent,
  locale: Locale,
): Promise<FlowEvent> {
  const memberFields = fields.filter((field) => field.type === 'member');
  const names = await memberNames(orm, workspaceId, [...new Set(memberFields.flatMap((field) => idsIn(event[field.key])))]);
  const values: FlowEvent = {};
  for (const field of fields) {
    const key = templateKeyOf(field);
    if (!key || key === field.key || key in event) continue;
    if (field.type === 'member')
      values[key] = idsIn(event[field.key])
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(', ');
    else if (field.type === 'enum')
      values[key] = field.options?.find((option) => option.value === event[field.key])?.label[locale] ?? String(event[field.key] ?? '');
  }
  return { ...event, ...values };
}
