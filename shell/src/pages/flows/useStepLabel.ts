import type { FlowCatalog } from './api/flowTypes';
import { useFlowsTranslation } from './i18n/flowsTranslations';

/** The name of a step in a run or a test: its action's label, 'If' for a branch, else the raw type. */
export function useStepLabel(catalog: FlowCatalog | null): (action: string) => string {
  const { t, localized } = useFlowsTranslation();
  return (action) => {
    if (action === 'if') return t('nodes.if');
    const spec = catalog?.actions.find((candidate) => candidate.type === action);
    return spec ? localized(spec.label) : action;
  };
}
