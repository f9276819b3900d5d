/** The module registry: SPEC §4 'Module lifecycle' as a state machine over an effector store. */
import { createEvent, createStore, type Store } from 'effector';
import { eventBus as platformBus, PlatformEvents, type EventBus } from '../../events/eventBus';
import type { ModuleDefinition } from '../../types';
import { validateModuleDefinition, type ModuleCleanup } from './moduleDefinition';
import { describeModuleFailure, ModuleError, ModuleErrorMessages } from './moduleErrors';

export type ModuleState = 'discovered' | 'registered' | 'loading' | 'installed' | 'active' | 'disabled' | 'error';

/** Exactly SPEC §4's allowed transitions. */
export const MODULE_TRANSITIONS: Readonly<Record<ModuleState, readonly ModuleState[]>> = {
  discovered: ['registered'],
  registered: ['loading', 'error'],
  loading: ['installed', 'error'],
  installed: ['active', 'error'],
  active: ['disabled', 'error', 'loading'],
  disabled: ['active', 'loading'],
  error: ['loading', 'disabled'],
};
const REREGISTRABLE: readonly ModuleState[] = ['registered', 'error', 'disabled'];
/** SPEC §9 'module errors max 10': reaching it deactivates the module. */
export const MODULE_ERROR_LIMIT = 10;

export interface ModuleRecord {
  definition: ModuleDefinition;
  state: ModuleState;
  errorCount: number;
  lastError?: string;
  cleanup?: ModuleCleanup;
}

export interface ModuleRegistry {
  $modules: Store<Record<string, ModuleRecord>>;
  /** Validates, checks dependencies and puts the module in `registered`. */
  register(def: ModuleDefinition): ModuleRecord;
  transition(id: string, to: ModuleState): ModuleRecord;
  get(id: string): ModuleRecord | undefined;
  list(): ModuleRecord[];
  /** Ids of the registered modules that declare `id` as a dependency. */
  dependentsOf(id: string): string[];
  unregister(id: string): void;
  /** Counts an error; the tenth deactivates the module. Returns the updated record. */
  recordError(id: string, error: unknown): ModuleRecord;
  /** Throws DEPENDENCY_ERROR for dependencies not in the registry, CIRCULAR_DEPENDENCY for a cycle. */
  checkDependencies(def: ModuleDefinition): void;
  setCleanup(id: string, cleanup: ModuleCleanup | undefined): void;
  /** Runs and forgets the module's cleanup; a failing cleanup is logged, never thrown. */
  runCleanup(id: string): void;
}

export function canTransition(from: ModuleState, to: ModuleState): boolean {
  return MODULE_TRANSITIONS[from].includes(to);
}

