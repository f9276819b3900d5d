/**
 * SPEC §9 'Module cache': loaded bundles kept by their content-hashed URL, at most 50, each for 30 min.
 * Enabling a module again (after a disable or a workspace switch) reuses its bundle instead of importing
 * it anew; a new version has a new URL and so is never served from here.
 */
export const MODULE_CACHE_MAX_ENTRIES = 50;
export const MODULE_CACHE_TTL_MS = 30 * 60_000;

export interface ModuleCache<T> {
  get(url: string): T | undefined;
  set(url: string, value: T): void;
  delete(url: string): void;
  readonly size: number;
}

export interface ModuleCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export function createModuleCache<T>({
  maxEntries = MODULE_CACHE_MAX_ENTRIES,
  ttlMs = MODULE_CACHE_TTL_MS,
  now = () => Date.now(),
}: ModuleCacheOptions = {}): ModuleCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      entries.delete(url);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(url, entry);
      return entry.value;
    },
    set(url, value) {
      entries.delete(url);
      entries.set(url, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    delete(url) {
      entries.delete(url);
    },
    get size() {
      return entries.size;
    },
  };
}
