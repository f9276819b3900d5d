import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { modules } from '../db/schema';
import { requestLocale } from '../http/errors';
import { CatalogModuleSchema } from './catalogModule';
import { findCatalogModule, listCatalog } from './catalogQueries';
import { enabledInstallationCounts } from './developerModules';
import { ModuleParams, requirePlatformPermission } from './marketplaceRequest';
import { moduleNotFound } from './moduleErrors';
import { publishModuleListChanged } from './moduleListEvents';

const AdminModuleSchema = Type.Composite([CatalogModuleSchema, Type.Object({ installations: Type.Integer() })]);
const ChangeResponse = Type.Object({ success: Type.Literal(true), module: CatalogModuleSchema });

/**
 * /marketplace/admin: platform administrators (admin.modules) block and unblock modules for everyone, and
 * approve developer modules into every catalogue.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;
  app.addHook('preHandler', async (request) => requirePlatformPermission(request, 'admin.modules'));

  app.get('/admin/modules', { schema: { response: { 200: Type.Object({ modules: Type.Array(AdminModuleSchema) }) } } }, async (request) => {
    const [catalog, installations] = await Promise.all([
      listCatalog(orm, undefined, undefined, undefined, requestLocale(request)),
      enabledInstallationCounts(orm),
    ]);
    return { modules: catalog.map((module) => ({ ...module, installations: installations.get(module.id) ?? 0 })) };
  });

  const setBlocked = (blocked: boolean) => async (request: { params: { id: string } }) => {
    const changed = await orm
      .update(modules)
      .set({ blocked, updatedAt: sql`now()` })
      .where(eq(modules.id, request.params.id))
      .returning({ id: modules.id });
    if (changed.length === 0) throw moduleNotFound();
    await publishModuleListChanged(app, request.params.id, blocked);
    return { success: true as const, module: (await findCatalogModule(orm, request.params.id))! };
  };

  app.post('/admin/modules/:id/approve', { schema: { params: ModuleParams, response: { 200: ChangeResponse } } }, async (request) => {
    const approved = await orm
      .update(modules)
      .set({ approved: true, updatedAt: sql`now()` })
      .where(eq(modules.id, request.params.id))
      .returning({ id: modules.id });
    if (approved.length === 0) throw moduleNotFound();
    return { success: true as const, module: (await findCatalogModule(orm, request.params.id))! };
  });

  const blockSchema = { schema: { params: ModuleParams, response: { 200: ChangeResponse } } };
  app.post('/admin/modules/:id/block', blockSchema, setBlocked(true));
  app.post('/admin/modules/:id/unblock', blockSchema, setBlocked(false));
};
