/**
 * The `flows` service (issue #14): modules contribute the triggers and actions of the workspace's automation
 * flows, and the platform's engine runs them. Flows never import a module (ARCHITECTURE §3c): a module
 * registers what it offers and emits its triggers when its events happen.
 */
import type { FlowField, FlowNamedEntity, FlowSettingField } from '../flows/flowWireTypes';
import type { Locale, LocalisedText } from './moduleError';

export type {
  FlowField,
  FlowFieldType,
  FlowNamedEntity,
  FlowSettingField,
  FlowSettingOption,
  FlowSettingType,
} from '../flows/flowWireTypes';

export type FlowSettings = Record<string, unknown>;
export type FlowEvent = Record<string, unknown>;

export interface FlowTriggerDefinition {
  /**
   * `<module id>.<what happened>`, e.g. `kanban.card.moved`: the name of the module's event that stands for it, so
   * each `events.emit` of that name starts the flows listening (with the event's `fields`, taken from its payload).
   */
  type: string;
  label: LocalisedText;
  description?: LocalisedText;
  /** The event's fields, as emitted: conditions and templates refer to them by key. */
  fields: readonly FlowField[];
  /** Narrowing settings; by default a set setting whose key is a field must equal the event's value. */
  settings?: readonly FlowSettingField[];
  /** An event as the trigger emits it: the default of a test run and the builder's preview. */
  sample: FlowEvent;
  /** Whether a flow with these settings wants this event, when equality of field settings is not the rule. */
  matches?(settings: FlowSettings, event: FlowEvent): boolean;
  /**
   * Whether an event emitted under this name is the trigger's fact at all (a card moved to another place in its
   * own column was not moved to a column); by default every one is.
   */
  accepts?(event: FlowEvent): boolean;
  /**
   * Real events to test a flow on: the newest from the module's history, or with `search` the entities whose
   * name holds the text, as the trigger would emit them now. Only what `userId` may see. Without it, a test
   * run offers the `sample`.
   */
  samples?(query: FlowSampleQuery): Promise<FlowSampleEvent[]>;
  /** The event's field values in words (a column's name, a priority's label), for a test run's verdicts. */
  describeEvent?(event: FlowEvent, where: { workspaceId: string; locale: Locale }): Promise<Record<string, string>>;
}

export interface FlowSampleQuery {
  workspaceId: string;
  /** Who tests: only events of what they may see are offered. */
  userId: string;
  locale: Locale;
  /** The flow's trigger settings: an entity found by name is offered as if it happened under them (moved to the column set). */
  settings: FlowSettings;
  /** An entity's name (a card's title, a partner's name…): entities instead of the history. */
  search?: string;
  limit: number;
}

/** One event a test run may use, told by name: «Карточка «Счёт поставщику» → «Готово»». */
export interface FlowSampleEvent {
  /** Unique within one answer. */
  id: string;
  summary: string;
  /** When it happened (ISO); absent for an entity as it stands now. */
  at?: string;
  actorName?: string;
  event: FlowEvent;
}

/** What an action knows of the run it is part of. */
export interface FlowActionContext {
  workspaceId: string;
  flowId: string;
  runId: string | null;
  /** The flow's owner: actions act on their behalf, with their rights. */
  ownerId: string;
  /** The owner's language, for texts the action writes. */
  locale: Locale;
  event: FlowEvent;
}

export interface FlowActionResult {
  /** What the action did (ids it created…), recorded in the run's log. */
  output?: Record<string, unknown>;
}

/** A test run's answer of an action: its exact effect, by name, in the owner's language. */
export interface FlowActionEffect {
  /** «Уведомит: Борис Петров — «Карточка готова»». */
  wouldDo: string;
  output?: Record<string, unknown>;
}

/** A trigger an action may fire, with what its settings already tell of the event (so a loop can be seen before it runs). */
export interface FlowEmitted {
  trigger: string;
  /** The event's fields known from the settings alone (the column a card is created in …); the rest may be anything. */
  event: FlowEvent;
  /** Where it happens, in words that follow the trigger's label: «на доске «Продажи»» / "on board "Sales"". */
  where?: LocalisedText;
}

export interface FlowActionDefinition {
  /** `<module id>.<what>`, e.g. `kanban.move_card`. */
  type: string;
  label: LocalisedText;
  settings: readonly FlowSettingField[];
  /**
   * The triggers doing this may fire, as saved settings (templates unfilled) tell. Enabling a flow warns when one of
   * them would start it again; an action that fires triggers and leaves this out is never suspected of a loop.
   */
  mayEmit?(settings: FlowSettings, scope: { workspaceId: string }): Promise<FlowEmitted[]>;
  /** Does it, with the settings' templates already filled. Throws to fail the step (its message is logged). */
  run(context: FlowActionContext, settings: FlowSettings, event: FlowEvent): Promise<FlowActionResult>;
  /**
   * A test run calls this instead of `run`: what `run` would do with these settings, checked as `run` checks
   * them (throws as it would), reading only — it must write nothing anywhere.
   */
  preview(context: FlowActionContext, settings: FlowSettings, event: FlowEvent): Promise<FlowActionEffect>;
  /**
   * What a finished step did, as one sentence of the run log in the reader's language («Уведомлено: Борис
   * Петров»); `name` gives an id's name, or the id itself when it names nothing the reader's workspace has.
   */
  describe?(step: FlowStepDone, name: (id: string) => string, locale: Locale): string | null;
}

/** A step that succeeded, as its run's log keeps it: the settings with templates filled, and the action's output. */
export interface FlowStepDone {
  input: FlowSettings;
  output: Record<string, unknown>;
}

/**
 * Names the module's own entities among these ids, for the run log: only those of this workspace, so an id
 * from elsewhere stays an id.
 */
export type FlowNameResolver = (workspaceId: string, ids: readonly string[]) => Promise<Array<FlowNamedEntity & { id: string }>>;

export interface FlowEmission {
  workspaceId: string;
  payload: FlowEvent;
}

export interface FlowsService {
  /** Types start with the module's id and a dot; one type is registered once. */
  registerTrigger(definition: FlowTriggerDefinition): void;
  registerAction(definition: FlowActionDefinition): void;
  registerNames(resolver: FlowNameResolver): void;
  /**
   * The trigger happened: queues a run of every enabled flow of the workspace that listens to it. Call it after
   * your change committed. Emitted while a flow's action runs, it counts one more link in that flow chain.
   * An `events.emit` whose name is a registered trigger does this itself, with the payload's `workspaceId`:
   * call `emit` only for a trigger no event stands for (a clock's).
   */
  emit(type: string, emission: FlowEmission): Promise<void>;
}
