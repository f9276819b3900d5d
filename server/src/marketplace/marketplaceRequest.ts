import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { toPublicUser } from '../users/userSchema';
import { isUuid, requireMembership, requireModuleManager } from '../workspaces/membership';
import type { ModuleRow } from './installedModule';
import { moduleNotFound } from './moduleErrors';
import { findModule } from './workspaceModules';

/** SPEC §7: the workspace is named by X-Workspace-ID (optional on the catalog, where the preferred one is used). */
export const WorkspaceHeader = Type.Object({ 'x-workspace-id': Type.Optional(Type.String({ maxLength: 100 })) });
/** Any module id (the module-id format of schemaFormats.ts): not a UUID, and a malformed one answers 404 MODULE_NOT_FOUND. */
export const ModuleIdParam = Type.String({ format: 'module-id' });
export const ModuleParams = Type.Object({ id: ModuleIdParam });
export const WorkspaceBody = Type.Object({ workspaceId: Type.Optional(Type.String({ maxLength: 100 })) });

export function workspaceHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-workspace-id'];
  return typeof value === 'string' && value ? value : undefined;
}

/** The workspace a change targets (body, then header, then the caller's preferred one), if they may manage it. */
export async function managedWorkspace(request: FastifyRequest, bodyWorkspaceId?: string): Promise<string> {
  const requested = bodyWorkspaceId ?? workspaceHeader(request) ?? request.user.preferredWorkspaceId;
  const { workspaceId, role } = await requireMembership(request.server.db.orm, requested, request.user.id);
  requireModuleManager(role);
  return workspaceId;
}

/** The workspace a read names (header, else preferred) for any member; none when nothing is named. */
export async function memberWorkspace(request: FastifyRequest): Promise<string | undefined> {
  const requested = workspaceHeader(request) ?? request.user.preferredWorkspaceId;
  if (!requested) return undefined;
  return (await requireMembership(request.server.db.orm, requested, request.user.id)).workspaceId;
}

/**
 * The catalog view's workspace: the named one (a stranger's is refused), else the preferred one if the
 * caller still belongs to it. The catalog itself is public to every signed-in user.
 */
export async function catalogWorkspace(request: FastifyRequest): Promise<string | undefined> {
  const named = workspaceHeader(request);
  const { orm } = request.server.db;
  if (named) return (await requireMembership(orm, named, request.user.id)).workspaceId;
  const preferred = request.user.preferredWorkspaceId;
  if (!isUuid(preferred)) return undefined;
  try {
    return (await requireMembership(orm, preferred, request.user.id)).workspaceId;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

export async function requireModule(request: FastifyRequest, moduleId: string): Promise<ModuleRow> {
  const module = await findModule(request.server.db.orm, moduleId);
  // An unapproved developer module exists only for its publisher until a platform admin approves it.
  if (!module || (!module.approved && module.ownerId !== request.user.id)) throw moduleNotFound();
  return module;
}

export function hasPlatformPermission(request: FastifyRequest, permission: string): boolean {
  const { permissions } = toPublicUser(request.user);
  return permissions.includes('*') || permissions.includes(permission);
}

/** Platform permissions (SPEC §6: admin.modules, or '*' which holds every permission). */
export function requirePlatformPermission(request: FastifyRequest, permission: string): void {
  if (!hasPlatformPermission(request, permission)) throw new AppError(403, 'forbidden', 'forbidden');
}
