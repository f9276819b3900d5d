/**
 * One registry for every place a module plugs into (after Grafana's extension `Registry`): the sidebar's
 * navigation, module pages, dashboard widgets, global search and the points modules define for each other.
 * A point checks each entry and logs and skips a bad one instead of failing the module that offered it,
 * forgets everything of a module when it goes away, and hands its current entries to whoever subscribes
 * late (an effector store replays its state to a new watcher).
 */
import { createEvent, createStore, type Store } from 'effector';

export interface ExtensionPointOptions<T> {
  /** '<owner>.<name>' for a point a module defines, e.g. 'kanban.card-actions'. */
  id: string;
  /** Why an entry is unusable, or null when it is fine. */
  validate?(entry: T): string | null;
  /** Entries with the same key replace each other, whoever registers them. */
  key?(entry: T): string;
  /** The order consumers see; without it, registration order. */
  compare?(a: T, b: T): number;
}

export interface ExtensionRegistration<T> {
  /** Who registered it: a module id, or 'platform' for the shell's own entries. */
  owner: string;
  entry: T;
}

export interface ExtensionPoint<T> {
  readonly id: string;
  /** Every registration, in the point's order. */
  readonly $registrations: Store<readonly ExtensionRegistration<T>[]>;
  /** Just the entries. */
  readonly $entries: Store<readonly T[]>;
  /** Adds an entry; the cleanup removes exactly this registration. A bad entry is logged and skipped. */
  register(owner: string, entry: T): () => void;
  /** Forgets every entry of one owner (a module being disabled). */
  removeOwner(owner: string): void;
  removeWhere(shouldRemove: (registration: ExtensionRegistration<T>) => boolean): void;
  /** Calls `listener` with the current entries at once and after every change; returns the unsubscribe. */
  subscribe(listener: (entries: readonly T[]) => void): () => void;
}

const points = new Map<string, { point: ExtensionPoint<unknown>; configure(options: ExtensionPointOptions<unknown>): void }>();

function problemOf<T>(validate: ExtensionPointOptions<T>['validate'], entry: T): string | null {
  if (entry === null || entry === undefined) return 'the entry is empty';
  try {
    return validate?.(entry) ?? null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function createPoint<T>(id: string) {
  let options: ExtensionPointOptions<T> = { id };
  const saved = createEvent<ExtensionRegistration<T>>();
  const removed = createEvent<(registration: ExtensionRegistration<T>) => boolean>();
  const reordered = createEvent();
  const sorted = (all: ExtensionRegistration<T>[]) => {
    const { compare } = options;
    return compare ? all.sort((a, b) => compare(a.entry, b.entry)) : all;
  };

  const $registrations = createStore<readonly ExtensionRegistration<T>[]>([])
    .on(saved, (all, registration) => {
      const key = options.key?.(registration.entry);
      const others = key === undefined ? all : all.filter((existing) => options.key?.(existing.entry) !== key);
      return sorted([...others, registration]);
    })
    .on(removed, (all, shouldRemove) => {
      const remaining = all.filter((registration) => !shouldRemove(registration));
      return remaining.length === all.length ? all : remaining;
    })
    .on(reordered, (all) => sorted([...all]));
  const $entries = $registrations.map((all) => all.map((registration) => registration.entry));

  const skip = (owner: string, entry: T, problem: string) =>
    console.error(`Extension point '${id}' skipped an entry of '${owner}': ${problem}`, entry);

  const point: ExtensionPoint<T> = {
    id,
    $registrations,
    $entries,
    register(owner, entry) {
      const problem = problemOf(options.validate, entry);
      if (problem !== null) {
        skip(owner, entry, problem);
        return () => undefined;
      }
      const registration: ExtensionRegistration<T> = { owner, entry };
      saved(registration);
      return () => removed((existing) => existing === registration);
    },
    removeOwner: (owner) => removed((registration) => registration.owner === owner),
    removeWhere: (shouldRemove) => removed(shouldRemove),
    subscribe(listener) {
      const subscription = $entries.watch(listener);
      return () => subscription.unsubscribe();
    },
  };

  /** Entries offered before the point's owner defined it were not checked yet: check them now. */
  function configure(next: ExtensionPointOptions<T>): void {
    options = next;
    const invalid = new Set<ExtensionRegistration<T>>();
    for (const registration of $registrations.getState()) {
      const problem = problemOf(next.validate, registration.entry);
      if (problem === null) continue;
      skip(registration.owner, registration.entry, problem);
      invalid.add(registration);
    }
    if (invalid.size > 0) removed((registration) => invalid.has(registration));
    reordered();
  }
  return { point, configure };
}

function pointWithId<T>(id: string) {
  let found = points.get(id);
  if (!found) {
    const created = createPoint<T>(id);
    found = created as unknown as NonNullable<typeof found>;
    points.set(id, found);
  }
  return found as unknown as ReturnType<typeof createPoint<T>>;
}

/**
 * The point with these rules. Defining it again (a module installed a second time) keeps its entries and
 * applies the new rules; entries registered before the definition are checked against them then.
 */
export function defineExtensionPoint<T>(options: ExtensionPointOptions<T>): ExtensionPoint<T> {
  const { point, configure } = pointWithId<T>(options.id);
  configure(options);
  return point;
}

/** The point with this id; one nobody defined yet is created empty and accepts entries until it is. */
export function extensionPoint<T>(id: string): ExtensionPoint<T> {
  return pointWithId<T>(id).point;
}

/** Everything a module registered anywhere: the loader calls it when the module is disabled or fails. */
export function removeOwnerEverywhere(owner: string): void {
  for (const { point } of points.values()) point.removeOwner(owner);
}
