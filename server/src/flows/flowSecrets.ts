/**
 * The secrets in a flow's steps (a webhook's signing secret) are write-only: every answer blanks them, for
 * managers too, and a save that leaves one blank keeps the one stored for that step.
 */
import type { FlowCatalog } from './flowCatalog';
import type { FlowDefinition, FlowDefinitionInput, Step } from './flowDefinition';

const secretKeysOf = (catalog: FlowCatalog, action: string) =>
  (catalog.action(action)?.definition.settings ?? []).filter((field) => field.type === 'secret').map((field) => field.key);

function actionSteps(steps: readonly Step[]): Array<Extract<Step, { kind: 'action' }>> {
  return steps.flatMap((step) => (step.kind === 'if' ? [...actionSteps(step.then), ...actionSteps(step.else)] : [step]));
}

/** The given definition with each blank secret filled from the stored step of the same id and action. */
export function keepingStoredSecrets(given: FlowDefinitionInput, stored: FlowDefinition, catalog: FlowCatalog): FlowDefinitionInput {
  const storedSteps = new Map(actionSteps(stored.steps ?? []).map((step) => [step.id, step]));
  const fill = (steps: readonly unknown[]): unknown[] =>
    steps.map((raw) => {
      if (typeof raw !== 'object' || raw === null) return raw;
      const step = raw as Record<string, unknown>;
      if (step.kind === 'if') return { ...step, then: fill((step.then as unknown[]) ?? []), else: fill((step.else as unknown[]) ?? []) };
      const before = typeof step.id === 'string' ? storedSteps.get(step.id) : undefined;
      if (step.kind !== 'action' || !before || before.action !== step.action) return step;
      const settings = { ...((step.settings as Record<string, unknown> | undefined) ?? {}) };
      for (const key of secretKeysOf(catalog, before.action)) {
        if ((settings[key] === undefined || settings[key] === '') && before.settings[key]) settings[key] = before.settings[key];
      }
      return { ...step, settings };
    });
  return { ...given, steps: fill(given.steps ?? []) as FlowDefinitionInput['steps'] };
}

export function withoutSecrets(definition: FlowDefinition, catalog: FlowCatalog): FlowDefinition {
  const blank = (steps: readonly Step[]): Step[] =>
    steps.map((step) => {
      if (step.kind === 'if') return { ...step, then: blank(step.then), else: blank(step.else) };
      const secretKeys = secretKeysOf(catalog, step.action);
      return {
        ...step,
        settings: Object.fromEntries(Object.entries(step.settings).map(([key, value]) => [key, secretKeys.includes(key) ? '' : value])),
      };
    });
  return { ...definition, steps: blank(definition.steps ?? []) };
}
