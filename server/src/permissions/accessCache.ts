import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm } from '../db/database';

/** SPEC §9: permission lookups are kept 5 minutes, and what has run out is swept every 10. */
const KEPT_MS = 5 * 60_000;
const SWEEP_MS = 10 * 60_000;
const MAX_KEPT = 50_000;

/**
 * Who may do what, kept in memory (issue 16): workspace roles, the module guard's membership and module state,
 * board roles and grants, the caller's workspace list. Every request asked the database again for these, yet they
 * change rarely, and only through the platform's own write routes: each of those forgets everything here, on
 * every instance (the 'access_changed' signal), before it answers. Forgetting all rather than picking keys keeps
 * that rule simple enough to be right; writes of access are rare next to reads.
 */
export class AccessCache {
  private readonly kept = new Map<string, { value: unknown; until: number }>();
  /** Bumped by every forget, so a read that began before a write cannot keep what it saw before that write. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The value kept under `key`, or `load`'s, kept when it is not undefined. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.kept.get(key);
    if (found && found.until > this.now()) return found.value as T;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.generation === generation) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(key, { value, until: this.now() + KEPT_MS });
    }
    return value;
  }

  forgetAll(): void {
    this.kept.clear();
    this.generation += 1;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.kept) if (entry.until <= now) this.kept.delete(key);
  }
}

/**
 * The cache of each open database's ORM, so the data layer finds it from the `orm` it is given: an app's root
 * ORM has one, a transaction's handle has none and reads afresh (what it reads may not be committed yet).
 * Apps sharing one database (tests) share its cache.
 */
const caches = new WeakMap<Orm, AccessCache>();

/** `load`'s value through the access cache of `orm`, when it has one. */
export function cachedAccess<T>(orm: Orm, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(orm);
  return cache ? cache.get(key, load) : load();
}

export interface AccessChanges {
  /** After a write to memberships, roles, board roles, workspaces or modules: forget here and on every instance. */
  changed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessChanges;
  }
}

export function registerAccessCache(app: FastifyInstance): void {
  const orm = app.db.orm;
  const cache = caches.get(orm) ?? new AccessCache();
  caches.set(orm, cache);
  const sweeper = setInterval(() => cache.sweep(), SWEEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  app.realtime.signals.onSignal((signal) => {
    // A resync means signals may have been missed; a user row change may be a deletion, which drops memberships.
    if (
      signal.kind === 'access_changed' ||
      signal.kind === 'workspace_access_removed' ||
      signal.kind === 'user_changed' ||
      signal.kind === 'resync'
    ) {
      cache.forgetAll();
    }
  });
  app.decorate('access', {
    async changed() {
      cache.forgetAll();
      await app.realtime.signals.send({ kind: 'access_changed' });
    },
  } satisfies AccessChanges);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For a plugin whose every write may change who may do what (members, workspaces, modules, board roles): once
 * a write's handler has committed and before the answer leaves, the access cache is forgotten everywhere.
 * Failed writes too, since a failure late in a handler may follow a committed step.
 */
export function forgetAccessAfterWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (READS.has(request.method)) return payload;
    try {
      await request.server.access.changed();
    } catch (error) {
      // Forgotten here already; the write has committed, so its answer stands even if the signal could not leave.
      request.log.error({ err: error }, 'access change not signalled to other instances');
    }
    return payload;
  });
}
