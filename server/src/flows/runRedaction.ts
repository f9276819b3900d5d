/**
 * Secrets are write-only: a secret-typed setting (a webhook's signing secret) never reaches a run's record or
 * any answer about runs, whatever the reader's role. Runs are redacted as they are written, and again as they
 * are read, for rows stored before this rule.
 */
import type { StoredStep } from '../db/tables/flows';
import type { FlowCatalog } from './flowCatalog';
import type { FlowDefinition, Step } from './flowDefinition';

export const REDACTED = '••••••';

type LoggedStep = Pick<StoredStep, 'action' | 'input'>;

/**
 * Shorter values are not searched for inside texts: a one-letter secret would mangle every message that
 * happens to contain that letter, and hides nothing worth hiding.
 */
const MIN_SCRUBBED_LENGTH = 4;

const secretKeysOf = (catalog: FlowCatalog, action: string): string[] =>
  (catalog.action(action)?.definition.settings ?? []).filter((field) => field.type === 'secret').map((field) => field.key);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function stringValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Every secret setting's value in the flow's steps, its branches included. */
export function secretsOfDefinition(definition: FlowDefinition, catalog: FlowCatalog): string[] {
  const found: string[] = [];
  const walk = (steps: readonly Step[]) => {
    for (const step of steps) {
      if (step.kind === 'if') {
        walk(step.then);
        walk(step.else);
        continue;
      }
      for (const key of secretKeysOf(catalog, step.action)) found.push(...stringValues(step.settings[key]));
    }
  };
  walk(definition.steps ?? []);
  return found;
}

/** The secret values a stored log still holds in its steps' inputs (the flow's secret may have changed since). */
export function secretsInSteps(steps: readonly LoggedStep[], catalog: FlowCatalog): string[] {
  return steps.flatMap(({ action, input }) =>
    isRecord(input) ? secretKeysOf(catalog, action).flatMap((key) => stringValues(input[key])) : [],
  );
}

/** Strings in which every given secret is replaced by REDACTED, at any depth of arrays and objects. */
export function scrub<T>(value: T, secrets: readonly string[]): T {
  const searched = [...new Set(secrets)].filter((secret) => secret.length >= MIN_SCRUBBED_LENGTH).sort((a, b) => b.length - a.length);
  if (searched.length === 0) return value;
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return searched.reduce((text, secret) => text.split(secret).join(REDACTED), item);
    if (Array.isArray(item)) return item.map(visit);
    if (isRecord(item)) return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, visit(inner)]));
    return item;
  };
  return visit(value) as T;
}

/** The steps with each secret setting of their input blanked, and the secrets scrubbed from every text. */
export function redactSteps<S extends LoggedStep>(steps: readonly S[], catalog: FlowCatalog, secrets: readonly string[]): S[] {
  const blanked = steps.map((step) => {
    const keys = secretKeysOf(catalog, step.action);
    if (keys.length === 0 || !isRecord(step.input)) return step;
    const input = Object.fromEntries(
      Object.entries(step.input).map(([key, value]) => [key, keys.includes(key) && value !== '' ? REDACTED : value]),
    );
    return { ...step, input };
  });
  return scrub(blanked, [...secrets, ...secretsInSteps(steps, catalog)]);
}

/** A stored run as it may be shown: its steps, event and error without the flow's secrets, old or current. */
export function redactRun<R extends { steps: StoredStep[]; event: Record<string, unknown>; error: string | null }>(
  run: R,
  catalog: FlowCatalog,
  flowSecrets: readonly string[],
): R {
  const secrets = [...flowSecrets, ...secretsInSteps(run.steps, catalog)];
  return { ...run, steps: redactSteps(run.steps, catalog, secrets), event: scrub(run.event, secrets), error: scrub(run.error, secrets) };
}
