import { $workspaceModules, $workspaceModulesLoaded, moduleRegistry } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type CatalogFacts, moduleDisplayState, type ModuleDisplayState } from './moduleDisplayState';

export function useModuleDisplayState(moduleId: string, catalog: CatalogFacts | null): ModuleDisplayState {
  const [entries, listLoaded, records] = useUnit([$workspaceModules, $workspaceModulesLoaded, moduleRegistry.$modules]);
  const entry = entries.find((candidate) => candidate.moduleId === moduleId);
  return moduleDisplayState(catalog, entry, records[moduleId], listLoaded);
}
