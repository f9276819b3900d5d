import { type Static, Type } from '@sinclair/typebox';
import type { modules } from '../db/schema';

export type ModuleRow = typeof modules.$inferSelect;

const JsonObject = Type.Record(Type.String(), Type.Unknown());

/** One row of GET /api/v1/marketplace/workspace/modules, the wire shape of @artel/sdk's `InstalledModule`. */
export const InstalledModuleSchema = Type.Object({
  moduleId: Type.String(),
  enabled: Type.Boolean(),
  config: JsonObject,
  version: Type.String(),
  url: Type.String(),
  integrity: Type.String(),
  definition: JsonObject,
});

export type InstalledModule = Static<typeof InstalledModuleSchema>;

/** Catalog hints that are not part of the module definition (SPEC §3). */
const catalogHints = new Set(['defaultEnabled']);

export function moduleDefinition(manifest: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(manifest).filter(([key]) => !catalogHints.has(key)));
}

/** The defaults of the module's declared config options (`config: [{ key, default }]`). */
export function defaultModuleConfig(manifest: Record<string, unknown>): Record<string, unknown> {
  const options = Array.isArray(manifest.config) ? (manifest.config as unknown[]) : [];
  const defaults: Record<string, unknown> = {};
  for (const option of options) {
    if (option && typeof option === 'object' && typeof (option as { key?: unknown }).key === 'string') {
      const { key, default: value } = option as { key: string; default?: unknown };
      defaults[key] = value ?? null;
    }
  }
  return defaults;
}

export function toInstalledModule(
  module: ModuleRow,
  installation: { enabled: boolean; config: Record<string, unknown> },
): InstalledModule {
  return {
    moduleId: module.id,
    enabled: installation.enabled,
    config: installation.config,
    version: module.version,
    url: module.url,
    integrity: module.integrity,
    definition: moduleDefinition(module.manifest),
  };
}
