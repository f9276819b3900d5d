import { gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/database';
import { revokedSessions } from '../db/schema';
import { sessionTopic } from '../realtime/hub';

/** Session ids whose access tokens are refused, each until its last access token would have expired anyway. */
export class RevokedSessionSet {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  has(sessionId: string): boolean {
    const until = this.until.get(sessionId);
    return until !== undefined && until > this.now();
  }

  add(sessionId: string, untilMs: number): void {
    this.until.set(sessionId, Math.max(untilMs, this.until.get(sessionId) ?? 0));
  }

  /** Forgets entries whose tokens have all expired, so the set stays as small as the last access-token lifetime. */
  prune(): void {
    const now = this.now();
    for (const [sessionId, until] of this.until) if (until <= now) this.until.delete(sessionId);
  }

  get size(): number {
    return this.until.size;
  }
}

export interface Sessions {
  /** A map look-up: cheap enough for every request. */
  isRevoked(sessionId: string): boolean;
  /** Refuses the session's access tokens here at once and on every other instance as soon as the signal arrives. */
  revoke(sessionId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

const PRUNE_INTERVAL_MS = 60_000;

async function loadRevoked(orm: Orm, set: RevokedSessionSet): Promise<void> {
  const rows = await orm.select().from(revokedSessions).where(gt(revokedSessions.expiresAt, new Date()));
  for (const row of rows) set.add(row.sessionId, row.expiresAt.getTime());
}

/**
 * Decorates `app.sessions`. The set lives in memory for the per-request check; the table makes it survive
 * a restart and lets an instance that missed signals (its LISTEN connection was down) catch up.
 */
export async function registerSessionRevocations(app: FastifyInstance): Promise<void> {
  const { orm } = app.db;
  const revoked = new RevokedSessionSet();
  await loadRevoked(orm, revoked);

  app.realtime.signals.onSignal((signal) => {
    if (signal.kind === 'session_revoked') {
      revoked.add(signal.sessionId, signal.expiresAt);
      app.realtime.access.publish(sessionTopic(signal.sessionId), { type: 'session_revoked' });
    } else if (signal.kind === 'resync') {
      loadRevoked(orm, revoked).catch((error: unknown) => app.log.error({ err: error }, 'could not reload revoked sessions'));
    }
  });

  const pruneTimer = setInterval(() => revoked.prune(), PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  app.decorate('sessions', {
    isRevoked: (sessionId) => revoked.has(sessionId),
    async revoke(sessionId) {
      const expiresAt = new Date(Date.now() + app.config.accessTokenTtl * 1000);
      revoked.add(sessionId, expiresAt.getTime());
      await orm
        .insert(revokedSessions)
        .values({ sessionId, expiresAt })
        .onConflictDoUpdate({
          target: revokedSessions.sessionId,
          set: { expiresAt: sql`greatest(${revokedSessions.expiresAt}, excluded.expires_at)` },
        });
      await orm.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
      await app.realtime.signals.send({ kind: 'session_revoked', sessionId, expiresAt: expiresAt.getTime() });
    },
  } satisfies Sessions);
}
