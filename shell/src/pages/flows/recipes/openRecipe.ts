/**
 * A recipe opened from the gallery: the builder of a new flow starts from it instead of a blank flow, and shows
 * its hints until another flow is opened. Nothing is saved until the user saves or enables it.
 */
import { createEvent, createStore, sample } from 'effector';
import { type FlowDraft, builderOpened, draftReplaced, loadBuilderFx } from '../builder/flowBuilderModel';

export interface OpenedRecipe {
  workspaceId: string;
  draft: FlowDraft;
  /** Where a choice is still the user's, in their language. */
  hints: string[];
}

export const recipeOpened = createEvent<OpenedRecipe>();
const recipeApplied = createEvent<OpenedRecipe>();

const $pendingRecipe = createStore<OpenedRecipe | null>(null)
  .on(recipeOpened, (_, recipe) => recipe)
  // Another flow opened first: the recipe is not for it, nor for a blank flow begun later.
  .on(builderOpened, (recipe, target) => (target.flowId === null ? recipe : null))
  .reset(recipeApplied);

export const $recipeHints = createStore<string[]>([])
  .on(recipeApplied, (_, recipe) => recipe.hints)
  .reset(builderOpened);

sample({
  clock: loadBuilderFx.done,
  source: $pendingRecipe,
  filter: (recipe, { params }) => recipe !== null && params.flowId === null && recipe.workspaceId === params.workspaceId,
  fn: (recipe) => recipe!,
  target: recipeApplied,
});
sample({ clock: recipeApplied, fn: (recipe) => recipe.draft, target: draftReplaced });
