import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { CatalogModuleSchema, matchesSearch } from './catalogModule';
import { findCatalogModule, listCatalog } from './catalogQueries';
import { catalogWorkspace, ModuleParams, WorkspaceHeader } from './marketplaceRequest';
import { moduleNotFound } from './moduleErrors';

const ModuleList = Type.Object({ modules: Type.Array(CatalogModuleSchema) });

/** SPEC §7 'Marketplace' catalog calls: every module that exists (bundled builds and developer uploads). */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.get('/modules', { schema: { headers: WorkspaceHeader, response: { 200: ModuleList } } }, async (request) => ({
    modules: await listCatalog(orm, await catalogWorkspace(request), undefined, request.user.id, requestLocale(request)),
  }));

  app.get(
    '/modules/search',
    {
      schema: {
        headers: WorkspaceHeader,
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: ModuleList },
      },
    },
    async (request) => {
      const catalog = await listCatalog(orm, await catalogWorkspace(request), undefined, request.user.id, requestLocale(request));
      return { modules: catalog.filter((module) => matchesSearch(module, request.query.q ?? '')) };
    },
  );

  app.get(
    '/modules/category/:category',
    {
      schema: {
        headers: WorkspaceHeader,
        params: Type.Object({ category: Type.String({ maxLength: 100 }) }),
        response: { 200: ModuleList },
      },
    },
    async (request) => {
      const category = request.params.category.toLowerCase();
      const catalog = await listCatalog(orm, await catalogWorkspace(request), undefined, request.user.id, requestLocale(request));
      return { modules: catalog.filter((module) => module.category === category) };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        response: { 200: Type.Object({ categories: Type.Array(Type.Object({ category: Type.String(), count: Type.Integer() })) }) },
      },
    },
    async (request) => {
      const counts = new Map<string, number>();
      for (const module of await listCatalog(orm, undefined, undefined, request.user.id, requestLocale(request)))
        counts.set(module.category, (counts.get(module.category) ?? 0) + 1);
      return { categories: [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([category, count]) => ({ category, count })) };
    },
  );

  app.get(
    '/modules/:id',
    { schema: { headers: WorkspaceHeader, params: ModuleParams, response: { 200: Type.Object({ module: CatalogModuleSchema }) } } },
    async (request) => {
      const module = await findCatalogModule(
        orm,
        request.params.id,
        await catalogWorkspace(request),
        request.user.id,
        requestLocale(request),
      );
      if (!module) throw moduleNotFound();
      return { module };
    },
  );
};
