/**
 * A module's name in the reader's language: the name its manifest's `translations` give for that language (sent
 * by the server as `names`), else the name the module was written with.
 */
import type { Language } from '../../i18n/i18n';
import type { InstalledModule } from '../../types';

export type NamedModule = Pick<InstalledModule, 'moduleId' | 'definition' | 'names'>;

export function installedModuleName(module: NamedModule, language: Language): string {
  return module.names?.[language] || module.definition.name || module.moduleId;
}

export function nameAmong(modules: readonly NamedModule[], language: Language, moduleId: string, fallback?: string): string {
  const module = modules.find((candidate) => candidate.moduleId === moduleId);
  return module ? installedModuleName(module, language) : (fallback ?? moduleId);
}
