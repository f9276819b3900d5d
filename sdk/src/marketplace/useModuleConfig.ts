import { useStoreMap } from 'effector-react';
import { $workspaceModules } from './workspaceModules';

const NO_CONFIG: Readonly<Record<string, unknown>> = Object.freeze({});

/** A module's config in the current workspace (defaults filled in by the server), live as settings are saved. */
export function useModuleConfig(moduleId: string): Readonly<Record<string, unknown>> {
  return useStoreMap({
    store: $workspaceModules,
    keys: [moduleId],
    fn: (modules, [id]) => modules.find((mod) => mod.moduleId === id)?.config ?? NO_CONFIG,
  });
}
