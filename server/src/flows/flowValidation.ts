/**
 * Checks a definition against the catalog. A draft may be incomplete (no trigger yet, empty required settings,
 * no steps) but never wrong (an unknown type, a broken cron or condition); enabling a flow checks it whole,
 * including that the modules it uses are enabled in the workspace.
 */
import type { FlowField, FlowSettingField } from '@artel/sdk/server';
import { Cron } from 'croner';
import jsonLogic from 'json-logic-js';
import type { FlowCatalog } from './flowCatalog';
import type { FlowDefinition, FlowDefinitionInput, JsonLogicRule, Step } from './flowDefinition';
import { definitionError, type FlowNode } from './flowMessages';
import { numberedSteps, stepNode } from './stepNodes';
import { checkTemplate } from './templating';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const MAX_STEP_ID = 100;

export interface ValidationScope {
  catalog: FlowCatalog;
  enabledModules: ReadonlySet<string>;
  /** Enabling: everything required must be there. */
  complete: boolean;
}

function parseSteps(raw: readonly unknown[], seen: Set<string>, counter: { index: number }): Step[] {
  return raw.map((item) => {
    counter.index += 1;
    const invalid = () => definitionError('step_invalid', { step: String(counter.index), index: counter.index }, { index: counter.index });
    if (!isRecord(item) || typeof item.id !== 'string' || !item.id || item.id.length > MAX_STEP_ID) throw invalid();
    if (seen.has(item.id)) throw definitionError('step_duplicate', { step: item.id, index: counter.index }, { step: item.id });
    seen.add(item.id);
    if (item.kind === 'action') {
      if (typeof item.action !== 'string' || (item.settings !== undefined && !isRecord(item.settings))) throw invalid();
      return { id: item.id, kind: 'action', action: item.action, settings: item.settings ?? {} };
    }
    if (item.kind === 'if') {
      const branches = [item.then ?? [], item.else ?? []];
      if (!isRecord(item.condition) || !branches.every(Array.isArray)) throw invalid();
      const [thenSteps, elseSteps] = branches as [unknown[], unknown[]];
      return {
        id: item.id,
        kind: 'if',
        condition: item.condition,
        then: parseSteps(thenSteps, seen, counter),
        else: parseSteps(elseSteps, seen, counter),
      };
    }
    throw invalid();
  });
}

function validUrl(value: string): boolean {
  try {
    // Placeholders are filled at run time; what surrounds them must already make an address.
    const url = new URL(value.replace(/\{\{[^}]*\}\}/g, 'x'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Settings the builder offers as a choice: an empty one asks to choose, not to fill in. */
const PICKED = new Set<FlowSettingField['type']>([
  'member',
  'role',
  'board',
  'column',
  'label',
  'card',
  'partner',
  'article',
  'invoice',
  'select',
]);

function checkSetting(field: FlowSettingField, value: unknown, node: FlowNode, scope: SettingScope): void {
  const params = { setting: field.label };
  if (isEmpty(value)) {
    const filledByEvent = field.eventDefault !== undefined && scope.eventKeys.has(field.eventDefault);
    if (scope.complete && field.required && !filledByEvent)
      throw definitionError(PICKED.has(field.type) ? 'choice_required' : 'setting_required', node, params, field.key);
    return;
  }
  const invalid = () => definitionError('setting_invalid', node, params, field.key);
  if (field.templated && typeof value === 'string') {
    try {
      checkTemplate(value);
    } catch {
      throw invalid();
    }
  }
  switch (field.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalid();
      return;
    case 'select':
      if (!field.options?.some((option) => option.value === value)) throw invalid();
      return;
    case 'cron':
      if (typeof value !== 'string') throw invalid();
      try {
        new Cron(value, { paused: true });
      } catch {
        throw definitionError('cron_invalid', node, { value }, field.key);
      }
      return;
    case 'url':
      if (typeof value !== 'string' || !validUrl(value)) throw definitionError('url_invalid', node, params, field.key);
      return;
    case 'member':
    case 'label':
      if (typeof value !== 'string' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) throw invalid();
      return;
    default:
      if (typeof value !== 'string' || value.length > 20_000) throw invalid();
  }
}

interface SettingScope {
  complete: boolean;
  /** The trigger's event fields: what an empty setting with an event default is filled from. */
  eventKeys: ReadonlySet<string>;
}

function checkSettings(fields: readonly FlowSettingField[], settings: Record<string, unknown>, node: FlowNode, scope: SettingScope): void {
  for (const field of fields) checkSetting(field, settings[field.key], node, scope);
}

/** A json-logic rule over the trigger's fields: known operators, known fields, applicable to the sample. */
export function checkCondition(rule: JsonLogicRule, fields: readonly FlowField[], sample: Record<string, unknown>, node: FlowNode): void {
  const keys = new Set(fields.map((field) => field.key));
  for (const name of jsonLogic.uses_data(rule)) {
    const root = String(name).split('.')[0]!;
    if (!keys.has(root)) throw definitionError('condition_unknown_field', node, { field: String(name) });
  }
  try {
    jsonLogic.apply(rule, sample);
  } catch (error) {
    throw definitionError('condition_invalid', node, { reason: error instanceof Error ? error.message : String(error) });
  }
}

/** The definition, normalised, or a 400 naming the node at fault. */
export function validateDefinition(input: FlowDefinitionInput, scope: ValidationScope): FlowDefinition {
  const { catalog, enabledModules, complete } = scope;
  const steps = parseSteps(input.steps ?? [], new Set(['trigger', 'conditions']), { index: 0 });
  const definition: FlowDefinition = {
    trigger: { type: input.trigger.type, settings: input.trigger.settings ?? {} },
    conditions: input.conditions ?? null,
    steps,
  };
  const triggerEntry = definition.trigger.type ? catalog.trigger(definition.trigger.type) : undefined;
  if (definition.trigger.type && !triggerEntry) throw definitionError('unknown_trigger', 'trigger', { type: definition.trigger.type });
  if (complete && !triggerEntry) throw definitionError('trigger_required', 'trigger');
  const usable = (module: string) => module === 'platform' || enabledModules.has(module);
  if (complete && triggerEntry && !usable(triggerEntry.module)) {
    throw definitionError('trigger_not_available', 'trigger', { type: definition.trigger.type });
  }
  const fields = triggerEntry?.definition.fields ?? [];
  const sample = triggerEntry?.definition.sample ?? {};
  const settingScope: SettingScope = { complete, eventKeys: new Set(fields.map((field) => field.key)) };
  if (triggerEntry) checkSettings(triggerEntry.definition.settings ?? [], definition.trigger.settings, 'trigger', settingScope);
  if (definition.conditions) checkCondition(definition.conditions, fields, sample, 'conditions');
  for (const { step, index } of numberedSteps(steps)) {
    const node = stepNode(step, index, catalog);
    if (step.kind === 'if') {
      checkCondition(step.condition, fields, sample, node);
      continue;
    }
    const entry = catalog.action(step.action);
    if (!entry) throw definitionError('unknown_action', node, { type: step.action });
    if (complete && !usable(entry.module)) throw definitionError('action_not_available', node, { type: step.action });
    checkSettings(entry.definition.settings, step.settings, node, settingScope);
  }
  if (complete && steps.length === 0) throw definitionError('steps_required', 'trigger');
  return definition;
}
