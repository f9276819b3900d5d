/** A flow's definition as the builder saves it: a trigger, conditions on its event, then steps. */
import { type Static, Type } from '@sinclair/typebox';

export type JsonLogicRule = Record<string, unknown>;

export interface ActionStep {
  id: string;
  kind: 'action';
  action: string;
  settings: Record<string, unknown>;
}

export interface IfStep {
  id: string;
  kind: 'if';
  condition: JsonLogicRule;
  then: Step[];
  else: Step[];
}

export type Step = ActionStep | IfStep;

export interface FlowDefinition {
  trigger: { type: string; settings: Record<string, unknown> };
  conditions: JsonLogicRule | null;
  steps: Step[];
}

/**
 * The wire shape, checked loosely: steps nest, and their own check (flowValidation) names the step at fault
 * in the user's language, which a schema error would not.
 */
export const FlowDefinitionSchema = Type.Object({
  trigger: Type.Object({
    type: Type.String({ maxLength: 100 }),
    settings: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  }),
  conditions: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  steps: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 200 })),
});

export type FlowDefinitionInput = Static<typeof FlowDefinitionSchema>;
