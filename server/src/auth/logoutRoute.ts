import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { optionalBody } from '../http/optionalBody';
import { bearerToken, verifyAccessToken } from './accessToken';
import { RefreshTokenSchema, SuccessSchema } from './authSchemas';
import { revokeFamily, revokeRefreshToken } from './refreshTokens';

const LogoutBody = Type.Object({ refresh_token: Type.Optional(RefreshTokenSchema) });

/**
 * The session a valid bearer access token belongs to. A token that no longer verifies (expired, revoked,
 * forged) names no session to end, and logging out stays idempotent rather than answering 401.
 */
function bearerSession(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const token = bearerToken(request.headers.authorization);
  if (!token) return undefined;
  try {
    return verifyAccessToken(app, token).sessionId;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * Ends the sign-in named by the refresh token or by the bearer access token (either is proof enough): its
 * refresh tokens and, on every instance, its access tokens. A client whose access token already expired can
 * still log out with the refresh token; one that sends only the access token ends that session all the same.
 */
export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/logout', { preValidation: optionalBody, schema: { body: LogoutBody, response: { 200: SuccessSchema } } }, async (request) => {
    const token = request.body.refresh_token;
    const sessionIds = new Set<string>();
    const byRefreshToken = token ? await revokeRefreshToken(app.db.orm, token) : undefined;
    if (byRefreshToken) sessionIds.add(byRefreshToken);
    const byAccessToken = bearerSession(app, request);
    if (byAccessToken) {
      await revokeFamily(app.db.orm, byAccessToken);
      sessionIds.add(byAccessToken);
    }
    for (const sessionId of sessionIds) await app.sessions.revoke(sessionId);
    return { success: true as const };
  });
};
