/**
 * SPEC §4 / marketplace: a module blocked by a platform admin is unloaded where it is enabled, and comes back
 * there when unblocked. Open tabs learn it through the realtime hub: every workspace that has the module
 * enabled gets `{ kind: 'marketplace.modules.changed', moduleId }`, and its clients reload their module list.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { workspaceModules } from '../db/schema';

/** The SDK's module lifecycle listens for this kind (sdk/src/marketplace/moduleListChanges.ts). */
export const MODULE_LIST_CHANGED = 'marketplace.modules.changed';

/** Publish after the change has committed; a failed publish is logged, the change stands (clients refresh on focus). */
export async function publishModuleListChanged(app: FastifyInstance, moduleId: string): Promise<void> {
  try {
    const rows = await app.db.orm
      .select({ workspaceId: workspaceModules.workspaceId })
      .from(workspaceModules)
      .where(and(eq(workspaceModules.moduleId, moduleId), eq(workspaceModules.enabled, true)));
    await Promise.all(rows.map(({ workspaceId }) => app.realtime.publishToWorkspace(workspaceId, { kind: MODULE_LIST_CHANGED, moduleId })));
  } catch (error) {
    app.log.error({ err: error, moduleId }, 'module list change not published');
  }
}
