/** Wire shapes of the marketplace calls (SPEC §7 'Marketplace', /work/notes/api-marketplace.md). */
import type { InstalledModule, ModuleConfigOption, ModuleDefinition } from '../../types';

export interface ChangelogEntry {
  version: string;
  /** ISO 8601. */
  date: string;
  changes: string[];
}

export type ModuleSource = 'bundled' | 'developer';

/** A module of the catalog, with its state in the workspace the request named. */
export interface CatalogModule {
  id: string;
  name: string;
  version: string;
  /** Where the module's pages live (SPEC §3), e.g. /modules/kanban. */
  path?: string;
  latestVersion: string;
  description: string;
  tags: string[];
  icon: string | null;
  color: string | null;
  category: string;
  author: string;
  source: ModuleSource;
  blocked: boolean;
  /** False while a developer module waits for a platform admin's approval (then only its publisher sees it). */
  approved?: boolean;
  dependencies: string[];
  requiredPermissions: string[];
  config: ModuleConfigOption[];
  /** Newest first. */
  changelog: ChangelogEntry[];
  definition: ModuleDefinition;
  installed: boolean;
  enabled: boolean;
  installedVersion: string | null;
  updateAvailable: boolean;
}

/** Someone who may publish modules: a developer, or a platform admin (who holds every permission). */
export interface PlatformDeveloper {
  id: string;
  name: string;
  email: string;
  isDeveloper: boolean;
}

/** A row of the admin list: how many workspaces have the module enabled. */
export interface AdminCatalogModule extends CatalogModule {
  installations: number;
}

export interface ModuleCategory {
  category: string;
  count: number;
}

export interface ModuleUpdate {
  moduleId: string;
  name: string;
  installedVersion: string;
  latestVersion: string;
  enabled: boolean;
  /** The entries newer than the installed version. */
  changelog: ChangelogEntry[];
}

export interface ConfigChange {
  key: string;
  change: 'added' | 'removed' | 'reset';
  previous?: unknown;
  value?: unknown;
  /** The option's label in the user's language, when the manifest gives one. */
  label?: string;
}

export interface ModuleChangeResult {
  success: true;
  module: InstalledModule;
}

export interface ModuleUpdateResult extends ModuleChangeResult {
  configChanges: ConfigChange[];
}

export interface DeveloperModuleVersion {
  version: string;
  url: string;
  integrity: string;
  size: number;
  changelog: string[];
  publishedAt: string;
}

export interface DeveloperModule {
  id: string;
  name: string;
  latestVersion: string;
  blocked: boolean;
  installations: number;
  /** Newest first. */
  versions: DeveloperModuleVersion[];
}

export interface PublishModuleInput {
  manifest: Record<string, unknown>;
  /** Base64 of the SystemJS bundle. */
  bundle: string;
  changelog?: string[];
}

/** `details` of a refused publication (400 invalid_manifest). */
export interface ManifestProblems {
  errors: string[];
  warnings: string[];
}

/** `details` of a refused config (400 invalid_module_config). */
export interface ConfigProblem {
  key: string;
  rule: 'type' | 'min' | 'max' | 'enum' | 'unknown';
  message: string;
}
