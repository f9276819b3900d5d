import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rateLimit';
import { findUserByEmail } from '../users/userRepository';
import { accountBlocked } from './accountBlocked';
import { AuthResponseSchema } from './authSchemas';
import { decoyHash, verifyPassword } from './passwords';
import { startSession } from './session';

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});

export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      schema: { body: LoginBody, response: { 200: AuthResponseSchema } },
      config: rateLimited(app.config.rateLimit.login, app.config.rateLimit.windowMs),
    },
    async (request) => {
      const user = await findUserByEmail(app.db.orm, request.body.email);
      // An unknown e-mail costs one hash check too, so timing does not tell which e-mails are registered.
      const valid = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyHash(app.config.passwordHashCost)));
      if (!user || !valid) throw new AppError(401, 'invalid_credentials', 'invalid_credentials');
      if (user.blockedAt) throw accountBlocked();
      return startSession(app, user);
    },
  );
};
