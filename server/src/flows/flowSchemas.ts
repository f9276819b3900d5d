/** Wire shapes of /api/v1/workspaces/:id/flows… (the contract in API.md). */
import { Type } from '@sinclair/typebox';
import { FLOW_PAUSE_REASONS, SETTABLE_FLOW_STATES } from '@artel/sdk/shared';
import { FLOW_STATES, RUN_STATUSES } from '../db/tables/flows';
import { FlowDefinitionSchema } from './flowDefinition';

const Localised = Type.Object({ ru: Type.String(), en: Type.String() });
const StateSchema = Type.Union(FLOW_STATES.map((state) => Type.Literal(state)));
const SettableStateSchema = Type.Union(SETTABLE_FLOW_STATES.map((state) => Type.Literal(state)));
const PausedReasonSchema = Type.Union([...FLOW_PAUSE_REASONS.map((reason) => Type.Literal(reason)), Type.Null()]);
const RunStatusSchema = Type.Union(RUN_STATUSES.map((status) => Type.Literal(status)));
const Json = Type.Unknown();

export const FlowParamsSchema = Type.Object({ id: Type.String(), flowId: Type.String() });
export const RunParamsSchema = Type.Object({ id: Type.String(), flowId: Type.String(), runId: Type.String() });

const OptionsSchema = Type.Array(Type.Object({ value: Type.String(), label: Localised }));

const SettingFieldSchema = Type.Object({
  key: Type.String(),
  type: Type.String(),
  label: Localised,
  required: Type.Optional(Type.Boolean()),
  options: Type.Optional(OptionsSchema),
  templated: Type.Optional(Type.Boolean()),
  multiple: Type.Optional(Type.Boolean()),
  eventDefault: Type.Optional(Type.String()),
});

const EventFieldSchema = Type.Object({
  key: Type.String(),
  type: Type.String(),
  label: Localised,
  options: Type.Optional(OptionsSchema),
  multiple: Type.Optional(Type.Boolean()),
});

export const CatalogSchema = Type.Object({
  triggers: Type.Array(
    Type.Object({
      type: Type.String(),
      module: Type.String(),
      label: Localised,
      description: Type.Optional(Localised),
      fields: Type.Array(EventFieldSchema),
      settings: Type.Array(SettingFieldSchema),
      sample: Type.Record(Type.String(), Json),
    }),
  ),
  actions: Type.Array(
    Type.Object({ type: Type.String(), module: Type.String(), label: Localised, settings: Type.Array(SettingFieldSchema) }),
  ),
});

// An empty name is refused by the route, with the flows' own text (flow_name_required), not the schema's.
const Name = Type.String({ maxLength: 200 });

/** Enabling a flow that may start itself again answers 409 flow_loop unless the user said to enable it anyway. */
const ConfirmLoop = Type.Optional(Type.Boolean());

export const CreateFlowBodySchema = Type.Object({
  name: Name,
  state: Type.Optional(SettableStateSchema),
  definition: FlowDefinitionSchema,
  confirmLoop: ConfirmLoop,
});
export const UpdateFlowBodySchema = Type.Object({
  name: Type.Optional(Name),
  state: Type.Optional(SettableStateSchema),
  definition: Type.Optional(FlowDefinitionSchema),
  confirmLoop: ConfirmLoop,
});

export const FlowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: StateSchema,
  pausedReason: PausedReasonSchema,
  ownerId: Type.String(),
  definition: Json,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const FlowListItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  state: StateSchema,
  pausedReason: PausedReasonSchema,
  ownerId: Type.String(),
  ownerName: Type.String(),
  triggerType: Type.String(),
  updatedAt: Type.String(),
  lastRun: Type.Union([
    Type.Object({ id: Type.String(), status: RunStatusSchema, startedAt: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  failuresLast7Days: Type.Integer(),
});

export const RunSummarySchema = Type.Object({
  id: Type.String(),
  status: RunStatusSchema,
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  durationMs: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Optional(Type.String()),
  depth: Type.Integer(),
});

export const RunSchema = Type.Composite([
  RunSummarySchema,
  Type.Object({
    queuedAt: Type.String(),
    event: Json,
    steps: Type.Array(
      Type.Object({
        stepId: Type.String(),
        action: Type.String(),
        input: Json,
        output: Json,
        durationMs: Type.Integer(),
        error: Type.Optional(Type.String()),
        status: Type.String(),
        effect: Type.Optional(Type.String()),
      }),
    ),
    names: Type.Record(Type.String(), Type.Object({ kind: Type.String(), name: Type.String() })),
  }),
]);

export const RunsQuerySchema = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  status: Type.Optional(RunStatusSchema),
});

export const TestBodySchema = Type.Object({ event: Type.Optional(Type.Record(Type.String(), Json)) });

export const TestResultSchema = Type.Object({
  conditionsPassed: Type.Boolean(),
  conditions: Type.Array(
    Type.Object({
      rule: Type.Record(Type.String(), Json),
      passed: Type.Boolean(),
      actual: Type.Array(Type.Object({ field: Type.String(), value: Type.String() })),
    }),
  ),
  steps: Type.Array(
    Type.Object({
      stepId: Type.String(),
      action: Type.String(),
      input: Json,
      output: Json,
      wouldDo: Type.Union([Type.String(), Type.Null()]),
      error: Type.Optional(Type.String()),
    }),
  ),
});
