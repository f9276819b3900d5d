import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { message } from '../http/messages';
import { rateLimited } from '../http/rateLimit';
import { normalizeEmail } from '../users/userRepository';
import { AuthResponseSchema } from './authSchemas';
import { hashPassword } from './passwords';
import { registerUser } from './registration';
import { startSession } from './session';

const RegisterBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Type.String({ minLength: 8, maxLength: 256 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
});

export const registerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register',
    {
      schema: { body: RegisterBody, response: { 201: AuthResponseSchema } },
      config: rateLimited(app.config.rateLimit.register, app.config.rateLimit.windowMs),
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await registerUser(app.db.orm, {
        email,
        // SPEC §7 sends only e-mail and password; the name then defaults to the e-mail's local part.
        name: request.body.name?.trim() || (email.split('@')[0] ?? email),
        passwordHash: await hashPassword(request.body.password, app.config.passwordHashCost),
        personalWorkspaceName: message('personal_workspace_name', requestLocale(request)),
        mode: app.instanceSettings.current().registration,
      });
      return reply.code(201).send(await startSession(app, user));
    },
  );
};
