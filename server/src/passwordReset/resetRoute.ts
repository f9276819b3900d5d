import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { SuccessSchema } from '../auth/authSchemas';
import { endUserSessions } from '../auth/endUserSessions';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rateLimit';
import { consumeResetToken } from './resetTokens';

const ResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 256 }),
});

/** POST /api/v1/auth/password-reset: a reset link's token sets a new password and ends every sign-in of its user. */
export const resetRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password-reset',
    {
      schema: { body: ResetBody, response: { 200: SuccessSchema } },
      config: rateLimited(app.config.rateLimit.login, app.config.rateLimit.windowMs),
    },
    async (request) => {
      const { token, password } = request.body;
      // Checked before the token is spent, so a too-short password does not cost the user their link.
      if (password.length < 8) throw new AppError(400, 'password_too_short', 'password_too_short');
      const passwordHash = await hashPassword(password, app.config.passwordHashCost);
      const userId = await consumeResetToken(app.db.orm, token);
      if (!userId) throw new AppError(400, 'reset_token_invalid', 'reset_token_invalid');
      await app.db.orm.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await app.signedInUsers.changed(userId);
      await endUserSessions(app, userId);
      return { success: true as const };
    },
  );
};
