/**
 * Loops seen before they run: whether enabling a flow lets one of its actions start it again, directly or
 * through other enabled flows of the workspace. The reading is conservative: an action fires the triggers it
 * declares (`mayEmit`); a listening flow is thought to run unless the event's known fields contradict its
 * trigger settings or one of its conditions (a field the settings do not fix could be anything).
 */
import { type FlowEmitted, type FlowEvent, type Locale, type LocalisedText, ModuleError } from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import jsonLogic from 'json-logic-js';
import type { Orm } from '../db/database';
import { flows } from '../db/tables/flows';
import type { FlowCatalog } from './flowCatalog';
import type { FlowDefinition, JsonLogicRule, Step } from './flowDefinition';
import { flowText } from './flowMessages';

export interface LoopCandidate {
  /** null for a flow not created yet. */
  id: string | null;
  name: string;
  definition: FlowDefinition;
}

/** How the flow would start itself again: its step, the event that step fires, the flows in between. */
export interface FlowLoop {
  stepId: string;
  action: LocalisedText;
  trigger: LocalisedText;
  where: LocalisedText | null;
  through: Array<{ id: string; name: string }>;
}

interface Emission {
  stepId: string;
  action: LocalisedText;
  emitted: FlowEmitted;
}

const actionSteps = (steps: readonly Step[]): Array<Extract<Step, { kind: 'action' }>> =>
  steps.flatMap((step) => (step.kind === 'action' ? [step] : [...actionSteps(step.then), ...actionSteps(step.else)]));

const isSet = (value: unknown) => !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0));

/** A rule over the event decides only when every field it reads is known (and it can be applied to them). */
function ruleAllows(rule: JsonLogicRule, event: FlowEvent): boolean {
  const known = jsonLogic.uses_data(rule).every((name) => String(name).split('.')[0]! in event);
  if (!known) return true;
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule, event));
  } catch {
    return true;
  }
}

function conditionsAllow(conditions: JsonLogicRule | null, event: FlowEvent): boolean {
  if (!conditions) return true;
  const parts = Array.isArray(conditions.and) ? (conditions.and as JsonLogicRule[]) : [conditions];
  return parts.every((part) => ruleAllows(part, event));
}

export class LoopFinder {
  constructor(
    private readonly orm: Orm,
    private readonly catalog: FlowCatalog,
  ) {}

  /** The shortest way the flow, enabled, would start itself again, or null. */
  async find(workspaceId: string, flow: LoopCandidate): Promise<FlowLoop | null> {
    const enabled = await this.orm
      .select({ id: flows.id, name: flows.name, definition: flows.definition })
      .from(flows)
      .where(and(eq(flows.workspaceId, workspaceId), eq(flows.state, 'enabled')));
    const others = enabled
      .filter((other) => other.id !== flow.id)
      .map((other) => ({ id: other.id, name: other.name, definition: other.definition as unknown as FlowDefinition }));
    const nodes: LoopCandidate[] = [flow, ...others];
    const emissions = new Map<number, Promise<Emission[]>>();
    const emissionsOf = (index: number) => {
      if (!emissions.has(index)) emissions.set(index, this.emissions(workspaceId, nodes[index]!.definition));
      return emissions.get(index)!;
    };

    // Breadth first from the flow's own emissions: the first path back to it is the shortest loop.
    let frontier = (await emissionsOf(0)).map((emission) => ({ origin: emission, emission, through: [] as number[] }));
    const seen = new Set<number>([0]);
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { origin, emission, through } of frontier) {
        const fired = nodes.flatMap((node, index) => (this.fires(emission.emitted, node.definition) ? [index] : []));
        if (fired.includes(0))
          return this.describe(
            origin,
            through.map((index) => nodes[index]!),
          );
        for (const index of fired.filter((candidate) => !seen.has(candidate))) {
          seen.add(index);
          for (const onward of await emissionsOf(index)) next.push({ origin, emission: onward, through: [...through, index] });
        }
      }
      frontier = next;
    }
    return null;
  }

  private describe(emission: Emission, through: LoopCandidate[]): FlowLoop {
    return {
      stepId: emission.stepId,
      action: emission.action,
      trigger: this.catalog.trigger(emission.emitted.trigger)?.definition.label ?? {
        ru: emission.emitted.trigger,
        en: emission.emitted.trigger,
      },
      where: emission.emitted.where ?? null,
      through: through.map((node) => ({ id: node.id!, name: node.name })),
    };
  }

  private async emissions(workspaceId: string, definition: FlowDefinition): Promise<Emission[]> {
    const found: Emission[] = [];
    for (const step of actionSteps(definition.steps)) {
      const entry = this.catalog.action(step.action);
      if (!entry?.definition.mayEmit) continue;
      for (const emitted of await entry.definition.mayEmit(step.settings, { workspaceId })) {
        found.push({ stepId: step.id, action: entry.definition.label, emitted });
      }
    }
    return found;
  }

  /** Whether an event with these known fields may start a flow with this definition. */
  private fires(emitted: FlowEmitted, definition: FlowDefinition): boolean {
    if (definition.trigger.type !== emitted.trigger) return false;
    const trigger = this.catalog.trigger(emitted.trigger)?.definition;
    if (!trigger) return false;
    const event = emitted.event;
    const fieldKeys = new Set(trigger.fields.map((field) => field.key));
    const settingsAllow =
      trigger.matches !== undefined ||
      Object.entries(definition.trigger.settings).every(([key, wanted]) => {
        if (!fieldKeys.has(key) || !isSet(wanted) || !(key in event)) return true;
        return Array.isArray(wanted) ? wanted.includes(event[key]) : wanted === event[key];
      });
    return settingsAllow && conditionsAllow(definition.conditions, event);
  }
}

/** 409 `flow_loop`: the loop in the caller's language, and the step that causes it for the builder to point at. */
export function loopError(loop: FlowLoop): ModuleError {
  const text = (locale: Locale) => {
    const params = {
      action: loop.action[locale],
      event: loop.trigger[locale],
      where: loop.where ? ` ${loop.where[locale]}` : '',
      through: loop.through.map((flow) => (locale === 'ru' ? `«${flow.name}»` : `"${flow.name}"`)).join(' → '),
    };
    return flowText(loop.through.length === 0 ? 'flow_loop' : 'flow_loop_through', locale, params);
  };
  return new ModuleError(409, 'flow_loop', text, { nodeId: loop.stepId, through: loop.through.map((flow) => flow.id) });
}
