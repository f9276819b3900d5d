/**
 * PUT and DELETE /api/v1/profile/avatar: the signed-in user's own picture. GET /api/v1/avatars/{userId}/{hash}
 * serves it without a token (an <img> sends none) under a URL that names the picture's content, cached for good;
 * an old hash answers 404, so a replaced picture is not served on from that URL.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { decodeBase64 } from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { userAvatars } from '../db/tables/avatars';
import { AppError } from '../http/errors';
import { toPublicUser, UserSchema } from '../users/userSchema';
import { AVATAR_MAX_BYTES, avatarHashOf, imageTypeOf } from './avatarImage';

const notImage = () =>
  new AppError(400, 'avatar_not_image', 'avatar_not_image', { details: [{ in: 'body', field: 'data', rule: 'image' }] });
const tooLarge = () =>
  new AppError(413, 'avatar_too_large', 'avatar_too_large', {
    details: [{ in: 'body', field: 'data', rule: 'size', limit: AVATAR_MAX_BYTES }],
  });

const UserAnswer = Type.Object({ user: UserSchema });

export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.put(
    '/profile/avatar',
    {
      onRequest: app.authenticate,
      // Room for a picture somewhat over the limit, so that it is refused with the avatar's own message.
      bodyLimit: 1024 * 1024,
      schema: {
        body: Type.Object({ data: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
        response: { 200: UserAnswer },
      },
    },
    async (request) => {
      const bytes = decodeBase64(request.body.data);
      if (!bytes || bytes.length === 0) throw notImage();
      if (bytes.length > AVATAR_MAX_BYTES) throw tooLarge();
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw notImage();
      const hash = avatarHashOf(bytes);
      const userId = request.user.id;
      const updated = await orm.transaction(async (tx) => {
        await tx
          .insert(userAvatars)
          .values({ userId, hash, contentType, bytes })
          .onConflictDoUpdate({ target: userAvatars.userId, set: { hash, contentType, bytes, updatedAt: new Date() } });
        const [row] = await tx.update(users).set({ avatarHash: hash, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
        return row!;
      });
      await app.signedInUsers.changed(userId);
      return { user: toPublicUser(updated) };
    },
  );

  app.delete('/profile/avatar', { onRequest: app.authenticate, schema: { response: { 200: UserAnswer } } }, async (request) => {
    const userId = request.user.id;
    const updated = await orm.transaction(async (tx) => {
      await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
      const [row] = await tx.update(users).set({ avatarHash: null, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      return row!;
    });
    await app.signedInUsers.changed(userId);
    return { user: toPublicUser(updated) };
  });

  app.get(
    '/avatars/:userId/:hash',
    { schema: { params: Type.Object({ userId: Type.String({ format: 'uuid' }), hash: Type.String({ pattern: '^[0-9a-f]{32}$' }) }) } },
    async (request, reply) => {
      const { userId, hash } = request.params;
      const [avatar] = await orm
        .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes })
        .from(userAvatars)
        .where(and(eq(userAvatars.userId, userId), eq(userAvatars.hash, hash)));
      if (!avatar) throw new AppError(404, 'not_found', 'not_found');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.bytes);
    },
  );
};
