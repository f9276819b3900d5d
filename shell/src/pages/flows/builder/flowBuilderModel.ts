/**
 * The builder's state: the catalog of the workspace, the flow as saved and the draft being edited, which node
 * is selected, and saving. One builder is open at a time; opening it again starts from what the server has.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { flowsApi } from '../api/flowsApi';
import type {
  Flow,
  FlowCatalog,
  FlowDefinition,
  FlowState,
  FlowStep,
  JsonLogicRule,
  SettableFlowState,
  SettingValues,
} from '../api/flowTypes';
import { appendStep, moveStep, removeStep, replaceStep, type StepSlot } from './definitionEdits';
import { TRIGGER_NODE_ID } from './flowGraph';
import { isLoopError } from './loopError';

export interface FlowDraft {
  name: string;
  state: FlowState;
  definition: FlowDefinition;
}

export interface BuilderTarget {
  workspaceId: string;
  /** null for a new flow. */
  flowId: string | null;
}

export const EMPTY_DEFINITION: FlowDefinition = { trigger: { type: '', settings: {} }, conditions: null, steps: [] };
/** A new flow before anything is typed into it. */
const NEW_FLOW: FlowDraft = { name: '', state: 'draft', definition: EMPTY_DEFINITION };

export const builderOpened = createEvent<BuilderTarget>();
export const nameChanged = createEvent<string>();
export const triggerTypeChanged = createEvent<string>();
export const triggerSettingsChanged = createEvent<SettingValues>();
export const conditionsChanged = createEvent<JsonLogicRule | null>();
export const stepChanged = createEvent<FlowStep>();
export const stepAdded = createEvent<{ slot: StepSlot; step: FlowStep }>();
export const stepRemoved = createEvent<string>();
export const stepMoved = createEvent<{ id: string; offset: -1 | 1 }>();
export const nodeSelected = createEvent<string>();
/** The whole draft replaced (unsaved edits kept from before, given back). */
export const draftReplaced = createEvent<FlowDraft>();
/** The flow is deleted: nothing left in the builder is unsaved work. */
export const flowDeleted = createEvent();

export const loadBuilderFx = createEffect(async ({ workspaceId, flowId }: BuilderTarget) => {
  const [catalog, flow] = await Promise.all([
    flowsApi.catalog(workspaceId),
    flowId ? flowsApi.get(workspaceId, flowId) : Promise.resolve(null),
  ]);
  return { catalog, flow };
});

/** A save of the draft's edits, or a change of the saved flow's state only (enabling, disabling). */
export type SavePurpose = 'edits' | 'state';

export interface SaveRequest {
  target: BuilderTarget;
  draft: FlowDraft;
  purpose: SavePurpose;
  /** The user saw the loop the server found and saves the flow anyway. */
  confirmLoop?: boolean;
}

export const saveFlowFx = createEffect(async ({ target, draft, confirmLoop }: SaveRequest): Promise<Flow> => {
  // Only the server pauses a flow: saving a paused one leaves its state as it is.
  const { state, ...rest } = draft;
  const changes = { ...(state === 'paused' ? rest : { ...rest, state }), ...(confirmLoop ? { confirmLoop } : {}) };
  if (target.flowId === null) return flowsApi.create(target.workspaceId, changes);
  return flowsApi.update(target.workspaceId, target.flowId, changes);
});

export const $target = createStore<BuilderTarget | null>(null)
  .on(builderOpened, (_, target) => target)
  .on(saveFlowFx.doneData, (target, flow) => target && { ...target, flowId: flow.id });

export const $catalog = createStore<FlowCatalog | null>(null)
  .on(loadBuilderFx.doneData, (_, { catalog }) => catalog)
  .reset(builderOpened);

export const $savedFlow = createStore<Flow | null>(null)
  .on(loadBuilderFx.doneData, (_, { flow }) => flow)
  .on(saveFlowFx.doneData, (_, flow) => flow)
  .reset(builderOpened);

export const $loadFailed = createStore(false)
  .on(loadBuilderFx.fail, () => true)
  .reset(builderOpened);