export function createModuleRegistry(opts: { bus?: EventBus } = {}): ModuleRegistry {
  const bus = opts.bus ?? platformBus;
  const saved = createEvent<ModuleRecord>();
  const removed = createEvent<string>();
  const $modules = createStore<Record<string, ModuleRecord>>({})
    .on(saved, (modules, record) => ({ ...modules, [record.definition.id]: record }))
    .on(removed, (modules, id) => {
      const { [id]: _gone, ...rest } = modules;
      return rest;
    });

  function recordOf(id: string): ModuleRecord {
    const record = $modules.getState()[id];
    if (!record) throw new ModuleError('MODULE_NOT_FOUND', ModuleErrorMessages.notFound(), { moduleId: id });
    return record;
  }

  function save(record: ModuleRecord): ModuleRecord {
    saved(record);
    return record;
  }

  function findCycle(def: ModuleDefinition): string[] | null {
    const definitionOf = (id: string) => (id === def.id ? def : $modules.getState()[id]?.definition);
    const path: string[] = [];
    const visit = (id: string): string[] | null => {
      if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
      path.push(id);
      for (const dep of definitionOf(id)?.dependencies ?? []) {
        const cycle = visit(dep);
        if (cycle) return cycle;
      }
      path.pop();
      return null;
    };
    return visit(def.id);
  }

  const registry: ModuleRegistry = {
    $modules,
    checkDependencies(def) {
      const cycle = findCycle(def);
      if (cycle) {
        throw new ModuleError('CIRCULAR_DEPENDENCY', ModuleErrorMessages.circularDependency(cycle), { moduleId: def.id });
      }
      const missing = (def.dependencies ?? []).filter((dep) => !$modules.getState()[dep]);
      if (missing.length > 0) {
        throw new ModuleError('DEPENDENCY_ERROR', ModuleErrorMessages.missingDependencies(def.id, missing), {
          moduleId: def.id,
        });
      }
    },
    register(def) {
      const { valid, errors } = validateModuleDefinition(def);
      if (!valid) throw new ModuleError('INVALID_MODULE', ModuleErrorMessages.invalidDefinition(errors), { moduleId: def?.id });
      const existing = $modules.getState()[def.id];
      if (existing && !REREGISTRABLE.includes(existing.state)) {
        throw new ModuleError('DUPLICATE_MODULE', ModuleErrorMessages.duplicate(def.id), { moduleId: def.id });
      }
      registry.checkDependencies(def);
      if (existing) registry.runCleanup(def.id);
      // Registering is the discovered -> registered step. A re-registered module starts its lifecycle
      // again but keeps its error history, so re-registering does not reset the deactivation count.
      const record: ModuleRecord = { definition: def, state: 'registered', errorCount: existing?.errorCount ?? 0 };
      if (existing?.lastError !== undefined) record.lastError = existing.lastError;
      save(record);
      bus.emit(PlatformEvents.moduleRegistered, { moduleId: def.id, version: def.version }, { source: 'moduleRegistry' });
      return record;
    },
    transition(id, to) {
      const record = recordOf(id);
      if (!canTransition(record.state, to)) {
        throw new ModuleError('INVALID_STATE_TRANSITION', ModuleErrorMessages.invalidTransition(), { moduleId: id });
      }
      const next = save({ ...record, state: to });
      if (to === 'active') bus.emit(PlatformEvents.moduleEnabled, { moduleId: id }, { source: 'moduleRegistry' });
      if (to === 'disabled') bus.emit(PlatformEvents.moduleDisabled, { moduleId: id }, { source: 'moduleRegistry' });
      return next;
    },
    get: (id) => $modules.getState()[id],
    list: () => Object.values($modules.getState()),
    dependentsOf(id) {
      return registry
        .list()
        .filter((record) => record.definition.dependencies?.includes(id))
        .map((record) => record.definition.id);
    },
    unregister(id) {
      recordOf(id);
      const dependents = registry.dependentsOf(id);
      if (dependents.length > 0) {
        throw new ModuleError('DEPENDENCY_ERROR', ModuleErrorMessages.requiredBy(id, dependents), { moduleId: id });
      }
      registry.runCleanup(id);
      removed(id);
    },
    recordError(id, error) {
      const record = recordOf(id);
      const message = describeModuleFailure(error);
      const counted = save({ ...record, errorCount: record.errorCount + 1, lastError: message });
      bus.emit(PlatformEvents.moduleError, { moduleId: id, error: message, errorCount: counted.errorCount }, { source: 'moduleRegistry' });
      if (counted.errorCount < MODULE_ERROR_LIMIT || counted.state === 'disabled') return counted;
      if (counted.state !== 'active' && canTransition(counted.state, 'error')) registry.transition(id, 'error');
      return canTransition(recordOf(id).state, 'disabled') ? registry.transition(id, 'disabled') : recordOf(id);
    },
    setCleanup(id, cleanup) {
      const { cleanup: _previous, ...record } = recordOf(id);
      save(cleanup ? { ...record, cleanup } : record);
    },
    runCleanup(id) {
      const cleanup = recordOf(id).cleanup;
      if (!cleanup) return;
      registry.setCleanup(id, undefined);
      try {
        cleanup();
      } catch (error) {
        console.error(`Cleanup of module ${id} failed`, error);
      }
    },
  };
  return registry;
}

/** The registry of the platform, shared by the shell, the root config and every module. */
export const moduleRegistry = createModuleRegistry();
/** SDK-wide store of every module's record (ARCHITECTURE §3 lists `$modules`). */
export const $modules = moduleRegistry.$modules;
