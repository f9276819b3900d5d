import type { FastifyRequest } from 'fastify';
import { configOptionsOf, completeConfig } from '../modules/configOptions';
import { moduleBlocked, moduleNotEnabled, moduleNotFound } from '../modules/moduleErrors';
import { findInstallation, findModule, releaseFor } from '../modules/workspaceModules';
import { requireMembership } from '../workspaces/membership';
import type { ModuleRequestContext } from './moduleContext';

/** X-Workspace-ID, or `?workspaceId=` for requests that cannot carry headers (links, downloads). */
export function requestedWorkspace(request: FastifyRequest): string | undefined {
  const header = request.headers['x-workspace-id'];
  if (typeof header === 'string' && header) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.workspaceId;
  return typeof query === 'string' && query ? query : undefined;
}

/**
 * The guard of every module route: a member of the named workspace (else 404 workspace_not_found, which
 * says nothing of the module), a module that exists, is not blocked and is enabled there.
 */
export async function requireModuleAccess(request: FastifyRequest, moduleId: string): Promise<ModuleRequestContext> {
  const { orm } = request.server.db;
  const { workspaceId, role } = await requireMembership(orm, requestedWorkspace(request), request.user.id);
  const module = await findModule(orm, moduleId);
  if (!module) throw moduleNotFound();
  if (module.blocked) throw moduleBlocked();
  const installation = await findInstallation(orm, workspaceId, moduleId);
  if (!installation?.enabled) throw moduleNotEnabled();
  const release = await releaseFor(orm, module, installation.version);
  return { moduleId, workspaceId, role, config: completeConfig(configOptionsOf(release.manifest), installation.config) };
}
