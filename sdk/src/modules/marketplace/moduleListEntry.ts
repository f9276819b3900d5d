/**
 * Issue 33: an enable or disable names the workspace's new list entry of the module, so an open tab runs (or stops)
 * it without waiting for the list. The event comes from our server, yet a page must not run a half entry: one
 * that lacks what the loader reads is ignored, and the list that is fetched next decides.
 */
import type { InstalledModule } from '../../types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The entry the event carries for its module, if it is a whole one. */
export function listEntryOf(event: Record<string, unknown>): InstalledModule | undefined {
  const entry = event.module;
  if (!isObject(entry) || entry.moduleId !== event.moduleId || typeof entry.moduleId !== 'string') return undefined;
  const { enabled, config, version, url, integrity, definition } = entry;
  if (typeof enabled !== 'boolean' || !isObject(config) || !isObject(definition) || definition.id !== entry.moduleId) return undefined;
  if (typeof version !== 'string' || typeof url !== 'string' || typeof integrity !== 'string') return undefined;
  return entry as unknown as InstalledModule;
}
