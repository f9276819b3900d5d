import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { endUserSessions } from '../auth/endUserSessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rateLimit';
import { toPublicUser, UserSchema } from '../users/userSchema';
import { nameFrom, telegramUsernameFrom, timeZoneFrom } from './profileFields';

const ProfileBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    language: Type.Optional(Type.Union([Type.Literal('ru'), Type.Literal('en'), Type.Null()])),
    timeZone: Type.Optional(Type.String({ maxLength: 64 })),
    telegramUsername: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

const PasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
  newPassword: Type.String({ maxLength: 256 }),
});

const EndedSchema = Type.Object({ success: Type.Literal(true), ended: Type.Integer() });

/** /api/v1/profile: the signed-in user's own account (issue 15). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;
  app.addHook('onRequest', app.authenticate);

  app.put('', { schema: { body: ProfileBody, response: { 200: Type.Object({ user: UserSchema }) } } }, async (request) => {
    const { body } = request;
    const change = {
      ...(body.name !== undefined && { name: nameFrom(body.name) }),
      ...(body.language !== undefined && { language: body.language }),
      ...(body.timeZone !== undefined && { timeZone: timeZoneFrom(body.timeZone) }),
      ...(body.telegramUsername !== undefined && { telegramUsername: telegramUsernameFrom(body.telegramUsername) }),
    };
    const [updated] = await orm
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, request.user.id))
      .returning();
    await app.signedInUsers.changed(request.user.id);
    return { user: toPublicUser(updated ?? request.user) };
  });

  app.post(
    '/password',
    {
      schema: { body: PasswordBody, response: { 200: EndedSchema } },
      // Guessing the current password through this route is as slow as through sign-in.
      config: rateLimited(app.config.rateLimit.login, app.config.rateLimit.windowMs),
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      if (newPassword.length < 8) throw new AppError(400, 'password_too_short', 'password_too_short');
      if (!(await verifyPassword(currentPassword, request.user.passwordHash))) {
        throw new AppError(400, 'current_password_wrong', 'current_password_wrong');
      }
      const passwordHash = await hashPassword(newPassword, app.config.passwordHashCost);
      await orm.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, request.user.id));
      await app.signedInUsers.changed(request.user.id);
      const ended = await endUserSessions(app, request.user.id, request.sessionId);
      return { success: true as const, ended };
    },
  );

  app.post('/sessions/end-all', { schema: { response: { 200: EndedSchema } } }, async (request) => ({
    success: true as const,
    ended: await endUserSessions(app, request.user.id),
  }));
};
