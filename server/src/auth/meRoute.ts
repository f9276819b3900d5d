import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { toPublicUser, UserSchema } from '../users/userSchema';

export const meRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', { onRequest: app.authenticate, schema: { response: { 200: Type.Object({ user: UserSchema }) } } }, async (request) => ({
    user: toPublicUser(request.user),
  }));
};
