/** The core modules (SPEC §1, §4 step 4): they ship inside the SDK and the shell, so nothing is loaded for them. */
import { moduleRegistry, type ModuleRecord, type ModuleRegistry } from './registry/moduleRegistry';
import type { ModuleDefinition } from '../types';

export const AUTH_MODULE: ModuleDefinition = {
  id: 'auth',
  name: 'Authentication',
  version: '1.0.0',
  path: '/auth',
  installMethod: 'bundled',
  description: 'Sign-in, registration and the session',
};

export const WORKSPACE_MODULE: ModuleDefinition = {
  id: 'workspace',
  name: 'Workspace',
  version: '1.0.0',
  path: '/workspaces',
  installMethod: 'bundled',
  description: 'Workspaces, their members and the current workspace',
};

export const CORE_MODULES: readonly ModuleDefinition[] = [AUTH_MODULE, WORKSPACE_MODULE];

/** Walks each core module to active; one that already is stays as it is, so a second sign-in is harmless. */
export function registerCoreModules(registry: ModuleRegistry = moduleRegistry): ModuleRecord[] {
  return CORE_MODULES.map((definition) => {
    const existing = registry.get(definition.id);
    if (existing?.state === 'active') return existing;
    registry.register(definition);
    registry.transition(definition.id, 'loading');
    registry.transition(definition.id, 'installed');
    return registry.transition(definition.id, 'active');
  });
}
