import type { Orm } from '../db/database';
import type { Locale } from '../http/messages';
import { catalogManifests } from './catalogQueries';
import { applyConfigChange, carryOverConfig, type ConfigCarryOver, configOptionsOf, type ModuleConfig } from './configOptions';
import { dependenciesOf, findDependencyCycle, missingDependencies } from './dependencies';
import { type InstalledModule, latestRelease, type ModuleRow, toInstalledModule } from './installedModule';
import {
  circularDependency,
  dependencyInUse,
  dependencyMissing,
  invalidConfig,
  moduleBlocked,
  moduleNotInstalled,
  noUpdateAvailable,
} from './moduleErrors';
import { isNewerVersion } from './semver';
import { enabledReleases, findInstallation, lockWorkspaceModules, releaseFor, saveInstallation, versionToPin } from './workspaceModules';

/** SPEC §5: a module may only run where what it depends on runs; cycles can never be satisfied. */
async function checkDependencies(tx: Orm, workspaceId: string, moduleId: string, manifest: Record<string, unknown>): Promise<void> {
  const dependencies = dependenciesOf(manifest);
  if (dependencies.length === 0) return;
  const catalog = await catalogManifests(tx);
  const cycle = findDependencyCycle(moduleId, (id) => {
    if (id === moduleId) return dependencies;
    const other = catalog.get(id);
    return other ? dependenciesOf(other) : undefined;
  });
  if (cycle) throw circularDependency(cycle);
  const enabled = await enabledReleases(tx, workspaceId);
  enabled.delete(moduleId);
  const missing = missingDependencies(dependencies, new Set(enabled.keys()));
  if (missing.length > 0) throw dependencyMissing(moduleId, missing);
}

/**
 * Enables a module (installing it first if needed, at the catalog's version). `change` merges over the
 * current config, which is complete with defaults; every value is checked against the module's options.
 */
export async function enableModule(
  orm: Orm,
  workspaceId: string,
  module: ModuleRow,
  change: ModuleConfig,
  locale: Locale,
): Promise<InstalledModule> {
  if (module.blocked) throw moduleBlocked();
  return orm.transaction(async (tx) => {
    await lockWorkspaceModules(tx, workspaceId);
    const current = await findInstallation(tx, workspaceId, module.id);
    const version = current ? current.version : versionToPin(module);
    const release = await releaseFor(tx, module, version);
    const { config, issues } = applyConfigChange(configOptionsOf(release.manifest), current?.config ?? {}, change);
    if (issues.length > 0) throw invalidConfig(issues, locale);
    await checkDependencies(tx, workspaceId, module.id, release.manifest);
    const installation = { enabled: true, config, version };
    await saveInstallation(tx, workspaceId, module.id, installation);
    return toInstalledModule(module, release, installation);
  });
}

/** Disables but keeps the installation and its config, so enabling again restores it. */
export async function disableModule(orm: Orm, workspaceId: string, module: ModuleRow): Promise<InstalledModule> {
  return orm.transaction(async (tx) => {
    await lockWorkspaceModules(tx, workspaceId);
    const current = await findInstallation(tx, workspaceId, module.id);
    const installation = { enabled: false, config: current?.config ?? {}, version: current?.version ?? versionToPin(module) };
    const release = await releaseFor(tx, module, installation.version);
    if (!current) return toInstalledModule(module, release, installation);
    const dependents = [...(await enabledReleases(tx, workspaceId))]
      .filter(([id, dependent]) => id !== module.id && dependenciesOf(dependent.manifest).includes(module.id))
      .map(([id]) => id);
    if (dependents.length > 0) throw dependencyInUse(module.id, dependents);
    await saveInstallation(tx, workspaceId, module.id, installation);
    return toInstalledModule(module, release, installation);
  });
}

/** PUT config: merges over the installed module's config (enabled or not). */
export async function changeModuleConfig(
  orm: Orm,
  workspaceId: string,
  module: ModuleRow,
  change: ModuleConfig,
  locale: Locale,
): Promise<InstalledModule> {
  if (module.blocked) throw moduleBlocked();
  return orm.transaction(async (tx) => {
    await lockWorkspaceModules(tx, workspaceId);
    const current = await findInstallation(tx, workspaceId, module.id);
    if (!current) throw moduleNotInstalled();
    const release = await releaseFor(tx, module, current.version);
    const { config, issues } = applyConfigChange(configOptionsOf(release.manifest), current.config, change);
    if (issues.length > 0) throw invalidConfig(issues, locale);
    const installation = { ...current, config };
    await saveInstallation(tx, workspaceId, module.id, installation);
    return toInstalledModule(module, release, installation);
  });
}

/** Moves a workspace to the catalog's version of a developer module, carrying its config over. */
export async function updateModule(
  orm: Orm,
  workspaceId: string,
  module: ModuleRow,
): Promise<{ module: InstalledModule; configChanges: ConfigCarryOver[] }> {
  if (module.blocked) throw moduleBlocked();
  return orm.transaction(async (tx) => {
    await lockWorkspaceModules(tx, workspaceId);
    const current = await findInstallation(tx, workspaceId, module.id);
    if (!current) throw moduleNotInstalled();
    if (!current.version || !isNewerVersion(module.version, current.version)) throw noUpdateAvailable();
    const release = latestRelease(module);
    if (current.enabled) await checkDependencies(tx, workspaceId, module.id, release.manifest);
    const { config, changes } = carryOverConfig(current.config, configOptionsOf(release.manifest));
    const installation = { enabled: current.enabled, config, version: module.version };
    await saveInstallation(tx, workspaceId, module.id, installation);
    return { module: toInstalledModule(module, release, installation), configChanges: changes };
  });
}
