import { type Static, Type } from '@sinclair/typebox';
import type { modules } from '../db/schema';
import { completeConfig, configOptionsOf, type ModuleConfig } from './configOptions';

export type ModuleRow = typeof modules.$inferSelect;

export const JsonObject = Type.Record(Type.String(), Type.Unknown());

/** One row of GET /api/v1/marketplace/workspace/modules, the wire shape of @artel/sdk's `InstalledModule`. */
export const InstalledModuleSchema = Type.Object({
  moduleId: Type.String(),
  enabled: Type.Boolean(),
  config: JsonObject,
  version: Type.String(),
  url: Type.String(),
  integrity: Type.String(),
  definition: JsonObject,
  /** The name per language from the manifest's `translations`, for the pages that list modules. */
  names: Type.Record(Type.String(), Type.String()),
});

export type InstalledModule = Static<typeof InstalledModuleSchema>;

/** One version of a module as a workspace runs it: its definition and its bundle. */
export interface ModuleRelease {
  version: string;
  manifest: Record<string, unknown>;
  url: string;
  integrity: string;
}

export interface Installation {
  enabled: boolean;
  config: ModuleConfig;
  /** Null: follows the catalog (bundled modules). */
  version: string | null;
}

/** Catalog hints that are not part of the module definition (SPEC §3). */
const catalogHints = new Set(['defaultEnabled', 'category', 'author', 'changelog', 'translations']);

export function moduleDefinition(manifest: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(manifest).filter(([key]) => !catalogHints.has(key)));
}

/** The defaults of the module's declared config options. */
export function defaultModuleConfig(manifest: Record<string, unknown>): ModuleConfig {
  return completeConfig(configOptionsOf(manifest));
}

export function latestRelease(module: ModuleRow): ModuleRelease {
  return { version: module.version, manifest: module.manifest, url: module.url, integrity: module.integrity };
}

export function toInstalledModule(module: ModuleRow, release: ModuleRelease, installation: Installation): InstalledModule {
  return {
    moduleId: module.id,
    enabled: installation.enabled,
    config: completeConfig(configOptionsOf(release.manifest), installation.config),
    version: release.version,
    url: release.url,
    integrity: release.integrity,
    definition: moduleDefinition(release.manifest),
    names: manifestNames(release.manifest),
  };
}

/** `translations.<locale>.name` of a manifest, for each locale that has one. */
function manifestNames(manifest: Record<string, unknown>): Record<string, string> {
  const translations = manifest.translations;
  if (typeof translations !== 'object' || translations === null) return {};
  return Object.fromEntries(
    Object.entries(translations as Record<string, unknown>).flatMap(([locale, translation]) => {
      const name = (translation as { name?: unknown } | null)?.name;
      return typeof name === 'string' && name.trim() ? [[locale, name.trim()]] : [];
    }),
  );
}
