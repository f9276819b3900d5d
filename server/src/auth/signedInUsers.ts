import type { FastifyInstance } from 'fastify';
import { findUserById } from '../users/userRepository';
import type { UserRow } from '../users/userSchema';

/**
 * How long a caller's row is reused. Every write to a user row forgets it at once (here and, through the signal
 * bus, on every instance), so this only bounds what a write that does not could leave stale.
 */
const KEPT_MS = 5_000;
const MAX_KEPT = 10_000;

/**
 * Users rows as authenticated requests read them, kept a few seconds: every protected request needs its caller's
 * row, and reading it each time was a database round trip on the API's hot path (issue 16).
 */
export class SignedInUserCache {
  private readonly kept = new Map<string, { user: UserRow; until: number }>();
  /** Bumped by every forget, so a read that began before a write cannot keep the row it saw before that write. */
  private generation = 0;

  constructor(
    private readonly load: (userId: string) => Promise<UserRow | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string): Promise<UserRow | undefined> {
    const found = this.kept.get(userId);
    if (found && found.until > this.now()) return found.user;
    const generation = this.generation;
    const user = await this.load(userId);
    if (user && this.generation === generation) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(userId, { user, until: this.now() + KEPT_MS });
    }
    return user;
  }

  forget(userId: string): void {
    this.kept.delete(userId);
    this.generation += 1;
  }

  forgetAll(): void {
    this.kept.clear();
    this.generation += 1;
  }
}

export interface SignedInUsers {
  find(userId: string): Promise<UserRow | undefined>;
  /**
   * After a write to the user's row (every user's, when null): read afresh here at once, and on other instances
   * when the signal arrives.
   */
  changed(userId: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    signedInUsers: SignedInUsers;
  }
}

export function registerSignedInUsers(app: FastifyInstance): void {
  const cache = new SignedInUserCache((userId) => findUserById(app.db.orm, userId));
  app.realtime.signals.onSignal((signal) => {
    if (signal.kind === 'user_changed' && signal.userId) cache.forget(signal.userId);
    // A deleted workspace leaves its members' preferred workspace null; after a resync anything may have changed.
    else if (signal.kind === 'user_changed' || signal.kind === 'resync' || (signal.kind === 'workspace_access_removed' && !signal.userId)) {
      cache.forgetAll();
    }
  });
  app.decorate('signedInUsers', {
    find: (userId) => cache.get(userId),
    async changed(userId) {
      if (userId) cache.forget(userId);
      else cache.forgetAll();
      await app.realtime.signals.send({ kind: 'user_changed', userId });
    },
  } satisfies SignedInUsers);
}
