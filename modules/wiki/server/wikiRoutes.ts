/** Every wiki route; each checks the caller's wiki permission (wikiPermissions.ts) and stays in their workspace. */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { articleRoutes } from './articles/articleRoutes';
import { fileRoutes } from './files/fileRoutes';
import { revisionRoutes } from './revisions/revisionRoutes';
import { searchRoutes } from './search/searchRoutes';
import { trashRoutes } from './trash/trashRoutes';

export const wikiRoutes =
  (wiki: ModuleServices): ModuleRoutes =>
  async (app) => {
    for (const routes of [articleRoutes, revisionRoutes, searchRoutes, fileRoutes, trashRoutes]) await app.register(routes(wiki));
  };
