/**
 * What a change to a card was, kept in its activity entry so the log can say «изменил(а) срок: 12.12 → 15.12»
 * rather than «изменил(а) карточку»: old and new values, and the names of labels, people and columns as they
 * were then (a label renamed or a column deleted later does not rewrite the history).
 */
import { inArray } from 'drizzle-orm';
import type { ModuleOrm as Orm, ModuleServices } from '@artel/sdk/server';
import { type CardRow, kanbanColumns, kanbanLabels } from './tables';

/** The fields of a card patch whose old and new values the log shows. */
const VALUE_FIELDS = ['title', 'priority', 'startDate', 'dueDate'] as const;

export interface CardPatchValues {
  title?: string;
  description?: string;
  priority?: CardRow['priority'];
  startDate?: Date | null;
  dueDate?: Date | null;
  labelIds?: string[];
}

const json = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The detail of a patch: the fields it changed (for older readers) and, for each, what it was and became. */
export async function cardPatchDetail(orm: Orm, card: CardRow, changes: CardPatchValues): Promise<Record<string, unknown>> {
  const detail: Record<string, unknown> = {};
  for (const field of VALUE_FIELDS) {
    if (changes[field] === undefined) continue;
    const from = json(card[field]);
    const to = json(changes[field]);
    if (from !== to) detail[field] = { from, to };
  }
  if (changes.description !== undefined && changes.description !== card.description) detail.description = true;
  if (changes.labelIds) {
    const added = changes.labelIds.filter((id) => !card.labelIds.includes(id));
    const removed = card.labelIds.filter((id) => !changes.labelIds!.includes(id));
    if (added.length + removed.length > 0) detail.labels = await labelNames(orm, added, removed);
  }
  return { fields: Object.keys(changes), changes: detail };
}

async function labelNames(orm: Orm, added: string[], removed: string[]): Promise<{ added: string[]; removed: string[] }> {
  const rows = await orm
    .select({ id: kanbanLabels.id, name: kanbanLabels.name })
    .from(kanbanLabels)
    .where(inArray(kanbanLabels.id, [...added, ...removed]));
  const name = new Map(rows.map((row) => [row.id, row.name]));
  const names = (ids: string[]) => ids.flatMap((id) => (name.has(id) ? [name.get(id)!] : []));
  return { added: names(added), removed: names(removed) };
}

/** The names of people given or taken off a card, someone who has left the workspace since too. */
export async function assigneeNames(kanban: ModuleServices, added: string[], removed: string[]) {
  const nameOf = async (id: string) => (await kanban.members.user(id))?.name ?? '';
  return { addedNames: await Promise.all(added.map(nameOf)), removedNames: await Promise.all(removed.map(nameOf)) };
}

/** The names of the columns a card left and entered. */
export async function columnNames(orm: Orm, fromColumnId: string | null, toColumnId: string) {
  const ids = fromColumnId ? [fromColumnId, toColumnId] : [toColumnId];
  const rows = await orm
    .select({ id: kanbanColumns.id, name: kanbanColumns.name })
    .from(kanbanColumns)
    .where(inArray(kanbanColumns.id, ids));
  const name = new Map(rows.map((row) => [row.id, row.name]));
  return { fromColumnName: fromColumnId ? (name.get(fromColumnId) ?? null) : null, toColumnName: name.get(toColumnId) ?? null };
}
