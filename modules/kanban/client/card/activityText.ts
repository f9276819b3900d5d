/**
 * The sentence of one activity entry, written by the client from its kind and the detail the server kept
 * (activityDetail.ts): «Анна изменил(а) срок: 12 дек. → 15 дек.», not «Анна изменил(а) карточку».
 */
import { formatDate, i18n } from '@artel/sdk';
import type { ActivityEntry } from '../api/kanbanTypes';
import { isoToDateKey } from '../calendar/dateKeys';
import { MODULE_ID } from '../moduleId';

const t = (key: string, options: Record<string, unknown> = {}) => i18n.t(key, { ns: MODULE_ID, ...options });
const has = (key: string) => i18n.exists(key, { ns: MODULE_ID });

type Span = { from: unknown; to: unknown };
const isSpan = (value: unknown): value is Span => typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
const quoted = (names: string[]) => names.map((name) => t('activity.quoted', { name })).join(', ');

export function activityText(entry: ActivityEntry): string {
  const behalf = onBehalfOf(entry.data);
  const what = changePhrases(entry);
  if (what.length > 0) return t('activity.did', { actor: entry.actorName, what: what.join(', ') });
  const kindKey = `activity.${entry.kind.replace(/\./g, '_')}`;
  const key = behalf && has(`${kindKey}_via`) ? `${kindKey}_via` : kindKey;
  const options = { actor: entry.actorName, ...entry.data, ...behalf };
  return has(key) ? t(key, options) : t('activity.other', { ...options, kind: entry.kind });
}

/** What the entry's detail says was done, one phrase each; none when it kept no detail (older entries). */
function changePhrases(entry: ActivityEntry): string[] {
  const data = entry.data ?? {};
  if (entry.kind === 'card.updated') return updatePhrases(data);
  if (entry.kind === 'card.assigned') {
    const added = strings(data.addedNames);
    const removed = strings(data.removedNames);
    return [
      ...(added.length ? [t('activity.change.assigned', { names: added.join(', ') })] : []),
      ...(removed.length ? [t('activity.change.unassigned', { names: removed.join(', ') })] : []),
    ];
  }
  if (entry.kind === 'card.moved' && typeof data.toColumnName === 'string') {
    const from = typeof data.fromColumnName === 'string' ? data.fromColumnName : null;
    if (from === data.toColumnName) return [];
    return [from ? t('activity.change.moved', { from, to: data.toColumnName }) : t('activity.change.movedInto', { to: data.toColumnName })];
  }
  return [];
}

function updatePhrases(data: Record<string, unknown>): string[] {
  const changes = data.changes as Record<string, unknown> | undefined;
  if (!changes || typeof changes !== 'object') {
    const fields = strings(data.fields).filter((field) => has(`activity.field.${field}`));
    return fields.length ? [t('activity.change.fields', { fields: fields.map((field) => t(`activity.field.${field}`)).join(', ') })] : [];
  }
  const phrases: string[] = [];
  if (isSpan(changes.title)) phrases.push(t('activity.change.title', { from: String(changes.title.from), to: String(changes.title.to) }));
  for (const field of ['startDate', 'dueDate'] as const) {
    const span = changes[field];
    if (!isSpan(span)) continue;
    const from = day(span.from);
    const to = day(span.to);
    phrases.push(t(`activity.change.${field}${from && to ? '' : to ? '_set' : '_cleared'}`, { from, to }));
  }
  if (isSpan(changes.priority)) {
    const name = (value: unknown) => t(`card.priorities.${String(value)}`);
    phrases.push(t('activity.change.priority', { from: name(changes.priority.from), to: name(changes.priority.to) }));
  }
  if (changes.description === true) phrases.push(t('activity.change.description'));
  const labels = changes.labels as { added?: unknown; removed?: unknown } | undefined;
  const added = strings(labels?.added);
  const removed = strings(labels?.removed);
  if (added.length) phrases.push(t('activity.change.labelsAdded', { count: added.length, names: quoted(added) }));
  if (removed.length) phrases.push(t('activity.change.labelsRemoved', { count: removed.length, names: quoted(removed) }));
  return phrases;
}

/** A card's day (kept as midnight UTC) as the reader writes days. */
function day(value: unknown): string {
  const key = typeof value === 'string' ? isoToDateKey(value) : null;
  return key ? formatDate(key, 'brief') : '';
}

/** Cards another module made for someone (a Telegram message's author) name that person, not the linking admin. */
function onBehalfOf(data: ActivityEntry['data']): { name: string; via: string } | null {
  const value = (data as { onBehalfOf?: unknown } | null)?.onBehalfOf;
  if (!value || typeof value !== 'object') return null;
  const { name, via } = value as { name?: unknown; via?: unknown };
  return typeof name === 'string' && typeof via === 'string' ? { name, via } : null;
}
