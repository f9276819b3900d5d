/**
 * GET /documents/search?q=&limit=: invoices, acts and contracts of the caller's workspace for the top bar's
 * search. Someone who may not see documents (a guest) finds none rather than an error: the top bar asks on
 * every pause in typing, for everyone.
 */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { searchDocuments } from './documentSearch';

const SearchQuery = Type.Object({
  q: Type.String({ maxLength: 200 }),
  limit: Type.Integer({ minimum: 1, maximum: 20, default: 5 }),
});

export function documentSearchRoutes({ http, db, permissions }: ModuleServices): ModuleRoutes {
  return async (router) => {
    router.get('/documents/search', { schema: { querystring: SearchQuery } }, async (request) => {
      const context = http.context(request);
      if (!(await permissions.can(context, 'document.view'))) return { documents: [] };
      return { documents: await searchDocuments(db.orm, context.workspaceId, request.query.q, request.query.limit) };
    });
  };
}
