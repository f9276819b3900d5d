import { useStoreMap } from 'effector-react';
import { $moduleConfigs, NO_MODULE_CONFIG } from './moduleConfigs';

/** A module's config in the current workspace (defaults filled in by the server), live as settings are saved. */
export function useModuleConfig(moduleId: string): Readonly<Record<string, unknown>> {
  return useStoreMap({
    store: $moduleConfigs,
    keys: [moduleId],
    fn: (configs, [id]) => configs[id] ?? NO_MODULE_CONFIG,
  });
}
