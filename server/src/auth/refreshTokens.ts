import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { refreshTokens } from '../db/schema';

/** Only this digest is stored: a leaked table yields no usable tokens. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new opaque token (a new family unless one is given) and returns the token itself. */
export async function issueRefreshToken(
  orm: Orm,
  userId: string,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await orm.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export type Rotation = { ok: true; userId: string; token: string } | { ok: false; reused: boolean };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already exchanged means
 * two parties hold it (one of them stole it): the whole family is revoked, ending that sign-in everywhere.
 */
export function rotateRefreshToken(orm: Orm, token: string, ttlSeconds: number): Promise<Rotation> {
  return orm.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false, reused: false };
    // The guard makes two concurrent uses of one token race here: exactly one of them rotates it.
    const claimed = row.rotatedAt
      ? []
      : await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.familyId);
      return { ok: false, reused: true };
    }
    const next = await issueRefreshToken(tx, row.userId, ttlSeconds, row.familyId);
    return { ok: true, userId: row.userId, token: next };
  });
}

async function revokeFamily(orm: Orm, familyId: string): Promise<void> {
  await orm
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends the sign-in the token belongs to; an unknown token is not an error (logging out is idempotent). */
export async function revokeRefreshToken(orm: Orm, token: string): Promise<void> {
  const [row] = await orm
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (row) await revokeFamily(orm, row.familyId);
}

/** Rotated tokens are kept until they expire so that re-use is still recognised; after that they go. */
export async function deleteExpiredRefreshTokens(orm: Orm, userId: string): Promise<void> {
  await orm
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, new Date())));
}
