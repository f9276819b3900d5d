import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { refreshTokens } from '../db/schema';
import { openSuccessor, sealSuccessor } from './successorSeal';

/** Only this digest is stored: a leaked table yields no usable tokens. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

async function storeToken(orm: Orm, token: string, userId: string, familyId: string, ttlSeconds: number): Promise<void> {
  await orm.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
}

/** Stores a new opaque token (a new family unless one is given) and returns the token itself. */
export async function issueRefreshToken(orm: Orm, userId: string, ttlSeconds: number, familyId: string = randomUUID()): Promise<string> {
  const token = newToken();
  await storeToken(orm, token, userId, familyId, ttlSeconds);
  return token;
}

export interface RotationPolicy {
  /** Lifetime of a new token, seconds. */
  ttlSeconds: number;
  /** How long after a rotation the old token still yields the same successor, seconds. */
  graceSeconds: number;
}

/** `sessionId` is the family: one sign-in, whatever its tokens rotated into. */
export type Rotation =
  | { ok: true; userId: string; sessionId: string; token: string }
  | { ok: false; reused: false }
  | { ok: false; reused: true; sessionId: string };

type TokenRow = typeof refreshTokens.$inferSelect;

/** Rotations a replay may follow: a tab that was asleep can be a few rotations behind within one grace window. */
const MAX_SUCCESSOR_HOPS = 5;

const findByHash = async (orm: Orm, hash: string): Promise<TokenRow | undefined> =>
  (await orm.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)))[0];

const usable = (row: TokenRow | undefined): row is TokenRow => !!row && !row.revokedAt && row.expiresAt.getTime() > Date.now();

/**
 * The live token that `token` (already rotated) leads to when every rotation on the way happened within the
 * grace window; undefined when the chain is broken, stale, revoked or longer than a benign race explains.
 */
async function successorWithinGrace(orm: Orm, token: string, row: TokenRow, graceSeconds: number): Promise<string | undefined> {
  let current = token;
  let currentRow = row;
  for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop += 1) {
    const { rotatedAt, successorSealed } = currentRow;
    if (!rotatedAt || !successorSealed || Date.now() - rotatedAt.getTime() >= graceSeconds * 1000) return undefined;
    const next = openSuccessor(current, successorSealed);
    const nextRow = next === undefined ? undefined : await findByHash(orm, hashRefreshToken(next));
    if (next === undefined || !usable(nextRow)) return undefined;
    if (!nextRow.rotatedAt) return next;
    current = next;
    currentRow = nextRow;
  }
  return undefined;
}

/**
 * Exchanges a refresh token for a new one of the same family. Presented again within the grace window (two
 * tabs refreshing at once), it answers the same successor. Presented again later, two parties hold it (one
 * of them stole it): the whole family is revoked, ending that sign-in everywhere.
 */
export function rotateRefreshToken(orm: Orm, token: string, policy: RotationPolicy): Promise<Rotation> {
  return orm.transaction(async (tx): Promise<Rotation> => {
    const row = await findByHash(tx, hashRefreshToken(token));
    if (!usable(row)) return { ok: false, reused: false };
    const { userId, familyId: sessionId } = row;
    if (!row.rotatedAt) {
      const next = newToken();
      // The guard makes two concurrent uses of one token race here: exactly one of them rotates it; on
      // PostgreSQL the other waits for its commit and then finds the row rotated.
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date(), successorSealed: sealSuccessor(token, next) })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 1) {
        await storeToken(tx, next, userId, sessionId, policy.ttlSeconds);
        return { ok: true, userId, sessionId, token: next };
      }
    }
    // Rotated already, perhaps a moment ago by a concurrent request: read what that one committed.
    const committed = await findByHash(tx, hashRefreshToken(token));
    const successor = usable(committed) ? await successorWithinGrace(tx, token, committed, policy.graceSeconds) : undefined;
    if (successor !== undefined) return { ok: true, userId, sessionId, token: successor };
    if (!usable(committed)) return { ok: false, reused: false };
    await revokeFamily(tx, sessionId);
    return { ok: false, reused: true, sessionId };
  });
}

/** Ends one sign-in: every refresh token of the family, rotated or not, stops working. */
export async function revokeFamily(orm: Orm, familyId: string): Promise<void> {
  await orm
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends the sign-in the token belongs to and returns its session id; an unknown token is not an error
 * (logging out is idempotent) and returns undefined.
 */
export async function revokeRefreshToken(orm: Orm, token: string): Promise<string | undefined> {
  const [row] = await orm
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return undefined;
  await revokeFamily(orm, row.familyId);
  return row.familyId;
}

/** Rotated tokens are kept until they expire so that re-use is still recognised; after that they go. */
export async function deleteExpiredRefreshTokens(orm: Orm, userId: string): Promise<void> {
  await orm.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, new Date())));
}
