import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toPublicUser, type UserRow } from '../users/userSchema';
import { signAccessToken } from './accessToken';
import type { AuthResponse } from './authSchemas';
import { deleteExpiredRefreshTokens, issueRefreshToken } from './refreshTokens';

export function authResponse(app: FastifyInstance, user: UserRow, sessionId: string, refreshToken: string): AuthResponse {
  return {
    user: toPublicUser(user),
    access_token: signAccessToken(app, { userId: user.id, sessionId }),
    refresh_token: refreshToken,
    expires_in: app.config.accessTokenTtl,
  };
}

/** A new sign-in: a new refresh-token family, and a chance to drop the user's long-expired tokens. */
export async function startSession(app: FastifyInstance, user: UserRow): Promise<AuthResponse> {
  await deleteExpiredRefreshTokens(app.db.orm, user.id);
  const sessionId = randomUUID();
  const refreshToken = await issueRefreshToken(app.db.orm, user.id, app.config.refreshTokenTtl, sessionId);
  return authResponse(app, user, sessionId, refreshToken);
}
