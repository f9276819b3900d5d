import { type Static, Type } from '@sinclair/typebox';
import type { ModuleConfigOption } from '@artel/sdk/shared';
import type { Locale } from '../http/messages';
import { configOptionsOf } from './configOptions';
import { dependenciesOf } from './dependencies';
import { type Installation, JsonObject, moduleDefinition, type ModuleRow } from './installedModule';
import { isNewerVersion } from './semver';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ChangelogEntrySchema = Type.Object({
  version: Type.String(),
  date: Nullable(Type.String()),
  changes: Type.Array(Type.String()),
});

export type ChangelogEntry = Static<typeof ChangelogEntrySchema>;

/** One module of the marketplace catalog, with its state in the workspace the caller named. */
export const CatalogModuleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  version: Type.String(),
  /** SPEC §3: id, name, version and path are required of every module definition. */
  path: Type.String(),
  latestVersion: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  icon: Nullable(Type.String()),
  color: Nullable(Type.String()),
  category: Type.String(),
  author: Type.String(),
  source: Type.Union([Type.Literal('bundled'), Type.Literal('developer')]),
  blocked: Type.Boolean(),
  /** A developer module waits for a platform admin's approval before other publishers' catalogues list it. */
  approved: Type.Boolean(),
  dependencies: Type.Array(Type.String()),
  requiredPermissions: Type.Array(Type.String()),
  config: Type.Array(JsonObject),
  changelog: Type.Array(ChangelogEntrySchema),
  definition: JsonObject,
  installed: Type.Boolean(),
  enabled: Type.Boolean(),
  installedVersion: Nullable(Type.String()),
  updateAvailable: Type.Boolean(),
});

export type CatalogModule = Static<typeof CatalogModuleSchema>;

const DEFAULT_CATEGORY = 'other';
const DEFAULT_AUTHOR = 'Artel';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** A bundled manifest's `changelog`: [{ version, date?, changes: [...] }], newest first as written. */
export function manifestChangelog(manifest: Record<string, unknown>): ChangelogEntry[] {
  if (!Array.isArray(manifest.changelog)) return [];
  return manifest.changelog.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { version, date, changes } = entry as Record<string, unknown>;
    if (typeof version !== 'string') return [];
    return [{ version, date: text(date), changes: typeof changes === 'string' ? [changes] : texts(changes) }];
  });
}

export function moduleCategory(manifest: Record<string, unknown>): string {
  return text(manifest.category)?.toLowerCase() ?? DEFAULT_CATEGORY;
}

interface ManifestTranslation {
  name: string | null;
  description: string | null;
  /** Changes per version. */
  changelog: Record<string, string[]>;
}

/**
 * A manifest's `translations.<locale>`: `{ name?, description?, changelog?: { "<version>": [changes] } }`. The
 * manifest's own fields are in Russian, the default language; a missing translation falls back to them.
 */
function translationOf(manifest: Record<string, unknown>, locale: Locale): ManifestTranslation | null {
  const all = manifest.translations;
  if (typeof all !== 'object' || all === null) return null;
  const own = (all as Record<string, unknown>)[locale];
  if (typeof own !== 'object' || own === null) return null;
  const { name, description, changelog } = own as Record<string, unknown>;
  const changes = typeof changelog === 'object' && changelog !== null ? (changelog as Record<string, unknown>) : {};
  return {
    name: text(name),
    description: text(description),
    changelog: Object.fromEntries(
      Object.entries(changes).map(([version, entries]) => [version, typeof entries === 'string' ? [entries] : texts(entries)]),
    ),
  };
}

function translatedChangelog(changelog: ChangelogEntry[], translation: ManifestTranslation | null): ChangelogEntry[] {
  if (!translation) return changelog;
  return changelog.map((entry) => {
    const changes = translation.changelog[entry.version];
    return changes && changes.length > 0 ? { ...entry, changes } : entry;
  });
}

export interface CatalogFacts {
  /** The publisher's name, for developer modules. */
  ownerName: string | null;
  /** Developer modules: their published versions, newest first. Bundled: read from the manifest. */
  changelog?: ChangelogEntry[];
  installation?: Installation;
  /** The reader's language: name, description and changelog come from the manifest's translation into it. */
  locale?: Locale;
}

export function toCatalogModule(module: ModuleRow, facts: CatalogFacts): CatalogModule {
  const { manifest } = module;
  const { installation } = facts;
  const translation = translationOf(manifest, facts.locale ?? 'ru');
  const installedVersion = installation ? (installation.version ?? module.version) : null;
  return {
    id: module.id,
    name: translation?.name ?? module.name,
    version: module.version,
    // SPEC §2: module routes live under /modules/{id}, which is also where a definition without one goes.
    path: text(manifest.path) ?? `/modules/${module.id}`,
    latestVersion: module.version,
    description: translation?.description ?? text(manifest.description) ?? '',
    tags: texts(manifest.tags),
    icon: text(manifest.icon),
    color: text(manifest.color),
    category: moduleCategory(manifest),
    author: module.source === 'developer' ? (facts.ownerName ?? text(manifest.author) ?? '') : (text(manifest.author) ?? DEFAULT_AUTHOR),
    source: module.source,
    blocked: module.blocked,
    approved: module.approved,
    dependencies: dependenciesOf(manifest),
    requiredPermissions: texts(manifest.requiredPermissions),
    config: configOptionsOf(manifest) as Array<ModuleConfigOption & Record<string, unknown>>,
    changelog: translatedChangelog(facts.changelog ?? manifestChangelog(manifest), translation),
    definition: moduleDefinition(manifest),
    installed: installation !== undefined,
    enabled: installation?.enabled ?? false,
    installedVersion,
    updateAvailable: installedVersion !== null && isNewerVersion(module.version, installedVersion),
  };
}

/** Case-insensitive match of the search text in id, name, description, tags or category. */
export function matchesSearch(module: CatalogModule, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [module.id, module.name, module.description, module.category, ...module.tags].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}
