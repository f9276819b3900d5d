/**
 * Open tabs keep their module list in step with the server: a workspace whose list changed (a module enabled,
 * disabled, reconfigured or updated there, or blocked or unblocked platform-wide) gets
 * `{ kind: 'marketplace.modules.changed', moduleId }` through the realtime hub, and its clients reload the list,
 * which loads or unloads the module with no page reload (SPEC §4). An enable or disable also carries the module's
 * new list entry (`module`), which the clients run or stop at once, before the list they fetch to reconcile
 * (issue 33); an enable names the bundle (`url`, `integrity`) as well, fetched at once even by a client that has
 * to wait for the list because the entry did not fit the signal.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { workspaceModules } from '../db/schema';
import { encodeSignal } from '../realtime/signals';
import type { InstalledModule } from './installedModule';

/** The SDK's module lifecycle listens for this kind (sdk/src/modules/marketplace/moduleListChanges.ts). */
export const MODULE_LIST_CHANGED = 'marketplace.modules.changed';

interface ListChangeDetails {
  blocked?: boolean;
  url?: string;
  integrity?: string;
  module?: InstalledModule;
}

/**
 * The event, without the entry when it would not fit a signal (a manifest with many options): a NOTIFY payload is
 * limited, and the clients then take the entry from the list as before. Measured with the largest event id.
 */
function listChangedEvent(workspaceId: string, moduleId: string, details: ListChangeDetails) {
  const event = { kind: MODULE_LIST_CHANGED, moduleId, ...details };
  if (!event.module) return event;
  try {
    encodeSignal({ kind: 'workspace', workspaceId, eventId: Number.MAX_SAFE_INTEGER, event });
    return event;
  } catch {
    const { module: _tooBig, ...smaller } = event;
    return smaller;
  }
}

/** Publish after the change has committed; a failed publish is logged, the change stands (clients refresh on focus). */
export async function publishWorkspaceModulesChanged(
  app: FastifyInstance,
  workspaceIds: readonly string[],
  moduleId: string,
  details: ListChangeDetails = {},
): Promise<void> {
  try {
    await Promise.all(
      workspaceIds.map((workspaceId) => app.realtime.publishToWorkspace(workspaceId, listChangedEvent(workspaceId, moduleId, details))),
    );
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
