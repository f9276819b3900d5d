/**
 * The kanban module's server half, mounted by the module host at /api/v1/modules/kanban behind its guard
 * (signed in, member of the X-Workspace-ID workspace, module enabled there). Board-level rights (SPEC §6)
 * are checked by each route. Contract: /work/notes/api-kanban.md.
 */
import type { ModuleServerPlugin } from '../../../server/src/moduleHost/moduleContext';
import { attachmentRoutes } from './attachmentRoutes';
import { boardRoutes } from './boardRoutes';
import { cardRoutes } from './cardRoutes';
import { cardSearchRoutes } from './cardSearchRoutes';
import { checklistRoutes } from './checklistRoutes';
import { columnRoutes } from './columnRoutes';
import { commentRoutes } from './commentRoutes';
import { labelRoutes } from './labelRoutes';

const plugin: ModuleServerPlugin = async (app) => {
  await app.register(boardRoutes);
  await app.register(columnRoutes);
  await app.register(cardSearchRoutes);
  await app.register(cardRoutes);
  await app.register(labelRoutes);
  await app.register(checklistRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes);
};

export default plugin;
