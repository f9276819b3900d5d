/** Every kanban route; board-level rights (SPEC §6) are checked by each route. Contract: /work/notes/api-kanban.md. */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { attachmentRoutes } from './attachmentRoutes';
import { boardRoutes } from './boardRoutes';
import { cardPartnerRoutes } from './cardPartnerRoutes';
import { cardRoutes } from './cardRoutes';
import { cardSearchRoutes } from './cardSearchRoutes';
import { checklistRoutes } from './checklistRoutes';
import { columnRoutes } from './columnRoutes';
import { commentRoutes } from './commentRoutes';
import { labelRoutes } from './labelRoutes';

export const kanbanRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    for (const routes of [
      boardRoutes,
      columnRoutes,
      cardSearchRoutes,
      cardRoutes,
      labelRoutes,
      checklistRoutes,
      commentRoutes,
      attachmentRoutes,
      cardPartnerRoutes,
    ]) {
      await app.register(routes(kanban));
    }
  };
