import type { FastifyPluginAsync } from 'fastify';
import { requireModuleAccess } from './moduleAccess';
import type { ModulePluginEntry } from './moduleContext';
import { storageRoutes } from './storageRoutes';

export interface ModuleHostOptions {
  plugins: ModulePluginEntry[];
}

/**
 * /api/v1/modules: the generic module storage, and each bundled module's server plugin under its id,
 * behind a guard that lets a request through only from a member of a workspace that has the module enabled.
 */
export const moduleHost: FastifyPluginAsync<ModuleHostOptions> = async (app, { plugins }) => {
  app.decorateRequest('moduleContext', null);
  app.addHook('onRequest', app.authenticate);
  await app.register(storageRoutes);

  for (const { moduleId, plugin } of plugins) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request) => {
          request.moduleContext = await requireModuleAccess(request, moduleId);
        });
        await scope.register(plugin, { moduleId });
      },
      { prefix: `/${moduleId}` },
    );
  }
};
