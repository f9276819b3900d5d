import type { ServerModule } from '@artel/sdk/server';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireModuleAccess } from './moduleAccess';
import { migrateModule } from './moduleMigrations';
import { moduleServices, type SharedServices } from './moduleServices';
import { ModuleCooperation } from './services/cooperation';
import { databaseFileStore, localFileStore } from './services/fileStores';
import type { DeclaredRoutes } from './services/httpService';
import { JobScheduler } from './services/scheduler';
import { storageRoutes } from './storageRoutes';

export interface ModuleHostOptions {
  modules: ServerModule[];
}

const PUBLIC_RATE_LIMIT = { max: 60, windowMs: 60_000 };

function sharedServices(app: FastifyInstance): SharedServices {
  const local = localFileStore(app.config.dataDir);
  return {
    files: app.db.kind === 'postgres' ? databaseFileStore(app.db.orm, local) : local,
    scheduler: new JobScheduler(app.db.orm),
    cooperation: new ModuleCooperation(),
    analytics: app.analyticsReports,
  };
}

/** Runs the module's migrations and `register`, then mounts what it declared: guarded routes and public ones. */
async function mountModule(app: FastifyInstance, module: ServerModule, shared: SharedServices): Promise<void> {
  await migrateModule(app.db, module);
  const routes: DeclaredRoutes = { guarded: [], public: [] };
  await module.register(moduleServices(app, module, shared, routes));
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', app.authenticate);
      scope.addHook('onRequest', async (request) => {
        request.moduleContext = await requireModuleAccess(request, module.id);
      });
      for (const plugin of routes.guarded) await scope.register(plugin);
    },
    { prefix: `/${module.id}` },
  );
  for (const { plugin, options } of routes.public) {
    const { max, windowMs } = options.rateLimit ?? PUBLIC_RATE_LIMIT;
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', scope.rateLimit({ max, timeWindow: windowMs }));
        await scope.register(plugin);
      },
      { prefix: `/${module.id}/public` },
    );
  }
}

/**
 * /api/v1/modules: the generic module storage, and each bundled module's server half (`@artel/sdk/server`)
 * under its id, behind a guard that lets a request through only from a member of a workspace that has the
 * module enabled. Published third-party modules never run code here: they have the storage API only.
 */
export const moduleHost: FastifyPluginAsync<ModuleHostOptions> = async (app, { modules }) => {
  app.decorateRequest('moduleContext', null);
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.authenticate);
    await scope.register(storageRoutes);
  });
  const shared = sharedServices(app);
  for (const module of modules) await mountModule(app, module, shared);
  app.addHook('onReady', async () => shared.scheduler.start());
  app.addHook('onClose', async () => shared.scheduler.stop());
};
