/** Every kanban route; board-level rights (SPEC §6) are checked by each route. Contract: /work/notes/api-kanban.md. */
import type { ModuleRoutes } from '@artel/sdk/server';
import { attachmentRoutes } from './attachmentRoutes';
import { boardRoutes } from './boardRoutes';
import { cardRoutes } from './cardRoutes';
import { checklistRoutes } from './checklistRoutes';
import { columnRoutes } from './columnRoutes';
import { commentRoutes } from './commentRoutes';
import { labelRoutes } from './labelRoutes';

export const kanbanRoutes: ModuleRoutes = async (app) => {
  await app.register(boardRoutes);
  await app.register(columnRoutes);
  await app.register(cardRoutes);
  await app.register(labelRoutes);
  await app.register(checklistRoutes);
  await app.register(commentRoutes);
  await app.register(attachmentRoutes);
};
