/**
 * Steps as the user knows them: by their position in the flow (counted down the branches in order, as the
 * builder lists them) and their action's label, never by their internal id.
 */
import type { LocalisedText } from '@artel/sdk/server';
import type { FlowCatalog } from './flowCatalog';
import type { Step } from './flowDefinition';
import type { FlowNode } from './flowMessages';

const IF_LABEL: LocalisedText = { ru: 'Если', en: 'If' };

/** Every step with its position, from 1, parents before their branches. */
export function* numberedSteps(steps: readonly Step[], counter = { index: 0 }): Generator<{ step: Step; index: number }> {
  for (const step of steps) {
    counter.index += 1;
    yield { step, index: counter.index };
    if (step.kind === 'if') {
      yield* numberedSteps(step.then, counter);
      yield* numberedSteps(step.else, counter);
    }
  }
}

/** The node an error names: the step's position, and its action's label when the catalog knows the action. */
export function stepNode(step: Step, index: number, catalog: FlowCatalog): FlowNode {
  if (step.kind === 'if') return { step: step.id, index, label: IF_LABEL };
  const label = catalog.action(step.action)?.definition.label;
  return label ? { step: step.id, index, label } : { step: step.id, index };
}
