/** Names of the workspace's modules in the reader's language (moduleNames.ts), for pages. */
import { useUnit } from 'effector-react';
import { $language } from '../../i18n/i18n';
import { nameAmong } from './moduleNames';
import { $workspaceModules } from './workspaceModules';

/** Names that follow the module list and the language. */
export function useModuleName(): (moduleId: string, fallback?: string) => string {
  const [modules, language] = useUnit([$workspaceModules, $language]);
  return (moduleId, fallback) => nameAmong(modules, language, moduleId, fallback);
}
