import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rateLimit';
import { findUserById } from '../users/userRepository';
import { accountBlocked } from './accountBlocked';
import { AuthResponseSchema, RefreshTokenSchema } from './authSchemas';
import { rotateRefreshToken } from './refreshTokens';
import { authResponse } from './session';

const RefreshBody = Type.Object({ refresh_token: RefreshTokenSchema });

const refreshFailed = () => new AppError(401, 'refresh_token_invalid', 'refresh_token_invalid');

export const refreshRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/refresh',
    {
      schema: { body: RefreshBody, response: { 200: AuthResponseSchema } },
      config: rateLimited(app.config.rateLimit.refresh, app.config.rateLimit.windowMs),
    },
    async (request) => {
      const rotation = await rotateRefreshToken(app.db.orm, request.body.refresh_token, {
        ttlSeconds: app.config.refreshTokenTtl,
        graceSeconds: app.config.refreshTokenGrace,
      });
      if (!rotation.ok) {
        if (rotation.reused) {
          request.log.warn('a rotated refresh token was used again: its family is revoked');
          await app.sessions.revoke(rotation.sessionId);
        }
        throw refreshFailed();
      }
      const user = await findUserById(app.db.orm, rotation.userId);
      if (!user) throw refreshFailed();
      if (user.blockedAt) throw accountBlocked();
      return authResponse(app, user, rotation.sessionId, rotation.token);
    },
  );
};
