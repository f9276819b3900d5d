import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshTokens } from '../db/schema';

/**
 * Ends every sign-in of the user except `keepSessionId` (when given): their refresh tokens stop working and,
 * on every instance, their access tokens too. Used by password changes, password resets, blocking and
 * «sign out everywhere».
 */
export async function endUserSessions(app: FastifyInstance, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await app.db.orm
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
        ...(keepSessionId ? [ne(refreshTokens.familyId, keepSessionId)] : []),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  const sessionIds = [...new Set(ended.map((row) => row.familyId))];
  for (const sessionId of sessionIds) await app.sessions.revoke(sessionId);
  return sessionIds.length;
}
