/** The sentence of one activity entry, written by the client from its kind (the server sends no text). */
import { i18n } from '@artel/sdk';
import type { ActivityEntry } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';

export function activityText(entry: ActivityEntry): string {
  const key = `activity.${entry.kind.replace(/\./g, '_')}`;
  const options = { ns: MODULE_ID, actor: entry.actorName, ...entry.data };
  return i18n.exists(key, { ns: MODULE_ID }) ? i18n.t(key, options) : i18n.t('activity.other', { ...options, kind: entry.kind });
}
