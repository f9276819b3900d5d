import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { passwordResetTokens } from '../db/tables/accounts';

/** A reset link works once, within an hour of being made. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function resetPath(token: string): string {
  return `/auth/reset?token=${encodeURIComponent(token)}`;
}

/**
 * Stores the digest of a new token for the user and returns the token itself, which is never stored.
 * `createdById` is the platform admin who issued it; null when the user asked for it («Забыли пароль?»).
 */
export async function issueResetToken(orm: Orm, userId: string, createdById: string | null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await orm.insert(passwordResetTokens).values({ userId, createdById, tokenHash: hashResetToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Marks the token used and returns whose it was; undefined when it is unknown, used or expired. The guarded
 * update makes two simultaneous uses race: exactly one of them gets the user.
 */
export async function consumeResetToken(orm: Orm, token: string): Promise<string | undefined> {
  const [used] = await orm
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return used?.userId;
}

/** How many links the user asked for themselves since `since`: the per-address limit of self-service reset. */
export async function selfServiceTokensSince(orm: Orm, userId: string, since: Date): Promise<number> {
  const [row] = await orm
    .select({ total: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.createdById), gt(passwordResetTokens.createdAt, since)));
  return row?.total ?? 0;
}
