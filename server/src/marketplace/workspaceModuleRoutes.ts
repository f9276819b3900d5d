import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { optionalBody } from '../http/optionalBody';
import { InstalledModuleSchema, JsonObject } from './installedModule';
import { managedWorkspace, memberWorkspace, ModuleParams, requireModule, WorkspaceBody, WorkspaceHeader } from './marketplaceRequest';
import { changeModuleConfig, disableModule, enableModule } from './moduleLifecycle';
import { publishWorkspaceModulesChanged } from './moduleListEvents';
import { listWorkspaceModules } from './workspaceModules';

const ChangeResponse = Type.Object({ success: Type.Literal(true), module: InstalledModuleSchema });

/** A workspace's modules: what it has installed, and enabling, disabling and configuring them (owner/admin). */
export const workspaceModuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.get(
    '/workspace/modules',
    { schema: { headers: WorkspaceHeader, response: { 200: Type.Object({ modules: Type.Array(InstalledModuleSchema) }) } } },
    async (request) => {
      const workspaceId = await memberWorkspace(request);
      return { modules: workspaceId ? await listWorkspaceModules(orm, workspaceId) : [] };
    },
  );

  app.post(
    '/modules/:id/enable',
    {
      preValidation: optionalBody,
      schema: {
        headers: WorkspaceHeader,
        params: ModuleParams,
        body: Type.Composite([WorkspaceBody, Type.Object({ config: Type.Optional(JsonObject) })]),
        response: { 200: ChangeResponse },
      },
    },
    async (request) => {
      const workspaceId = await managedWorkspace(request, request.body.workspaceId);
      const module = await requireModule(request, request.params.id);
      const installed = await enableModule(orm, workspaceId, module, request.body.config ?? {}, requestLocale(request));
      await publishWorkspaceModulesChanged(app, [workspaceId], module.id, {
        url: installed.url,
        integrity: installed.integrity,
        module: installed,
      });
      return { success: true as const, module: installed };
    },
  );

  app.post(
    '/modules/:id/disable',
    {
      preValidation: optionalBody,
      schema: { headers: WorkspaceHeader, params: ModuleParams, body: WorkspaceBody, response: { 200: ChangeResponse } },
    },
    async (request) => {
      const workspaceId = await managedWorkspace(request, request.body.workspaceId);
      const module = await requireModule(request, request.params.id);
      const disabled = await disableModule(orm, workspaceId, module);
      await publishWorkspaceModulesChanged(app, [workspaceId], module.id, { module: disabled });
      return { success: true as const, module: disabled };
    },
  );

  app.put(
    '/modules/:id/config',
    {
      schema: {
        headers: WorkspaceHeader,
        params: ModuleParams,
        body: Type.Composite([WorkspaceBody, Type.Object({ config: JsonObject })]),
        response: { 200: ChangeResponse },
      },
    },
    async (request) => {
      const workspaceId = await managedWorkspace(request, request.body.workspaceId);
      const module = await requireModule(request, request.params.id);
      const installed = await changeModuleConfig(orm, workspaceId, module, request.body.config, requestLocale(request));
      await publishWorkspaceModulesChanged(app, [workspaceId], module.id);
      return { success: true as const, module: installed };
    },
  );
};
