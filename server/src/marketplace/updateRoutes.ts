import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { optionalBody } from '../http/optionalBody';
import { ChangelogEntrySchema } from './catalogModule';
import { listCatalog } from './catalogQueries';
import { InstalledModuleSchema } from './installedModule';
import { managedWorkspace, memberWorkspace, ModuleParams, requireModule, WorkspaceBody, WorkspaceHeader } from './marketplaceRequest';
import { updateModule } from './moduleLifecycle';
import { publishWorkspaceModulesChanged } from './moduleListEvents';
import { isNewerVersion } from './semver';

const UpdateSchema = Type.Object({
  moduleId: Type.String(),
  name: Type.String(),
  installedVersion: Type.String(),
  latestVersion: Type.String(),
  enabled: Type.Boolean(),
  changelog: Type.Array(ChangelogEntrySchema),
});

const ConfigChangeSchema = Type.Object({
  key: Type.String(),
  change: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('reset')]),
  previous: Type.Optional(Type.Unknown()),
  value: Type.Optional(Type.Unknown()),
  /** The option's label in the caller's language, when the manifest gives one. */
  label: Type.Optional(Type.String()),
});

/** Newer catalog versions than a workspace runs, and moving the workspace to them. */
export const updateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.get(
    '/updates',
    { schema: { headers: WorkspaceHeader, response: { 200: Type.Object({ updates: Type.Array(UpdateSchema) }) } } },
    async (request) => {
      const workspaceId = await memberWorkspace(request);
      if (!workspaceId) return { updates: [] };
      const catalog = await listCatalog(orm, workspaceId, undefined, request.user.id, requestLocale(request));
      return {
        updates: catalog
          .filter((module) => module.updateAvailable && !module.blocked)
          .map((module) => ({
            moduleId: module.id,
            name: module.name,
            installedVersion: module.installedVersion!,
            latestVersion: module.latestVersion,
            enabled: module.enabled,
            changelog: module.changelog.filter((entry) => isNewerVersion(entry.version, module.installedVersion!)),
          })),
      };
    },
  );

  app.post(
    '/modules/:id/update',
    {
      preValidation: optionalBody,
      schema: {
        headers: WorkspaceHeader,
        params: ModuleParams,
        body: WorkspaceBody,
        response: {
          200: Type.Object({ success: Type.Literal(true), module: InstalledModuleSchema, configChanges: Type.Array(ConfigChangeSchema) }),
        },
      },
    },
    async (request) => {
      const workspaceId = await managedWorkspace(request, request.body.workspaceId);
      const module = await requireModule(request, request.params.id);
      const { module: installed, configChanges } = await updateModule(orm, workspaceId, module);
      await publishWorkspaceModulesChanged(app, [workspaceId], module.id);
      const locale = requestLocale(request);
      return {
        success: true as const,
        module: installed,
        configChanges: configChanges.map(({ label, ...change }) => {
          const text = label?.[locale] ?? label?.ru;
          return text ? { ...change, label: text } : change;
        }),
      };
    },
  );
};
