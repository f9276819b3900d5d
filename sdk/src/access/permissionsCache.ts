/** SPEC §9: permission data is reused for 5 min, and expired entries are swept out every 10 min. */
import type { PermissionsData } from '../permissions';

export const PERMISSIONS_CACHE_TTL_MS = 5 * 60_000;
export const PERMISSIONS_CACHE_CLEANUP_INTERVAL_MS = 10 * 60_000;

export interface PermissionsCache {
  /** The entry if it is younger than the time to live. */
  get(key: string): PermissionsData | null;
  set(key: string, data: PermissionsData): void;
  clear(): void;
  /** Removes expired entries; returns how many went. */
  cleanup(): number;
  size(): number;
  /** Runs cleanup every 10 min until the returned function is called. */
  startCleanup(): () => void;
}

export function createPermissionsCache({
  ttlMs = PERMISSIONS_CACHE_TTL_MS,
  cleanupIntervalMs = PERMISSIONS_CACHE_CLEANUP_INTERVAL_MS,
  now = () => Date.now(),
}: { ttlMs?: number; cleanupIntervalMs?: number; now?: () => number } = {}): PermissionsCache {
  const entries = new Map<string, { data: PermissionsData; storedAt: number }>();
  const fresh = (storedAt: number) => now() - storedAt < ttlMs;
  const cache: PermissionsCache = {
    get(key) {
      const entry = entries.get(key);
      return entry && fresh(entry.storedAt) ? entry.data : null;
    },
    set(key, data) {
      entries.set(key, { data, storedAt: now() });
    },
    clear() {
      entries.clear();
    },
    cleanup() {
      let removed = 0;
      for (const [key, entry] of entries) {
        if (!fresh(entry.storedAt)) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    size: () => entries.size,
    startCleanup() {
      const timer = setInterval(() => cache.cleanup(), cleanupIntervalMs);
      return () => clearInterval(timer);
    },
  };
  return cache;
}
