/**
 * The same change made again and again by one person — a description saved six times while it was being
 * written, a due date tried on three days — reads as one line: «изменил(а) описание (6 раз)», a date's span
 * from the first old value to the last new one.
 */
import type { ActivityEntry } from '../api/kanbanTypes';

/** How far apart two of one person's changes may be to still count as one go. */
export const SAME_GO_MS = 5 * 60_000;

export interface ActivityGroup {
  /** The newest entry, its spans widened to the whole run. */
  entry: ActivityEntry;
  count: number;
}

/** What makes two entries «the same change»: the kind, and for a card change the fields and labels it touched. */
function sameChangeKey(entry: ActivityEntry): string {
  if (entry.kind === 'card.moved') return entry.kind;
  if (entry.kind !== 'card.updated') return `${entry.kind} ${JSON.stringify(entry.data ?? {})}`;
  const changes = entry.data?.changes as Record<string, unknown> | undefined;
  if (!changes) return `${entry.kind} ${JSON.stringify(entry.data?.fields ?? [])}`;
  return `${entry.kind} ${Object.keys(changes).sort().join(',')} ${JSON.stringify(changes.labels ?? null)}`;
}

/** The run's entry: the newest one's new values with the oldest one's old values. */
function spanning(newest: ActivityEntry, oldest: ActivityEntry): ActivityEntry {
  if (newest === oldest) return newest;
  if (newest.kind === 'card.moved')
    return { ...newest, data: { ...newest.data, fromColumnId: oldest.data.fromColumnId, fromColumnName: oldest.data.fromColumnName } };
  const changes = newest.data?.changes as Record<string, { from?: unknown }> | undefined;
  const before = oldest.data?.changes as Record<string, { from?: unknown }> | undefined;
  if (!changes || !before) return newest;
  const widened: Record<string, unknown> = { ...changes };
  for (const [field, value] of Object.entries(changes)) {
    if (value && typeof value === 'object' && 'from' in value && before[field] && 'from' in before[field])
      widened[field] = { ...value, from: before[field].from };
  }
  return { ...newest, data: { ...newest.data, changes: widened } };
}

/** Entries newest first, as the server sends them, with each run of one person's same change made one. */
export function groupActivity(entries: readonly ActivityEntry[], sameGoMs = SAME_GO_MS): ActivityGroup[] {
  const groups: Array<{ newest: ActivityEntry; oldest: ActivityEntry; count: number }> = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    const joins =
      last &&
      last.oldest.actorId === entry.actorId &&
      sameChangeKey(last.oldest) === sameChangeKey(entry) &&
      Date.parse(last.oldest.createdAt) - Date.parse(entry.createdAt) <= sameGoMs;
    if (joins) {
      last.oldest = entry;
      last.count += 1;
    } else {
      groups.push({ newest: entry, oldest: entry, count: 1 });
    }
  }
  return groups.map(({ newest, oldest, count }) => ({ entry: spanning(newest, oldest), count }));
}
