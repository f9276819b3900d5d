import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoutes } from './adminRoutes';
import { catalogRoutes } from './catalogRoutes';
import { developerAccessRoutes } from './developerAccessRoutes';
import { developerRoutes } from './developerRoutes';
import { updateRoutes } from './updateRoutes';
import { workspaceModuleRoutes } from './workspaceModuleRoutes';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

/** /api/v1/marketplace (SPEC §7 'Marketplace'): every call needs a signed-in user. */
export const marketplaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.addHook('onRequest', app.authenticate);
  await app.register(catalogRoutes);
  await app.register(workspaceModuleRoutes);
  await app.register(updateRoutes);
  await app.register(developerRoutes);
  await app.register(adminRoutes);
  await app.register(developerAccessRoutes);
};
