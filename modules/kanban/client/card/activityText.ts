/** The sentence of one activity entry, written by the client from its kind (the server sends no text). */
import { i18n } from '@artel/sdk';
import type { ActivityEntry } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';

export function activityText(entry: ActivityEntry): string {
  const behalf = onBehalfOf(entry.data);
  const kindKey = `activity.${entry.kind.replace(/\./g, '_')}`;
  const key = behalf && i18n.exists(`${kindKey}_via`, { ns: MODULE_ID }) ? `${kindKey}_via` : kindKey;
  const options = { ns: MODULE_ID, actor: entry.actorName, ...entry.data, ...behalf };
  return i18n.exists(key, { ns: MODULE_ID }) ? i18n.t(key, options) : i18n.t('activity.other', { ...options, kind: entry.kind });
}

/** Cards another module made for someone (a Telegram message's author) name that person, not the linking admin. */
function onBehalfOf(data: ActivityEntry['data']): { name: string; via: string } | null {
  const value = (data as { onBehalfOf?: unknown } | null)?.onBehalfOf;
  if (!value || typeof value !== 'object') return null;
  const { name, via } = value as { name?: unknown; via?: unknown };
  return typeof name === 'string' && typeof via === 'string' ? { name, via } : null;
}
