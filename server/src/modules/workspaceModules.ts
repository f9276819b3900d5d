import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { modules, workspaceModules } from '../db/schema';
import { defaultModuleConfig, type InstalledModule, type ModuleRow, toInstalledModule } from './installedModule';

/** A catalog module a workspace may install; blocked ones do not exist as far as workspaces can tell. */
export async function findCatalogModule(orm: Orm, moduleId: string): Promise<ModuleRow | undefined> {
  const [row] = await orm
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.blocked, false)));
  return row;
}

export async function listWorkspaceModules(orm: Orm, workspaceId: string): Promise<InstalledModule[]> {
  const rows = await orm
    .select({ module: modules, enabled: workspaceModules.enabled, config: workspaceModules.config })
    .from(workspaceModules)
    .innerJoin(modules, eq(modules.id, workspaceModules.moduleId))
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(modules.blocked, false)))
    .orderBy(asc(modules.id));
  return rows.map(({ module, enabled, config }) => toInstalledModule(module, { enabled, config }));
}

/** Enables (installing first if needed); config merges over the current one, which merges over the defaults. */
export async function enableModule(
  orm: Orm,
  workspaceId: string,
  module: ModuleRow,
  config: Record<string, unknown> = {},
): Promise<InstalledModule> {
  const [current] = await orm
    .select({ config: workspaceModules.config })
    .from(workspaceModules)
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(workspaceModules.moduleId, module.id)));
  const merged = { ...defaultModuleConfig(module.manifest), ...current?.config, ...config };
  await orm
    .insert(workspaceModules)
    .values({ workspaceId, moduleId: module.id, enabled: true, config: merged })
    .onConflictDoUpdate({
      target: [workspaceModules.workspaceId, workspaceModules.moduleId],
      set: { enabled: true, config: merged, updatedAt: sql`now()` },
    });
  return toInstalledModule(module, { enabled: true, config: merged });
}

/** Disables but keeps the installation and its config, so enabling again restores it. */
export async function disableModule(orm: Orm, workspaceId: string, module: ModuleRow): Promise<InstalledModule> {
  const [updated] = await orm
    .update(workspaceModules)
    .set({ enabled: false, updatedAt: sql`now()` })
    .where(and(eq(workspaceModules.workspaceId, workspaceId), eq(workspaceModules.moduleId, module.id)))
    .returning({ config: workspaceModules.config });
  return toInstalledModule(module, { enabled: false, config: updated?.config ?? defaultModuleConfig(module.manifest) });
}

/** Installs into a new workspace every catalog module whose manifest says `"defaultEnabled": true`. */
export async function enableDefaultModules(orm: Orm, workspaceId: string): Promise<void> {
  const catalog = await orm.select().from(modules).where(eq(modules.blocked, false));
  const defaults = catalog.filter((module) => module.manifest.defaultEnabled === true);
  if (defaults.length === 0) return;
  await orm.insert(workspaceModules).values(
    defaults.map((module) => ({
      workspaceId,
      moduleId: module.id,
      enabled: true,
      config: defaultModuleConfig(module.manifest),
    })),
  );
}
