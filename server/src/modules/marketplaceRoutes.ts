import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { optionalBody } from '../http/optionalBody';
import { requireMembership, requireModuleManager } from '../workspaces/membership';
import { InstalledModuleSchema, type ModuleRow } from './installedModule';
import { MODULE_ID_PATTERN } from './moduleDescriptors';
import { disableModule, enableModule, findCatalogModule, listWorkspaceModules } from './workspaceModules';

/** SPEC §7: the workspace is named by X-Workspace-ID (optional on the list, where the preferred one is used). */
const WorkspaceHeader = Type.Object({ 'x-workspace-id': Type.Optional(Type.String({ maxLength: 100 })) });
const ModuleParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const ChangeResponse = Type.Object({ success: Type.Literal(true), module: InstalledModuleSchema });

const moduleIdPattern = new RegExp(MODULE_ID_PATTERN);

function workspaceHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-workspace-id'];
  return typeof value === 'string' && value ? value : undefined;
}

function moduleNotFound(): AppError {
  return new AppError(404, 'MODULE_NOT_FOUND', 'MODULE_NOT_FOUND');
}

/** /api/v1/marketplace: what a workspace has installed, and enabling or disabling a catalog module. */
export const marketplaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** The workspace a change targets (body, then header, then the caller's preferred one), if they may manage it. */
  const managedWorkspace = async (request: FastifyRequest, bodyWorkspaceId: string | undefined): Promise<string> => {
    const requested = bodyWorkspaceId ?? workspaceHeader(request) ?? request.user.preferredWorkspaceId;
    const { workspaceId, role } = await requireMembership(app.db.orm, requested, request.user.id);
    requireModuleManager(role);
    return workspaceId;
  };

  const catalogModule = async (id: string): Promise<ModuleRow> => {
    const module = moduleIdPattern.test(id) ? await findCatalogModule(app.db.orm, id) : undefined;
    if (!module) throw moduleNotFound();
    return module;
  };

  app.get(
    '/workspace/modules',
    { schema: { headers: WorkspaceHeader, response: { 200: Type.Object({ modules: Type.Array(InstalledModuleSchema) }) } } },
    async (request) => {
      const requested = workspaceHeader(request) ?? request.user.preferredWorkspaceId;
      if (!requested) return { modules: [] };
      const { workspaceId } = await requireMembership(app.db.orm, requested, request.user.id);
      return { modules: await listWorkspaceModules(app.db.orm, workspaceId) };
    },
  );

  app.post(
    '/modules/:id/enable',
    {
      preValidation: optionalBody,
      schema: {
        headers: WorkspaceHeader,
        params: ModuleParams,
        body: Type.Object({
          workspaceId: Type.Optional(Type.String({ maxLength: 100 })),
          config: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
        response: { 200: ChangeResponse },
      },
    },
    async (request) => {
      const workspaceId = await managedWorkspace(request, request.body.workspaceId);
      const module = await catalogModule(request.params.id);
      return { success: true as const, module: await enableModule(app.db.orm, workspaceId, module, request.body.config) };
    },
  );

  app.post(
    '/modules/:id/disable',
    {
      preValidation: optionalBody,
      schema: {
        headers: WorkspaceHeader,
        params: ModuleParams,
        body: Type.Object({ workspaceId: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: ChangeResponse },
      },
    },
    async (request) => {
      const workspaceId = await managedWorkspace(request, request.body.workspaceId);
      const module = await catalogModule(request.params.id);
      return { success: true as const, module: await disableModule(app.db.orm, workspaceId, module) };
    },
  );
};
