/** A flow's definition as the builder saves it: a trigger, conditions on its event, then steps. */
import type { FlowDefinition, FlowStep, JsonLogicRule } from '@artel/sdk/shared';
import { type Static, Type } from '@sinclair/typebox';

export type { FlowDefinition, JsonLogicRule };
export type Step = FlowStep;

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
