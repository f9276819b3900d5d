/**
 * What a `{{…}}` placeholder of an event field prints into a text: people by name and an enum by its label,
 * never an id. The builder offers these keys; the server fills them (server/src/flows/templateValues.ts).
 */
import type { FlowField } from './flowWireTypes';

const PRINTS_ITSELF = new Set<FlowField['type']>(['string', 'number', 'boolean', 'date']);

function nameKeyOf(key: string): string {
  if (key.endsWith('Ids')) return `${key.slice(0, -3)}Names`;
  if (key.endsWith('Id')) return `${key.slice(0, -2)}Name`;
  return `${key}Name`;
}

/** The placeholder key a text gets for this field, or null when the field has nothing readable to print. */
export function templateKeyOf(field: Pick<FlowField, 'key' | 'type'>): string | null {
  if (field.type === 'member') return nameKeyOf(field.key);
  if (field.type === 'enum') return `${field.key}Label`;
  if (PRINTS_ITSELF.has(field.type) && !/Ids?$/.test(field.key)) return field.key;
  return null;
}
