import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeveloperModuleSchema, listDeveloperModules } from './developerModules';
import { publishModule } from './developerPublishing';
import { JsonObject } from './installedModule';
import { AppError } from '../http/errors';
import { PUBLISH_PERMISSION } from '../users/userSchema';
import { hasPlatformPermission } from './marketplaceRequest';
import { MAX_BUNDLE_BYTES } from './moduleBundle';

const ChangeNote = Type.String({ maxLength: 2000 });

/** Base64 grows the bundle by a third; the rest is room for the manifest, so the bundle check speaks first. */
const PUBLISH_BODY_LIMIT = Math.ceil((MAX_BUNDLE_BYTES * 4) / 3) + 256 * 1024;

/**
 * /marketplace/developer: developers (permission marketplace.publish, granted by a platform admin) publish
 * modules and new versions of the ones they own; anyone signed in lists what they have published.
 */
export const developerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.get(
    '/developer/modules',
    { schema: { response: { 200: Type.Object({ modules: Type.Array(DeveloperModuleSchema) }) } } },
    async (request) => ({ modules: await listDeveloperModules(orm, request.user.id) }),
  );

  app.post(
    '/developer/modules',
    {
      bodyLimit: PUBLISH_BODY_LIMIT,
      schema: {
        body: Type.Object({
          manifest: JsonObject,
          bundle: Type.String({ minLength: 1 }),
          changelog: Type.Optional(Type.Union([ChangeNote, Type.Array(ChangeNote, { maxItems: 50 })])),
        }),
        response: { 201: Type.Object({ module: DeveloperModuleSchema, warnings: Type.Array(Type.String()) }) },
      },
    },
    async (request, reply) => {
      if (!hasPlatformPermission(request, PUBLISH_PERMISSION)) {
        throw new AppError(403, 'developer_permission_required', 'developer_permission_required');
      }
      const { manifest, bundle, changelog } = request.body;
      const changes = changelog === undefined ? [] : typeof changelog === 'string' ? [changelog] : changelog;
      const { moduleId, warnings } = await publishModule(orm, request.user.id, { manifest, bundle, changelog: changes });
      const [module] = await listDeveloperModules(orm, request.user.id, moduleId);
      return reply.code(201).send({ module: module!, warnings });
    },
  );
};
