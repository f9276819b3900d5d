import { type Static, Type } from '@sinclair/typebox';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules, workspaceModules } from '../db/schema';
import { moduleVersions } from '../db/tables/marketplace';
import { compareVersions } from './semver';

export const DeveloperModuleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  latestVersion: Type.String(),
  blocked: Type.Boolean(),
  /** Workspaces where it is enabled. */
  installations: Type.Integer(),
  versions: Type.Array(
    Type.Object({
      version: Type.String(),
      url: Type.String(),
      integrity: Type.String(),
      size: Type.Integer(),
      changelog: Type.Array(Type.String()),
      publishedAt: Type.String(),
    }),
  ),
});

export type DeveloperModule = Static<typeof DeveloperModuleSchema>;

/** How many workspaces have each module enabled. */
export async function enabledInstallationCounts(orm: Orm, moduleIds?: string[]): Promise<Map<string, number>> {
  const rows = await orm
    .select({ moduleId: workspaceModules.moduleId, installations: count() })
    .from(workspaceModules)
    .where(and(eq(workspaceModules.enabled, true), moduleIds ? inArray(workspaceModules.moduleId, moduleIds) : undefined))
    .groupBy(workspaceModules.moduleId);
  return new Map(rows.map((row) => [row.moduleId, row.installations]));
}

/** The developer modules a user owns (optionally one of them), each with every version, newest first. */
export async function listDeveloperModules(orm: Orm, ownerId: string, moduleId?: string): Promise<DeveloperModule[]> {
  const owned = await orm
    .select()
    .from(modules)
    .where(and(eq(modules.ownerId, ownerId), eq(modules.source, 'developer'), moduleId ? eq(modules.id, moduleId) : undefined));
  if (owned.length === 0) return [];
  const ids = owned.map((module) => module.id);
  const [versions, installations] = await Promise.all([
    orm
      .select({
        moduleId: moduleVersions.moduleId,
        version: moduleVersions.version,
        url: moduleVersions.url,
        integrity: moduleVersions.integrity,
        size: moduleVersions.size,
        changelog: moduleVersions.changelog,
        createdAt: moduleVersions.createdAt,
      })
      .from(moduleVersions)
      .where(inArray(moduleVersions.moduleId, ids)),
    enabledInstallationCounts(orm, ids),
  ]);
  return owned
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((module) => ({
      id: module.id,
      name: module.name,
      latestVersion: module.version,
      blocked: module.blocked,
      installations: installations.get(module.id) ?? 0,
      versions: versions
        .filter((version) => version.moduleId === module.id)
        .sort((a, b) => compareVersions(b.version, a.version))
        .map(({ createdAt, moduleId: _moduleId, ...version }) => ({ ...version, publishedAt: createdAt.toISOString() })),
    }));
}
