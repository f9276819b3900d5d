/**
 * The flow shapes that cross the wire (issue #14): what a module declares of its triggers' events and of its
 * nodes' settings, and a flow's definition as the builder saves it. The server (`@artel/sdk/server`'s flows
 * service, the flow routes) and the shell's builder read the same declarations through `@artel/sdk/shared`.
 */
import type { LocalisedText } from '../server/moduleError';

export type { LocalisedText };

/**
 * A field of a trigger's event: what conditions and `{{field}}` templates may use. An 'enum' holds one of its
 * `options` (a card's priority); the entity types hold ids, which the builder picks by name.
 */
export type FlowFieldType =
  'string' | 'number' | 'boolean' | 'date' | 'enum' | 'member' | 'board' | 'column' | 'label' | 'partner' | 'article';

export interface FlowField {
  key: string;
  type: FlowFieldType;
  label: LocalisedText;
  /** The values of an 'enum', each with its label. */
  options?: FlowSettingOption[];
  /** The event carries a list (a card's assignees, its labels). */
  multiple?: boolean;
}

export type FlowSettingType =
  | 'string'
  | 'text'
  | 'number'
  | 'boolean'
  | 'member'
  | 'role'
  | 'board'
  | 'column'
  | 'label'
  | 'card'
  | 'partner'
  | 'article'
  | 'invoice'
  | 'select'
  | 'cron'
  | 'url'
  | 'secret';

/** A choice of a 'select' setting. */
export interface FlowSettingOption {
  value: string;
  label: LocalisedText;
}

/** A setting the builder asks for on a trigger or an action node. */
export interface FlowSettingField {
  key: string;
  type: FlowSettingType;
  label: LocalisedText;
  required?: boolean;
  /** The choices of a 'select'. */
  options?: FlowSettingOption[];
  /** `{{field}}` placeholders in the value are filled from the event before the action runs. */
  templated?: boolean;
  /** A list of values (labels to add), picked several at once. */
  multiple?: boolean;
  /** Left empty, the event's field of this key is used (a card action acts on the event's card). */
  eventDefault?: string;
}

/** A json-logic rule, kept as the plain JSON the server evaluates. */
export type JsonLogicRule = Record<string, unknown>;

export interface FlowActionStep {
  id: string;
  kind: 'action';
  action: string;
  settings: Record<string, unknown>;
}

export interface FlowIfStep {
  id: string;
  kind: 'if';
  condition: JsonLogicRule;
  then: FlowStep[];
  else: FlowStep[];
}

export type FlowStep = FlowActionStep | FlowIfStep;

/** A flow's definition as the builder saves it: a trigger, conditions on its event, then steps. */
export interface FlowDefinition {
  trigger: { type: string; settings: Record<string, unknown> };
  conditions: JsonLogicRule | null;
  steps: FlowStep[];
}

/** What an id in a run's log stands for, named for its reader (a member's name, a card's title…). */
export interface FlowNamedEntity {
  kind: 'member' | 'board' | 'column' | 'label' | 'card' | 'partner' | 'document' | 'article';
  name: string;
}
