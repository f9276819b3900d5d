/** The shapes of the flows API (/api/v1/workspaces/:id/flow-catalog, /flows, /flows/:id/runs). */

export interface LocalizedText {
  ru: string;
  en: string;
}

export type EventFieldType = 'string' | 'number' | 'boolean' | 'date' | 'member' | 'board' | 'column' | 'label' | 'partner' | 'priority';

export interface EventField {
  key: string;
  type: EventFieldType;
  label: LocalizedText;
}

export type SettingFieldType =
  | 'string'
  | 'text'
  | 'number'
  | 'boolean'
  | 'member'
  | 'role'
  | 'board'
  | 'column'
  | 'label'
  | 'select'
  | 'cron'
  | 'url'
  | 'secret';

export interface SettingOption {
  value: string;
  label: LocalizedText;
}

export interface SettingField {
  key: string;
  type: SettingFieldType;
  label: LocalizedText;
  required?: boolean;
  options?: SettingOption[];
  /** `{{field}}` placeholders are filled from the trigger's event. */
  templated?: boolean;
}

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

/** A json-logic rule, kept as the plain JSON the server evaluates. */
export type JsonLogicRule = Record<string, unknown>;

export type SettingValues = Record<string, unknown>;

export interface ActionStep {
  id: string;
  kind: 'action';
  action: string;
  settings: SettingValues;
}

export interface IfStep {
  id: string;
  kind: 'if';
  condition: JsonLogicRule;
  then: FlowStep[];
  else: FlowStep[];
}

export type FlowStep = ActionStep | IfStep;

export interface FlowDefinition {
  trigger: { type: string; settings: SettingValues };
  conditions: JsonLogicRule | null;
  steps: FlowStep[];
}

export type FlowState = 'draft' | 'enabled';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'skipped' | 'rate_limited' | 'loop_stopped';

export interface FlowSummary {
  id: string;
  name: string;
  state: FlowState;
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
  ownerId: string;
  definition: FlowDefinition;
  createdAt: string;
  updatedAt: string;
}

export interface FlowChanges {
  name?: string;
  state?: FlowState;
  definition?: FlowDefinition;
}

export interface TestRunStep {
  stepId: string;
  action: string;
  input: unknown;
  output: unknown;
  wouldDo: string;
  error?: string;
}

export interface TestRunResult {
  steps: TestRunStep[];
  conditionsPassed: boolean;
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
}

export interface RunDetail extends RunSummary {
  event: unknown;
  steps: RunStepRecord[];
}
