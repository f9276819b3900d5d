/**
 * The readable values `{{…}}` placeholders print (sdk templateFields.ts): members' names for their ids and
 * enums' labels in the flow owner's language, added to the event the actions' templates are filled from.
 */
import { type FlowEvent, type FlowField, type Locale, templateKeyOf } from '@artel/sdk/server';
import { inArray } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';

const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');

export async function withTemplateValues(orm: Orm, fields: readonly FlowField[], event: FlowEvent, locale: Locale): Promise<FlowEvent> {
  const memberFields = fields.filter((field) => field.type === 'member');
  const ids = [...new Set(memberFields.flatMap((field) => idsIn(event[field.key])))];
  const names = new Map(ids.length === 0 ? [] : (await orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((user) => [user.id, user.name]));
  const values: FlowEvent = {};
  for (const field of fields) {
    const key = templateKeyOf(field);
    if (!key || key === field.key || key in event) continue;
    if (field.type === 'member') values[key] = idsIn(event[field.key]).map((id) => names.get(id) ?? '').filter(Boolean).join(', ');
    else if (field.type === 'enum') values[key] = field.options?.find((option) => option.value === event[field.key])?.label[locale] ?? String(event[field.key] ?? '');
  }
  return { ...event, ...values };
}
