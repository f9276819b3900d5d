/**
 * Walks a flow's steps for one event: actions with their templates filled, `if` steps down the branch their
 * condition picks. The first failing step ends the walk. A test run walks the same way, asking each action to
 * `preview` its effect instead of running it, so nothing is written.
 */
import { type FlowActionContext, type FlowEvent, type Locale, ModuleError } from '@artel/sdk/server';
import jsonLogic from 'json-logic-js';
import type { StoredStep } from '../db/tables/flows';
import type { FlowCatalog } from './flowCatalog';
import type { JsonLogicRule, Step } from './flowDefinition';
import { fillSettings } from './templating';

/** A step as the run's log keeps it, and in a test run what it would have done. */
export interface StepRecord extends StoredStep {
  wouldDo?: string;
}

export interface WalkResult {
  steps: StepRecord[];
  failed: StepRecord | null;
}

export function conditionHolds(rule: JsonLogicRule | null, event: FlowEvent): boolean {
  return rule === null || jsonLogic.truthy(jsonLogic.apply(rule, event));
}

/** A module's error in the owner's language (its code alone says little in a run log). */
function messageOf(error: unknown, locale: Locale): string {
  if (error instanceof ModuleError && error.localise) return error.localise(locale);
  return error instanceof Error ? error.message : String(error);
}

export type WalkMode = 'run' | 'preview';

export async function runSteps(
  catalog: FlowCatalog,
  steps: readonly Step[],
  context: FlowActionContext,
  mode: WalkMode = 'run',
): Promise<WalkResult> {
  const records: StepRecord[] = [];
  const walk = async (list: readonly Step[]): Promise<StepRecord | null> => {
    for (const step of list) {
      const started = performance.now();
      if (step.kind === 'if') {
        let result: boolean;
        try {
          result = conditionHolds(step.condition, context.event);
        } catch (error) {
          const failed: StepRecord = {
            stepId: step.id,
            action: 'if',
            input: { condition: step.condition },
            output: null,
            durationMs: 0,
            status: 'failed',
            error: messageOf(error, context.locale),
          };
          records.push(failed);
          return failed;
        }
        records.push({
          stepId: step.id,
          action: 'if',
          input: { condition: step.condition },
          output: { result },
          durationMs: Math.round(performance.now() - started),
          status: 'succeeded',
        });
        const failed = await walk(result ? step.then : step.else);
        if (failed) return failed;
        continue;
      }
      const entry = catalog.action(step.action);
      let input: unknown = step.settings;
      try {
        if (!entry) throw new Error(`Unknown action ${step.action}`);
        input = fillSettings(entry.definition.settings, step.settings, context.event);
        const settings = input as Record<string, unknown>;
        const result =
          mode === 'preview'
            ? await entry.definition.preview(context, settings, context.event)
            : { ...(await entry.definition.run(context, settings, context.event)), wouldDo: undefined };
        records.push({
          stepId: step.id,
          action: step.action,
          input,
          output: result.output ?? null,
          durationMs: Math.round(performance.now() - started),
          status: 'succeeded',
          ...(result.wouldDo === undefined ? {} : { wouldDo: result.wouldDo }),
        });
      } catch (error) {
        const failed: StepRecord = {
          stepId: step.id,
          action: step.action,
          input,
          output: null,
          durationMs: Math.round(performance.now() - started),
          status: 'failed',
          error: messageOf(error, context.locale),
        };
        records.push(failed);
        return failed;
      }
    }
    return null;
  };
  const failed = await walk(steps);
  return { steps: records, failed };
}