const editDefinition = (draft: FlowDraft | null, edit: (definition: FlowDefinition) => FlowDefinition) =>
  draft && { ...draft, definition: edit(draft.definition) };

export const $draft = createStore<FlowDraft | null>(null)
  .on(loadBuilderFx.doneData, (_, { flow }) => (flow ? { name: flow.name, state: flow.state, definition: flow.definition } : NEW_FLOW))
  .on(draftReplaced, (_, draft) => draft)
  .on(saveFlowFx.doneData, (_, flow) => ({ name: flow.name, state: flow.state, definition: flow.definition }))
  .on(nameChanged, (draft, name) => draft && { ...draft, name })
  .on(triggerTypeChanged, (draft, type) => editDefinition(draft, (definition) => ({ ...definition, trigger: { type, settings: {} } })))
  .on(triggerSettingsChanged, (draft, settings) =>
    editDefinition(draft, (definition) => ({ ...definition, trigger: { ...definition.trigger, settings } })),
  )
  .on(conditionsChanged, (draft, conditions) => editDefinition(draft, (definition) => ({ ...definition, conditions })))
  .on(stepChanged, (draft, step) =>
    editDefinition(draft, (definition) => ({ ...definition, steps: replaceStep(definition.steps, step.id, step) })),
  )
  .on(stepAdded, (draft, { slot, step }) =>
    editDefinition(draft, (definition) => ({ ...definition, steps: appendStep(definition.steps, slot, step) })),
  )
  .on(stepRemoved, (draft, id) => editDefinition(draft, (definition) => ({ ...definition, steps: removeStep(definition.steps, id) })))
  .on(stepMoved, (draft, { id, offset }) =>
    editDefinition(draft, (definition) => ({ ...definition, steps: moveStep(definition.steps, id, offset) })),
  )
  .reset(builderOpened, flowDeleted);

export const $selectedNodeId = createStore<string>(TRIGGER_NODE_ID)
  .on(nodeSelected, (_, id) => id)
  .on(stepAdded, (_, { step }) => step.id)
  .on(stepRemoved, () => TRIGGER_NODE_ID)
  .reset(builderOpened, draftReplaced);

/** Whether two drafts hold the same flow. */
export function sameFlow(one: FlowDraft, other: FlowDraft): boolean {
  return one.name === other.name && one.state === other.state && JSON.stringify(one.definition) === JSON.stringify(other.definition);
}

/** Unsaved edits: what leaving the page or a test run would lose or not see. A new flow nobody has touched has none. */
export const $isDirty = combine($draft, $savedFlow, (draft, saved) => draft !== null && !sameFlow(draft, saved ?? NEW_FLOW));

sample({ clock: builderOpened, target: loadBuilderFx });

/**
 * The server's word on the last failed save (it names the node at fault), in the user's language, and what it
 * refused: the edits (they are not saved) or only the state change (the edits are).
 */
export const $saveError = createStore<{ purpose: SavePurpose; message: string } | null>(null)
  .on(saveFlowFx.fail, (_, { params, error }) => (isLoopError(error) ? null : { purpose: params.purpose, message: error.message }))
  .reset(saveFlowFx, builderOpened);

/** Saves the draft when it has unsaved edits, keeping the flow's state; answers the flow as saved. */
export async function saveDraft(): Promise<Flow> {
  const target = $target.getState();
  const draft = $draft.getState();
  const saved = $savedFlow.getState();
  if (!target || !draft) throw new Error('The builder is not open');
  if (saved && !$isDirty.getState()) return saved;
  return saveFlowFx({ target, draft, purpose: 'edits' });
}

/**
 * Enables or disables the flow. Unsaved edits are saved first, as they are, so a refused enable (the flow is
 * not complete) leaves them saved and says only that the flow was not enabled.
 */
export async function changeState(state: SettableFlowState): Promise<Flow> {
  const saved = await saveDraft();
  if (saved.state === state) return saved;
  const target = $target.getState();
  if (!target) throw new Error('The builder is not open');
  return saveFlowFx({ target, draft: { name: saved.name, state, definition: saved.definition }, purpose: 'state' });
}
