/**
 * The kanban module's server half, mounted by the module host at /api/v1/modules/kanban behind its guard
 * (signed in, member of the X-Workspace-ID workspace, module enabled there).
 */
import { defineServerModule } from '@artel/sdk/server';
import { kanbanRoutes } from './kanbanRoutes';

export default defineServerModule({
  id: 'kanban',
  migrations: 'migrations',
  register({ http }) {
    http.routes(kanbanRoutes);
  },
});
