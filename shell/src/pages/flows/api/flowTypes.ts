/**
 * The shapes of the flows API (/api/v1/workspaces/:id/flow-catalog, /flows, /flows/:id/runs). Fields,
 * settings, definitions, states and run statuses are the server's own declarations (`@artel/sdk/shared`),
 * under the builder's names.
 */
import type {
  FlowActionStep,
  FlowDefinition,
  FlowField,
  FlowFieldType,
  FlowIfStep,
  FlowNamedEntity,
  FlowPauseReason,
  FlowRunStatus,
  FlowSettingField,
  FlowSettingOption,
  FlowSettingType,
  FlowState,
  FlowStep,
  SettableFlowState,
  JsonLogicRule,
  LocalisedText,
} from '@artel/sdk/shared';

export type LocalizedText = LocalisedText;
export type EventFieldType = FlowFieldType;
export type EventField = FlowField;
export type SettingFieldType = FlowSettingType;
export type SettingOption = FlowSettingOption;
export type SettingField = FlowSettingField;

export interface TriggerSpec {
  type: string;
  module: string;
  label: LocalizedText;
  description?: LocalizedText;
  fields: EventField[];
  settings: SettingField[];
  sample: Record<string, unknown>;
}

export interface ActionSpec {
  type: string;
  module: string;
  label: LocalizedText;
  settings: SettingField[];
}

export interface FlowCatalog {
  triggers: TriggerSpec[];
  actions: ActionSpec[];
}

export type { FlowDefinition, FlowNamedEntity, FlowStep, JsonLogicRule };
export type SettingValues = Record<string, unknown>;
export type ActionStep = FlowActionStep;
export type IfStep = FlowIfStep;

export type { FlowPauseReason, FlowState, SettableFlowState };
export type RunStatus = FlowRunStatus;

export interface FlowSummary {
  id: string;
  name: string;
  state: FlowState;
  pausedReason: FlowPauseReason | null;
  ownerId: string;
  ownerName: string;
  triggerType: string;
  updatedAt: string;
  lastRun: { id: string; status: RunStatus; startedAt: string } | null;
  failuresLast7Days: number;
}

export interface Flow {
  id: string;
  name: string;
  state: FlowState;
  pausedReason: FlowPauseReason | null;
  ownerId: string;
  definition: FlowDefinition;
  createdAt: string;
  updatedAt: string;
}

export interface FlowChanges {
  name?: string;
  state?: SettableFlowState;
  definition?: FlowDefinition;
  /** Enable it although it may start itself again (the server answers 409 flow_loop otherwise). */
  confirmLoop?: boolean;
}

export interface TestRunStep {
  stepId: string;
  action: string;
  input: unknown;
  output: unknown;
  wouldDo: string;
  error?: string;
}

/** One clause of the flow's conditions judged on the tested event, with the values it read in words. */
export interface TestRunCondition {
  rule: JsonLogicRule;
  passed: boolean;
  actual: Array<{ field: string; value: string }>;
}

export interface TestRunResult {
  steps: TestRunStep[];
  conditionsPassed: boolean;
  conditions: TestRunCondition[];
}

export type TriggerRef = FlowDefinition['trigger'];

/** A real event of a trigger a test may use, told by name. */
export interface FlowSample {
  id: string;
  summary: string;
  at?: string;
  actorName?: string;
  event: Record<string, unknown>;
}

export interface FlowSamples {
  /** false: the trigger keeps no history; a test uses its sample event. */
  supported: boolean;
  samples: FlowSample[];
}

export interface RunSummary {
  id: string;
  status: RunStatus;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  error?: string | null;
  depth: number;
}

export interface RunPage {
  items: RunSummary[];
  total: number;
}

export interface RunStepRecord {
  stepId: string;
  action: string;
  input: unknown;
  output: unknown;
  durationMs: number | null;
  error?: string | null;
  status: string;
  /** What the step did, in one sentence of the reader's language, where its action says. */
  effect?: string;
}

export interface RunDetail extends RunSummary {
  event: unknown;
  steps: RunStepRecord[];
  /** The ids of the event and the steps that the workspace can name, with their names. */
  names?: Record<string, FlowNamedEntity>;
}
