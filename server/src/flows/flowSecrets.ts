/** Members may read a flow but not the secrets in its steps (a webhook's signing secret): those are blanked for them. */
import type { FlowCatalog } from './flowCatalog';
import type { FlowDefinition, Step } from './flowDefinition';

export function withoutSecrets(definition: FlowDefinition, catalog: FlowCatalog): FlowDefinition {
  const blank = (steps: readonly Step[]): Step[] =>
    steps.map((step) => {
      if (step.kind === 'if') return { ...step, then: blank(step.then), else: blank(step.else) };
      const secretKeys = (catalog.action(step.action)?.definition.settings ?? []).filter((field) => field.type === 'secret').map((field) => field.key);
      return { ...step, settings: Object.fromEntries(Object.entries(step.settings).map(([key, value]) => [key, secretKeys.includes(key) ? '' : value])) };
    });
  return { ...definition, steps: blank(definition.steps ?? []) };
}
