import { declaredPermissionsOf } from '@artel/sdk/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../db/database';
import { modules, workspaceMembers, workspaceModules } from '../db/schema';
import { moduleVersions } from '../db/tables/marketplace';
import { completeConfig, configOptionsOf } from '../marketplace/configOptions';
import { moduleBlocked, moduleNotEnabled, moduleNotFound } from '../marketplace/moduleErrors';
import { requestLocale } from '../http/errors';
import { cachedAccess } from '../permissions/accessCache';
import type { Locale } from '../http/messages';
import { userPermissionsOf } from '../workspaces/workspaceAccess';
import { isUuid, workspaceNotFound } from '../workspaces/membership';
import type { ModuleRequestContext } from './moduleContext';

/** X-Workspace-ID, or `?workspaceId=` for requests that cannot carry headers (links, downloads). */
export function requestedWorkspace(request: FastifyRequest): string | undefined {
  const header = request.headers['x-workspace-id'];
  if (typeof header === 'string' && header) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.workspaceId;
  return typeof query === 'string' && query ? query : undefined;
}

/** The user as the guard needs them: who, and their own platform permissions. */
type Caller = Parameters<typeof userPermissionsOf>[0];

/**
 * Membership, module state and config in one query, since it runs on every module request (and kept in the
 * access cache, accessCache.ts); undefined when the user is not a member of the workspace.
 */
async function moduleStateFor(orm: Orm, moduleId: string, workspaceId: string, userId: string) {
  const [row] = await orm
    .select({
      role: workspaceMembers.role,
      blocked: modules.blocked,
      latestManifest: modules.manifest,
      enabled: workspaceModules.enabled,
      config: workspaceModules.config,
      pinnedManifest: moduleVersions.manifest,
    })
    .from(workspaceMembers)
    .leftJoin(modules, eq(modules.id, moduleId))
    .leftJoin(
      workspaceModules,
      and(eq(workspaceModules.workspaceId, workspaceMembers.workspaceId), eq(workspaceModules.moduleId, moduleId)),
    )
    .leftJoin(moduleVersions, and(eq(moduleVersions.moduleId, moduleId), eq(moduleVersions.version, workspaceModules.version)))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/**
 * The module request's context: a member of the workspace (else 404 workspace_not_found, which says nothing of
 * the module), a module that exists, is not blocked and is enabled there. The config is the one of the version
 * the workspace runs.
 */
export async function moduleAccessFor(
  orm: Orm,
  moduleId: string,
  workspaceId: string | undefined,
  user: Caller,
  locale: Locale,
): Promise<ModuleRequestContext> {
  if (!isUuid(workspaceId)) throw workspaceNotFound();
  const row = await cachedAccess(orm, `module:${moduleId}:${workspaceId}:${user.id}`, () =>
    moduleStateFor(orm, moduleId, workspaceId, user.id),
  );
  if (!row) throw workspaceNotFound();
  if (!row.latestManifest) throw moduleNotFound();
  if (row.blocked) throw moduleBlocked();
  if (!row.enabled) throw moduleNotEnabled();
  const manifest = row.pinnedManifest ?? row.latestManifest;
  return {
    moduleId,
    userId: user.id,
    workspaceId,
    role: row.role,
    userPermissions: userPermissionsOf(user),
    declaredPermissions: declaredPermissionsOf(manifest),
    config: completeConfig(configOptionsOf(manifest), row.config ?? {}),
    locale,
  };
}

/** The guard of every module route: the caller, in the workspace the request names. */
export function requireModuleAccess(request: FastifyRequest, moduleId: string): Promise<ModuleRequestContext> {
  return moduleAccessFor(request.server.db.orm, moduleId, requestedWorkspace(request), request.user, requestLocale(request));
}
