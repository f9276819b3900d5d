/**
 * The signed-in user's legal entities (SPEC §3, §4 'Legal entity', §7, §8): the list, the selected one
 * (remembered as selectedLegalEntityId), and every action with its toast. Effects toast on their own,
 * then settle, so a page only decides what to show next.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError } from '../api/apiError';
import { sessionCleared } from '../session/sessionModel';
import { legalEntitiesApi } from './legalEntitiesApi';
import { type LegalEntityAction, type LegalEntitySuccess, toastLegalEntityFailure, toastLegalEntitySuccess } from './legalEntityToasts';
import type { LegalEntity, LegalEntityInput, PreferredLegalEntity } from './legalEntityTypes';
import { readSelectedLegalEntityId, writeSelectedLegalEntityId } from './selectedLegalEntityStorage';

export interface UpdateLegalEntityParams {
  id: string;
  input: LegalEntityInput;
}

export interface CheckInnParams {
  inn: string;
  /** The entity being edited, whose own INN is no conflict. */
  excludeId?: string;
}

/** What "make primary" ended as: primary, or (for a member without the right) preferred instead (SPEC §8). */
export type MakePrimaryResult =
  { outcome: 'primary'; legalEntity: LegalEntity } | { outcome: 'preferred'; preferred: PreferredLegalEntity };

/** Runs one server call with SPEC §8's toasts: the success text, or the server's reason / the fallback. */
async function withToasts<T>(action: LegalEntityAction, success: LegalEntitySuccess | null, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    if (success) toastLegalEntitySuccess(success);
    return result;
  } catch (error) {
    toastLegalEntityFailure(action, error);
    throw error;
  }
}

/** SPEC §8: a 403 or an access-denied answer. */
function isAccessDenied(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 403 || error.code === 'forbidden' || error.code === 'access_denied' || /access[ _-]?denied/i.test(error.message);
}

export const loadLegalEntitiesFx = createEffect(() => withToasts('load', null, legalEntitiesApi.list));

export const createLegalEntityFx = createEffect((input: LegalEntityInput) =>
  withToasts('create', 'created', () => legalEntitiesApi.create(input)),
);

export const updateLegalEntityFx = createEffect(({ id, input }: UpdateLegalEntityParams) =>
  withToasts('update', 'updated', () => legalEntitiesApi.update(id, input)),
);

export const deleteLegalEntityFx = createEffect(async (id: string): Promise<string> => {
  await withToasts('delete', 'deleted', () => legalEntitiesApi.remove(id));
  return id;
});

export const activateLegalEntityFx = createEffect((id: string) => withToasts('activate', 'activated', () => legalEntitiesApi.activate(id)));

export const deactivateLegalEntityFx = createEffect((id: string) =>
  withToasts('deactivate', 'deactivated', () => legalEntitiesApi.deactivate(id)),
);

/** A member without the right to set the primary entity gets it as their preferred one instead (SPEC §8). */
async function makePrimaryOrPreferred(id: string): Promise<MakePrimaryResult> {
  try {
    return { outcome: 'primary', legalEntity: await legalEntitiesApi.makePrimary(id) };
  } catch (error) {
    if (!isAccessDenied(error)) throw error;
  }
  return { outcome: 'preferred', preferred: await legalEntitiesApi.setPreferred(id) };
}

export const makePrimaryLegalEntityFx = createEffect(async (id: string): Promise<MakePrimaryResult> => {
  const result = await withToasts('makePrimary', null, () => makePrimaryOrPreferred(id));
  toastLegalEntitySuccess(result.outcome === 'primary' ? 'primarySet' : 'primaryFellBackToPreferred');
  return result;
});

/** Marks the entity as the user's main (preferred) one, or clears that when it already is (the server toggles). */
export const togglePreferredLegalEntityFx = createEffect(async (id: string): Promise<PreferredLegalEntity> => {
  const result = await withToasts('setPreferred', null, () => legalEntitiesApi.togglePreferred(id));
  toastLegalEntitySuccess(result.isPreferred ? 'preferredSet' : 'preferredCleared');
  return { legalEntityId: result.legalEntityId, legalEntity: result.legalEntity };
});

export const setPreferredLegalEntityFx = createEffect((id: string) =>
  withToasts('setPreferred', 'preferredSet', () => legalEntitiesApi.setPreferred(id)),
);

