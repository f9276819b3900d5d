import type { Tokens } from '../types';
import { createCrossTabRefresh, REFRESH_LEASE_KEY, type RefreshLocks } from './crossTabRefresh';

/** What `navigator.locks` does for one name: callbacks run one after another, across every tab. */
function webLocks(): RefreshLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** One browser: a localStorage every tab shares, whose writes other tabs hear about as storage events. */
function browser() {
  const items = new Map<string, string>();
  const listeners = new Set<{ tab: number; listener: () => void }>();
  const storageOf = (tab: number) => ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
      for (const entry of [...listeners]) if (entry.tab !== tab) entry.listener();
    },
    removeItem: (key: string) => {
      items.delete(key);
      for (const entry of [...listeners]) if (entry.tab !== tab) entry.listener();
    },
  });
  const readStoredTokens = () => JSON.parse(items.get('artel.tokens') ?? 'null') as Tokens | null;
  const onStorageChangeOf = (tab: number) => (listener: () => void) => {
    const entry = { tab, listener };
    listeners.add(entry);
    return () => listeners.delete(entry);
  };
  return { items, storageOf, readStoredTokens, onStorageChangeOf };
}

/** The server's refresh endpoint without any grace: a second use of a token is a theft and fails. */
function authServer() {
  const used = new Set<string>();
  const exchanges: string[] = [];
  let counter = 1;
  return {
    exchanges,
    async exchange(refreshToken: string): Promise<Tokens> {
      exchanges.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (used.has(refreshToken)) throw new Error('refresh_token_invalid: reuse revoked the session');
      used.add(refreshToken);
      counter += 1;
      return { accessToken: `a${counter}`, refreshToken: `r${counter}`, expiresAt: 1_000_000 + counter };
    },
  };
}

/** A tab: its session in memory, refreshing through the coordinator and saving what it gets, as sessionModel does. */
function tab(shared: ReturnType<typeof browser>, server: ReturnType<typeof authServer>, index: number, locks: RefreshLocks | null) {
  const storage = shared.storageOf(index);
  let tokens = shared.readStoredTokens()!;
  const refresher = createCrossTabRefresh({
    locks,
    storage,
    readStoredTokens: shared.readStoredTokens,
    onStorageChange: shared.onStorageChangeOf(index),
  });
  return {
    tokens: () => tokens,
    async refresh(): Promise<Tokens> {
      tokens = await refresher.run(tokens.refreshToken, async () => {
        const fresh = await server.exchange(tokens.refreshToken);
        storage.setItem('artel.tokens', JSON.stringify(fresh));
        return fresh;
      });
      return tokens;
    },
  };
}

function signedInBrowser() {
  const shared = browser();
  shared.items.set('artel.tokens', JSON.stringify({ accessToken: 'a1', refreshToken: 'r1', expiresAt: 1_000_001 }));
  return shared;
}

describe.each([
  ['Web Locks', () => webLocks()],
  ['the localStorage lease (no Web Locks)', () => null],
])('two tabs refreshing at once, under %s', (_, locksOf) => {
  it('exchange the refresh token once, and both tabs end with the new tokens', async () => {
    const shared = signedInBrowser();
    const server = authServer();
    const locks = locksOf();
    const tabs = [tab(shared, server, 1, locks), tab(shared, server, 2, locks)];

    const results = await Promise.all(tabs.map((each) => each.refresh()));

    expect(server.exchanges).toEqual(['r1']);
    expect(results[0]).toEqual(results[1]);
    expect(tabs.map((each) => each.tokens().refreshToken)).toEqual(['r2', 'r2']);
    expect(shared.items.has(REFRESH_LEASE_KEY)).toBe(false);
  });

  it('still refresh one after the other later on, each rotation once', async () => {
    const shared = signedInBrowser();
    const server = authServer();
    const locks = locksOf();
    const [first, second] = [tab(shared, server, 1, locks), tab(shared, server, 2, locks)];
    await Promise.all([first.refresh(), second.refresh()]);
    await Promise.all([second.refresh(), first.refresh()]);
    expect(server.exchanges).toEqual(['r1', 'r2']);
    expect(first.tokens()).toEqual(second.tokens());
  });

  it('let the next tab refresh when the first one fails', async () => {
    const shared = signedInBrowser();
    const locks = locksOf();
    const refresher = createCrossTabRefresh({ locks, storage: shared.storageOf(1), readStoredTokens: shared.readStoredTokens });
    await expect(refresher.run('r1', () => Promise.reject(new Error('network down')))).rejects.toThrow('network down');
    const fresh = { accessToken: 'a9', refreshToken: 'r9', expiresAt: 9 };
    await expect(refresher.run('r1', async () => fresh)).resolves.toEqual(fresh);
  });
});

describe('a tab that gets the lock after another tab refreshed', () => {
  it('uses the fresher tokens from storage instead of spending its own', async () => {
    const shared = signedInBrowser();
    shared.items.set('artel.tokens', JSON.stringify({ accessToken: 'a5', refreshToken: 'r5', expiresAt: 5 }));
    const refresh = jest.fn();
    const refresher = createCrossTabRefresh({ locks: webLocks(), storage: shared.storageOf(1), readStoredTokens: shared.readStoredTokens });
    await expect(refresher.run('r1', refresh)).resolves.toEqual({ accessToken: 'a5', refreshToken: 'r5', expiresAt: 5 });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('the localStorage lease', () => {
  it('is taken over once the tab that held it is gone and its lease has run out', async () => {
    const shared = signedInBrowser();
    let clock = 0;
    shared.items.set(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'closed-tab', until: 1_000 }));
    const refresher = createCrossTabRefresh({
      storage: shared.storageOf(1),
      readStoredTokens: shared.readStoredTokens,
      now: () => clock,
      wait: async (ms) => {
        clock += ms;
      },
    });
    const fresh = { accessToken: 'a2', refreshToken: 'r2', expiresAt: 2 };
    const refresh = jest.fn(async () => {
      expect(JSON.parse(shared.items.get(REFRESH_LEASE_KEY)!).owner).not.toBe('closed-tab');
      return fresh;
    });
    await expect(refresher.run('r1', refresh)).resolves.toEqual(fresh);
    expect(clock).toBeGreaterThanOrEqual(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(shared.items.has(REFRESH_LEASE_KEY)).toBe(false);
  });
});
