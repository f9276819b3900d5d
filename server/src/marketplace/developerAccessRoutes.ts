import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq, or } from 'drizzle-orm';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { requirePlatformPermission } from './marketplaceRequest';

const DeveloperSchema = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), isDeveloper: Type.Boolean() });
const DeveloperList = Type.Object({ developers: Type.Array(DeveloperSchema) });

const userNotFound = () => new AppError(404, 'user_not_found', 'user_not_found');

/**
 * /marketplace/admin/developers: platform administrators (admin.roles, SPEC §6 role management) grant and
 * revoke the permission to publish modules. Listed: everyone who holds it (admins hold it anyway, by '*').
 */
export const developerAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;
  app.addHook('preHandler', async (request) => requirePlatformPermission(request, 'admin.roles'));

  const listDevelopers = async () => ({
    developers: await orm
      .select({ id: users.id, name: users.name, email: users.email, isDeveloper: users.isDeveloper })
      .from(users)
      .where(or(eq(users.isDeveloper, true), eq(users.role, 'admin')))
      .orderBy(asc(users.email)),
  });

  app.get('/admin/developers', { schema: { response: { 200: DeveloperList } } }, listDevelopers);

  app.post(
    '/admin/developers',
    { schema: { body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }), response: { 200: DeveloperList } } },
    async (request) => {
      const granted = await orm
        .update(users)
        .set({ isDeveloper: true, updatedAt: new Date() })
        .where(eq(users.email, request.body.email.trim().toLowerCase()))
        .returning({ id: users.id });
      if (granted.length === 0) throw userNotFound();
      await app.signedInUsers.changed(granted[0]!.id);
      return listDevelopers();
    },
  );

  app.delete(
    '/admin/developers/:userId',
    { schema: { params: Type.Object({ userId: Type.String({ format: 'uuid' }) }), response: { 200: DeveloperList } } },
    async (request) => {
      const revoked = await orm
        .update(users)
        .set({ isDeveloper: false, updatedAt: new Date() })
        .where(eq(users.id, request.params.userId))
        .returning({ id: users.id });
      if (revoked.length === 0) throw userNotFound();
      await app.signedInUsers.changed(request.params.userId);
      return listDevelopers();
    },
  );
};
