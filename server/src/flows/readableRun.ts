/**
 * A run as its reader reads it: the ids of its event and steps named (within the reader's workspace), and each
 * finished step's effect in one sentence of the reader's language, as its action describes it.
 */
import type { Locale } from '@artel/sdk/server';
import type { Orm } from '../db/database';
import type { StoredStep } from '../db/tables/flows';
import type { FlowCatalog } from './flowCatalog';
import { type FlowNameResolvers, idsIn, type RunNames } from './runNames';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ReadableRun<S extends StoredStep> {
  names: RunNames;
  steps: Array<S & { effect?: string }>;
}

export interface RunReader {
  orm: Orm;
  catalog: FlowCatalog;
  resolvers: FlowNameResolvers;
  workspaceId: string;
  locale: Locale;
}

export async function readableRun<S extends StoredStep>(
  run: { event: unknown; steps: readonly S[] },
  reader: RunReader,
): Promise<ReadableRun<S>> {
  const names = await reader.resolvers.resolve(
    reader.orm,
    reader.workspaceId,
    idsIn(
      run.event,
      run.steps.map((step) => [step.input, step.output]),
    ),
  );
  const name = (id: string) => names[id.toLowerCase()]?.name ?? id;
  const steps = run.steps.map((step) => {
    const describe = reader.catalog.action(step.action)?.definition.describe;
    if (!describe || step.status !== 'succeeded' || !isRecord(step.input) || !isRecord(step.output)) return step;
    // A log written by an older version of an action may not have the shape its describe expects: no sentence then.
    let effect: string | null;
    try {
      effect = describe({ input: step.input, output: step.output }, name, reader.locale);
    } catch {
      effect = null;
    }
    return effect ? { ...step, effect } : step;
  });
  return { names, steps };
}
