/**
 * Open tabs keep their module list in step with the server: a workspace whose list changed (a module enabled,
 * disabled, reconfigured or updated there, or blocked or unblocked platform-wide) gets
 * `{ kind: 'marketplace.modules.changed', moduleId }` through the realtime hub, and its clients reload the list,
 * which loads or unloads the module with no page reload (SPEC §4). An enable also names the bundle (`url`,
 * `integrity`), which the clients start fetching while the list is on its way (issue 33).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { workspaceModules } from '../db/schema';

/** The SDK's module lifecycle listens for this kind (sdk/src/modules/marketplace/moduleListChanges.ts). */
export const MODULE_LIST_CHANGED = 'marketplace.modules.changed';

/** Publish after the change has committed; a failed publish is logged, the change stands (clients refresh on focus). */
export async function publishWorkspaceModulesChanged(
  app: FastifyInstance,
  workspaceIds: readonly string[],
  moduleId: string,
  details: { blocked?: boolean; url?: string; integrity?: string } = {},
): Promise<void> {
  try {
    const event = { kind: MODULE_LIST_CHANGED, moduleId, ...details };
    await Promise.all(workspaceIds.map((workspaceId) => app.realtime.publishToWorkspace(workspaceId, event)));
  } catch (error) {
    app.log.error({ err: error, moduleId }, 'module list change not published');
  }
}

/**
 * A platform-wide change (block, unblock): every workspace that has the module enabled is told, and whether the
 * module is now blocked, so its users learn why it went away.
 */
export async function publishModuleListChanged(app: FastifyInstance, moduleId: string, blocked: boolean): Promise<void> {
  try {
    const rows = await app.db.orm
      .select({ workspaceId: workspaceModules.workspaceId })
      .from(workspaceModules)
      .where(and(eq(workspaceModules.moduleId, moduleId), eq(workspaceModules.enabled, true)));
    await publishWorkspaceModulesChanged(
      app,
      rows.map((row) => row.workspaceId),
      moduleId,
      { blocked },
    );
  } catch (error) {
    app.log.error({ err: error, moduleId }, 'module list change not published');
  }
}
