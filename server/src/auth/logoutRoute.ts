import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { optionalBody } from '../http/optionalBody';
import { RefreshTokenSchema, SuccessSchema } from './authSchemas';
import { revokeRefreshToken } from './refreshTokens';

const LogoutBody = Type.Object({ refresh_token: Type.Optional(RefreshTokenSchema) });

/**
 * Ends the sign-in the refresh token belongs to: its refresh tokens and, on every instance, its access
 * tokens. Holding the token is the proof, so no access token is needed: a client whose access token already
 * expired can still log out cleanly.
 */
export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    { preValidation: optionalBody, schema: { body: LogoutBody, response: { 200: SuccessSchema } } },
    async (request) => {
      const token = request.body.refresh_token;
      const sessionId = token ? await revokeRefreshToken(app.db.orm, token) : undefined;
      if (sessionId) await app.sessions.revoke(sessionId);
      return { success: true as const };
    },
  );
};
