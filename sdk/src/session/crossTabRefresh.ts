/**
 * One refresh at a time across the tabs of a browser (issue 10). Refresh tokens are single-use: two tabs
 * that both exchange the same one used to make the server see a reuse and end the session everywhere. Under
 * a Web Lock (or, without Web Locks, a lease in localStorage) a tab first looks at the shared storage: when
 * another tab has refreshed meanwhile, it takes those tokens instead of spending its own stale one.
 */
import type { Tokens } from '../types';

export const REFRESH_LOCK_NAME = 'artel.refresh';
export const REFRESH_LEASE_KEY = 'artel.refresh-lease';
/** A lease outlives any refresh (the API timeout is 10 s) and frees itself if its tab dies holding it. */
export const REFRESH_LEASE_MS = 15_000;
/** How often a tab waiting for another's lease looks again; a storage event wakes it sooner. */
export const REFRESH_LEASE_POLL_MS = 100;

/** The part of `navigator.locks` used here. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface CrossTabRefreshDeps {
  /** `navigator.locks` where the browser has it; otherwise the storage lease is used. */
  locks?: RefreshLocks | null;
  /** The storage every tab shares (localStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The tokens as the shared storage holds them now. */
  readStoredTokens(): Tokens | null;
  /** Fires when another tab writes the shared storage (the window's `storage` event). */
  onStorageChange?(listener: () => void): () => void;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

export interface CrossTabRefresh {
  /**
   * Runs `refresh` unless another tab has already replaced `staleRefreshToken` in the shared storage, in
   * which case those tokens are the answer. Either way at most one tab exchanges a given token.
   */
  run(staleRefreshToken: string, refresh: () => Promise<Tokens>): Promise<Tokens>;
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: CrossTabRefreshDeps['storage']): Lease | null {
  try {
    const lease = JSON.parse(storage.getItem(REFRESH_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    return typeof lease?.owner === 'string' && typeof lease.until === 'number' ? { owner: lease.owner, until: lease.until } : null;
  } catch {
    return null;
  }
}

export function createCrossTabRefresh(deps: CrossTabRefreshDeps): CrossTabRefresh {
  const now = deps.now ?? (() => Date.now());
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** Resolves after `ms` or at the next write by another tab, whichever is first. */
  function nextChange(ms: number): Promise<void> {
    if (!deps.onStorageChange) return wait(ms);
    let stop = () => {};
    const changed = new Promise<void>((resolve) => {
      stop = deps.onStorageChange!(resolve);
    });
    return Promise.race([changed, wait(ms)]).finally(() => stop());
  }

  /**
   * localStorage has no compare-and-set: write the lease, read it back, and only the tab whose write stayed
   * holds it. Two writes in the same instant can still both win; the server's grace window absorbs that.
   * Uncontended, this takes no timer at all.
   */
  async function withLease<T>(task: () => Promise<T>): Promise<T> {
    const owner = `${now()}-${Math.random().toString(36).slice(2)}`;
    const giveUpAt = now() + REFRESH_LEASE_MS;
    let held = false;
    while (!held && now() < giveUpAt) {
      const lease = readLease(deps.storage);
      if (!lease || lease.until <= now()) {
        try {
          deps.storage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner, until: now() + REFRESH_LEASE_MS }));
        } catch {
          // Storage refused the write (full, disabled): go on unlocked, as a single tab would.
          break;
        }
        held = readLease(deps.storage)?.owner === owner;
      }
      if (!held) await nextChange(REFRESH_LEASE_POLL_MS);
    }
    try {
      return await task();
    } finally {
      if (held && readLease(deps.storage)?.owner === owner) deps.storage.removeItem(REFRESH_LEASE_KEY);
    }
  }

  const exclusive = <T>(task: () => Promise<T>): Promise<T> => (deps.locks ? deps.locks.request(REFRESH_LOCK_NAME, task) : withLease(task));

  return {
    run: (staleRefreshToken, refresh) =>
      exclusive(async () => {
        const stored = deps.readStoredTokens();
        if (stored && stored.refreshToken !== staleRefreshToken) return stored;
        return refresh();
      }),
  };
}
