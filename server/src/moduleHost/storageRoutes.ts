import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { ModuleIdParam } from '../marketplace/marketplaceRequest';
import { requireModuleAccess } from './moduleAccess';
import type { ModuleRequestContext } from './moduleContext';
import {
  deleteStorageEntry,
  listStorageKeys,
  MODULE_STORAGE_MAX_ENTRIES,
  MODULE_STORAGE_MAX_VALUE_BYTES,
  readStorageEntry,
  writeStorageEntry,
} from './moduleStorage';

const WorkspaceQuery = Type.Object({ workspaceId: Type.Optional(Type.String({ maxLength: 100 })) });
const ModuleParams = Type.Object({ moduleId: ModuleIdParam });
/** Fastify caps a path parameter at 100 characters. */
const EntryParams = Type.Object({ moduleId: ModuleIdParam, key: Type.String({ pattern: '^[A-Za-z0-9._:-]{1,100}$' }) });
const EntrySchema = Type.Object({ key: Type.String(), value: Type.Unknown(), updatedAt: Type.String() });

/** Viewers and guests read; owners, admins and members write (SPEC §6: they are the ones who create content). */
function requireWriter(context: ModuleRequestContext): void {
  if (context.role === 'viewer' || context.role === 'guest') throw new AppError(403, 'forbidden', 'forbidden');
}

const access = (request: FastifyRequest<{ Params: { moduleId: string } }>) => requireModuleAccess(request, request.params.moduleId);

/** /api/v1/modules/<id>/storage: a small per-workspace key/value store for modules without a server half. */
export const storageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.get(
    '/:moduleId/storage',
    {
      schema: {
        params: ModuleParams,
        querystring: WorkspaceQuery,
        response: {
          200: Type.Object({
            entries: Type.Array(Type.Object({ key: Type.String(), updatedAt: Type.String() })),
            count: Type.Integer(),
            limit: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const context = await access(request);
      const entries = await listStorageKeys(orm, context);
      return { entries, count: entries.length, limit: MODULE_STORAGE_MAX_ENTRIES };
    },
  );

  app.get(
    '/:moduleId/storage/:key',
    { schema: { params: EntryParams, querystring: WorkspaceQuery, response: { 200: EntrySchema } } },
    async (request) => readStorageEntry(orm, await access(request), request.params.key),
  );

  app.put(
    '/:moduleId/storage/:key',
    {
      // Room for the largest value plus its envelope; the exact limit is checked on the serialised value.
      bodyLimit: MODULE_STORAGE_MAX_VALUE_BYTES * 2,
      schema: {
        params: EntryParams,
        querystring: WorkspaceQuery,
        body: Type.Object({ value: Type.Unknown() }, { required: ['value'] }),
        response: { 200: EntrySchema },
      },
    },
    async (request) => {
      const context = await access(request);
      requireWriter(context);
      return writeStorageEntry(orm, context, request.params.key, request.body.value);
    },
  );

  app.delete('/:moduleId/storage/:key', { schema: { params: EntryParams, querystring: WorkspaceQuery } }, async (request, reply) => {
    const context = await access(request);
    requireWriter(context);
    await deleteStorageEntry(orm, context, request.params.key);
    return reply.code(204).send();
  });
};