export const clearPreferredLegalEntityFx = createEffect(() =>
  withToasts('clearPreferred', 'preferredCleared', legalEntitiesApi.clearPreferred),
);

/** SPEC §5: INN uniqueness is asked of the server; a failed check counts as not existing. */
export const checkInnFx = createEffect(async ({ inn, excludeId }: CheckInnParams): Promise<boolean> => {
  try {
    return await legalEntitiesApi.checkInn(inn, excludeId);
  } catch {
    return false;
  }
});

export const legalEntitySelected = createEvent<string | null>();

function replaceEntity(list: LegalEntity[], entity: LegalEntity): LegalEntity[] {
  return list.map((existing) => (existing.id === entity.id ? entity : existing));
}

function withPreferred(list: LegalEntity[], { legalEntityId }: PreferredLegalEntity): LegalEntity[] {
  return list.map((entity) =>
    entity.isPreferred === (entity.id === legalEntityId) ? entity : { ...entity, isPreferred: entity.id === legalEntityId },
  );
}

function withPrimary(list: LegalEntity[], primary: LegalEntity): LegalEntity[] {
  return list.map((entity) => (entity.id === primary.id ? primary : entity.isPrimary ? { ...entity, isPrimary: false } : entity));
}

export const $legalEntities = createStore<LegalEntity[]>([])
  .on(loadLegalEntitiesFx.doneData, (_, list) => list)
  .on(createLegalEntityFx.doneData, (list, entity) => [...list, entity])
  .on([updateLegalEntityFx.doneData, activateLegalEntityFx.doneData, deactivateLegalEntityFx.doneData], replaceEntity)
  .on(deleteLegalEntityFx.doneData, (list, id) => list.filter((entity) => entity.id !== id))
  .on(makePrimaryLegalEntityFx.doneData, (list, result) =>
    result.outcome === 'primary' ? withPrimary(list, result.legalEntity) : withPreferred(list, result.preferred),
  )
  .on([togglePreferredLegalEntityFx.doneData, setPreferredLegalEntityFx.doneData, clearPreferredLegalEntityFx.doneData], withPreferred)
  .on(sessionCleared, () => []);

export const $legalEntitiesLoading = loadLegalEntitiesFx.pending;

export const $selectedLegalEntityId = createStore<string | null>(readSelectedLegalEntityId()).on(legalEntitySelected, (_, id) => id);
$selectedLegalEntityId.updates.watch(writeSelectedLegalEntityId);

export const $selectedLegalEntity = combine(
  $legalEntities,
  $selectedLegalEntityId,
  (list, id) => list.find((entity) => entity.id === id) ?? null,
);
export const $primaryLegalEntity = $legalEntities.map((list) => list.find((entity) => entity.isPrimary) ?? null);
export const $preferredLegalEntity = $legalEntities.map((list) => list.find((entity) => entity.isPreferred) ?? null);

// A new entity becomes the selected one when none was.
sample({
  clock: createLegalEntityFx.doneData,
  source: $selectedLegalEntityId,
  filter: (selected) => selected === null,
  fn: (_, entity) => entity.id,
  target: legalEntitySelected,
});

// Deleting the selected entity moves the selection to the first that is left.
sample({
  clock: deleteLegalEntityFx.doneData,
  source: { selected: $selectedLegalEntityId, list: $legalEntities },
  filter: ({ selected }, id) => selected === id,
  fn: ({ list }) => list[0]?.id ?? null,
  target: legalEntitySelected,
});

// Deleting the primary entity makes the server pick another: read which.
sample({
  clock: deleteLegalEntityFx.done,
  source: $primaryLegalEntity,
  filter: (primary, { params }) => primary === null || primary.id === params,
  target: loadLegalEntitiesFx,
});

/**
 * SPEC §4 'Startup order' step 2: load the organisations, keep the saved selection if it still exists,
 * otherwise drop it; with none selected, pick the first.
 */
export async function restoreLegalEntitySelection(): Promise<void> {
  const list = await loadLegalEntitiesFx();
  const saved = $selectedLegalEntityId.getState();
  const stillExists = saved !== null && list.some((entity) => entity.id === saved);
  legalEntitySelected(stillExists ? saved : (list[0]?.id ?? null));
}
