import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules, workspaceModules, workspaces } from '../db/schema';
import { moduleVersions } from '../db/tables/marketplace';
import {
  defaultModuleConfig,
  type Installation,
  type InstalledModule,
  latestRelease,
  type ModuleRelease,
  type ModuleRow,
  toInstalledModule,
} from './installedModule';

/** Any catalog module, blocked or not. */
export async function findModule(orm: Orm, moduleId: string): Promise<ModuleRow | undefined> {
  const [row] = await orm.select().from(modules).where(eq(modules.id, moduleId));
  return row;
}

export async function findInstallation(orm: Orm, workspaceId: string, moduleId: string): Promise<Installation | undefined> {
  const [row] = await orm
    .select({ enabled: workspaceModules.enabled, config: workspaceModules.config, version: workspaceModules.version })
    .from(workspaceModules)
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(workspaceModules.moduleId, moduleId)));
  return row;
}

/** Every installation of the workspace with the release it runs; blocked modules are left out. */
async function workspaceReleases(
  orm: Orm,
  workspaceId: string,
): Promise<Array<{ module: ModuleRow; release: ModuleRelease; installation: Installation }>> {
  const rows = await orm
    .select({
      module: modules,
      installation: { enabled: workspaceModules.enabled, config: workspaceModules.config, version: workspaceModules.version },
      pinned: { manifest: moduleVersions.manifest, url: moduleVersions.url, integrity: moduleVersions.integrity },
    })
    .from(workspaceModules)
    .innerJoin(modules, eq(modules.id, workspaceModules.moduleId))
    .leftJoin(
      moduleVersions,
      and(eq(moduleVersions.moduleId, workspaceModules.moduleId), eq(moduleVersions.version, workspaceModules.version)),
    )
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(modules.blocked, false)))
    .orderBy(asc(modules.id));
  return rows.map(({ module, installation, pinned }) => ({
    module,
    installation,
    release: installation.version && pinned ? { version: installation.version, ...pinned } : latestRelease(module),
  }));
}

export async function listWorkspaceModules(orm: Orm, workspaceId: string): Promise<InstalledModule[]> {
  return (await workspaceReleases(orm, workspaceId)).map(({ module, release, installation }) =>
    toInstalledModule(module, release, installation),
  );
}

/** The enabled modules of a workspace with the definition each runs: what dependency checks look at. */
export async function enabledReleases(orm: Orm, workspaceId: string): Promise<Map<string, ModuleRelease>> {
  const rows = await workspaceReleases(orm, workspaceId);
  return new Map(rows.filter((row) => row.installation.enabled).map((row) => [row.module.id, row.release]));
}

/** What a workspace installation of the module runs: its pinned version if it has one, else the catalog's. */
export async function releaseFor(orm: Orm, module: ModuleRow, version: string | null): Promise<ModuleRelease> {
  if (!version || version === module.version) return latestRelease(module);
  const [pinned] = await orm
    .select({ manifest: moduleVersions.manifest, url: moduleVersions.url, integrity: moduleVersions.integrity })
    .from(moduleVersions)
    .where(and(eq(moduleVersions.moduleId, module.id), eq(moduleVersions.version, version)));
  return pinned ? { version, ...pinned } : latestRelease(module);
}

/**
 * Serialises module changes of one workspace (within the caller's transaction), so two admins enabling
 * and disabling modules that depend on each other cannot both pass the dependency check.
 */
export async function lockWorkspaceModules(tx: Orm, workspaceId: string): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

export async function saveInstallation(orm: Orm, workspaceId: string, moduleId: string, installation: Installation): Promise<void> {
  await orm
    .insert(workspaceModules)
    .values({ workspaceId, moduleId, ...installation })
    .onConflictDoUpdate({
      target: [workspaceModules.workspaceId, workspaceModules.moduleId],
      set: { ...installation, updatedAt: sql`now()` },
    });
}

/** The version a new installation pins: developer modules stay on it until updated, bundled ones follow the build. */
export function versionToPin(module: ModuleRow): string | null {
  return module.source === 'developer' ? module.version : null;
}

/** Installs into a new workspace every bundled catalog module whose manifest says `"defaultEnabled": true`. */
export async function enableDefaultModules(orm: Orm, workspaceId: string): Promise<void> {
  const catalog = await orm
    .select()
    .from(modules)
    .where(and(eq(modules.blocked, false), eq(modules.source, 'bundled')));
  const defaults = catalog.filter((module) => module.manifest.defaultEnabled === true);
  if (defaults.length === 0) return;
  await orm.insert(workspaceModules).values(
    defaults.map((module) => ({
      workspaceId,
      moduleId: module.id,
      enabled: true,
      config: defaultModuleConfig(module.manifest),
      version: null,
    })),
  );
}
