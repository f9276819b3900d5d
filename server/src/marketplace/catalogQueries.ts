import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/database';
import type { Locale } from '../http/messages';
import { modules, users, workspaceModules } from '../db/schema';
import { moduleVersions } from '../db/tables/marketplace';
import { type CatalogModule, type ChangelogEntry, toCatalogModule } from './catalogModule';
import type { Installation } from './installedModule';
import { compareVersions } from './semver';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru') || 0;

/** Versions of every developer module (or of one), newest first, as changelog entries. */
async function developerChangelogs(orm: Orm, moduleId?: string): Promise<Map<string, ChangelogEntry[]>> {
  const rows = await orm
    .select({
      moduleId: moduleVersions.moduleId,
      version: moduleVersions.version,
      changes: moduleVersions.changelog,
      createdAt: moduleVersions.createdAt,
    })
    .from(moduleVersions)
    .where(moduleId ? eq(moduleVersions.moduleId, moduleId) : undefined);
  const changelogs = new Map<string, ChangelogEntry[]>();
  for (const row of rows) {
    const entries = changelogs.get(row.moduleId) ?? [];
    entries.push({ version: row.version, date: row.createdAt.toISOString(), changes: row.changes });
    changelogs.set(row.moduleId, entries);
  }
  for (const entries of changelogs.values()) entries.sort((a, b) => compareVersions(b.version, a.version));
  return changelogs;
}

async function workspaceInstallations(orm: Orm, workspaceId: string | undefined): Promise<Map<string, Installation>> {
  if (!workspaceId) return new Map();
  const rows = await orm
    .select({
      moduleId: workspaceModules.moduleId,
      enabled: workspaceModules.enabled,
      config: workspaceModules.config,
      version: workspaceModules.version,
    })
    .from(workspaceModules)
    .where(eq(workspaceModules.workspaceId, workspaceId));
  return new Map(rows.map(({ moduleId, ...installation }) => [moduleId, installation]));
}

/** What a viewer's catalogue holds: approved modules and their own unapproved ones; no viewer means everything (admins). */
export function visibleTo(viewerId: string | undefined): SQL | undefined {
  return viewerId ? or(eq(modules.approved, true), eq(modules.ownerId, viewerId)) : undefined;
}

/**
 * The catalog (blocked modules included, flagged), sorted by name, with the workspace's state when one is
 * given; with a viewer, only what their catalogue holds (see visibleTo).
 */
export async function listCatalog(
  orm: Orm,
  workspaceId?: string,
  onlyModuleId?: string,
  viewerId?: string,
  locale: Locale = 'ru',
): Promise<CatalogModule[]> {
  const [rows, changelogs, installations] = await Promise.all([
    orm
      .select({ module: modules, ownerName: users.name })
      .from(modules)
      .leftJoin(users, eq(users.id, modules.ownerId))
      .where(and(onlyModuleId ? eq(modules.id, onlyModuleId) : undefined, visibleTo(viewerId))),
    developerChangelogs(orm, onlyModuleId),
    workspaceInstallations(orm, workspaceId),
  ]);
  return rows
    .map(({ module, ownerName }) =>
      toCatalogModule(module, {
        ownerName,
        changelog: module.source === 'developer' ? (changelogs.get(module.id) ?? []) : undefined,
        installation: installations.get(module.id),
        locale,
      }),
    )
    .sort(byName);
}

export async function findCatalogModule(
  orm: Orm,
  moduleId: string,
  workspaceId?: string,
  viewerId?: string,
  locale: Locale = 'ru',
): Promise<CatalogModule | undefined> {
  const [module] = await listCatalog(orm, workspaceId, moduleId, viewerId, locale);
  return module;
}

/** Every catalog module's definition, for dependency-cycle checks. */
export async function catalogManifests(orm: Orm): Promise<Map<string, Record<string, unknown>>> {
  const rows = await orm.select({ id: modules.id, manifest: modules.manifest }).from(modules);
  return new Map(rows.map((row) => [row.id, row.manifest]));
}
