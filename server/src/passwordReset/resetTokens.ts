import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
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

/**
 * A link the user asked for themselves («Забыли пароль?»), unless they already got `perHour` within the last
 * hour: then undefined. The user's row is locked while counting, so simultaneous requests cannot all slip
 * under the limit.
 */
export function issueSelfServiceToken(orm: Orm, userId: string, perHour: number): Promise<{ token: string; expiresAt: Date } | undefined> {
  return orm.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const [row] = await tx
      .select({ total: count() })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.createdById), gt(passwordResetTokens.createdAt, hourAgo)),
      );
    if ((row?.total ?? 0) >= perHour) return undefined;
    return issueResetToken(tx, userId, null);
  });
}
