import { createEventBus, PlatformEvents } from '../../events/eventBus';
import type { ModuleDefinition } from '../../types';
import { ModuleError } from './moduleErrors';
import { createModuleRegistry, moduleRegistry, $modules, type ModuleState } from './moduleRegistry';

const def = (id: string, extra: Partial<ModuleDefinition> = {}): ModuleDefinition => ({
  id,
  name: id,
  version: '1.0.0',
  path: `/modules/${id}`,
  installMethod: 'bundled',
  ...extra,
});

function setup() {
  const bus = createEventBus();
  const registry = createModuleRegistry({ bus });
  return { bus, registry };
}

function thrown(fn: () => unknown): ModuleError {
  try {
    fn();
  } catch (error) {
    return error as ModuleError;
  }
  throw new Error('expected a throw');
}

/** Walks a fresh module into `state` through allowed transitions only. */
const PATHS: Record<ModuleState, ModuleState[]> = {
  discovered: [],
  registered: [],
  loading: ['loading'],
  installed: ['loading', 'installed'],
  active: ['loading', 'installed', 'active'],
  disabled: ['loading', 'installed', 'active', 'disabled'],
  error: ['error'],
};
const STATES = Object.keys(PATHS).filter((s) => s !== 'discovered') as ModuleState[];
const ALLOWED: Record<ModuleState, ModuleState[]> = {
  discovered: ['registered'],
  registered: ['loading', 'error'],
  loading: ['installed', 'error'],
  installed: ['active', 'error'],
  active: ['disabled', 'error', 'loading'],
  disabled: ['active', 'loading'],
  error: ['loading', 'disabled'],
};

describe('module registry', () => {
  it('registers a module in the registered state and announces it', () => {
    const { bus, registry } = setup();
    const record = registry.register(def('kanban'));
    expect(record).toMatchObject({ state: 'registered', errorCount: 0 });
    expect(registry.$modules.getState().kanban?.state).toBe('registered');
    expect(bus.history(PlatformEvents.moduleRegistered)[0]?.payload).toEqual({ moduleId: 'kanban', version: '1.0.0' });
  });

  describe.each(STATES)('from %s', (from) => {
    it.each(STATES)(`to %s is allowed exactly as SPEC §4 says`, (to) => {
      const { registry } = setup();
      registry.register(def('wiki'));
      for (const step of PATHS[from]) registry.transition('wiki', step);
      if (ALLOWED[from].includes(to)) {
        expect(registry.transition('wiki', to).state).toBe(to);
      } else {
        const error = thrown(() => registry.transition('wiki', to));
        expect(error).toBeInstanceOf(ModuleError);
        expect(error.code).toBe('INVALID_STATE_TRANSITION');
        expect(error.message).toBe('Invalid state transition');
        expect(registry.get('wiki')?.state).toBe(from);
      }
    });
  });

  it('emits module.enabled on active and module.disabled on disabled', () => {
    const { bus, registry } = setup();
    registry.register(def('wiki'));
    for (const step of PATHS.disabled) registry.transition('wiki', step);
    expect(bus.history(PlatformEvents.moduleEnabled).map((e) => e.payload)).toEqual([{ moduleId: 'wiki' }]);
    expect(bus.history(PlatformEvents.moduleDisabled).map((e) => e.payload)).toEqual([{ moduleId: 'wiki' }]);
  });

  it('answers MODULE_NOT_FOUND for an unknown module', () => {
    const error = thrown(() => setup().registry.transition('ghost', 'loading'));
    expect(error.code).toBe('MODULE_NOT_FOUND');
    expect(error.message).toBe('Module not found in registry');
  });

  it.each(['registered', 'error', 'disabled'] as const)('re-registers a module that is %s', (state) => {
    const { registry } = setup();
    registry.register(def('wiki'));
    for (const step of PATHS[state]) registry.transition('wiki', step);
    const again = registry.register(def('wiki', { version: '1.1.0' }));
    expect(again).toMatchObject({ state: 'registered', definition: { version: '1.1.0' } });
  });

  it.each(['loading', 'installed', 'active'] as const)('refuses to re-register a module that is %s', (state) => {
    const { registry } = setup();
    registry.register(def('wiki'));
    for (const step of PATHS[state]) registry.transition('wiki', step);
    const error = thrown(() => registry.register(def('wiki')));
    expect(error.code).toBe('DUPLICATE_MODULE');
    expect(registry.get('wiki')?.state).toBe(state);
  });

  it('refuses an invalid definition', () => {
    const error = thrown(() => setup().registry.register(def('Bad Id')));
    expect(error.code).toBe('INVALID_MODULE');
  });

  it('refuses a module whose dependencies are not registered', () => {
    const { registry } = setup();
    const error = thrown(() => registry.register(def('kanban', { dependencies: ['workspace', 'auth'] })));
    expect(error.code).toBe('DEPENDENCY_ERROR');
    expect(error.message).toBe('Module kanban depends on missing modules: workspace, auth');
    registry.register(def('workspace'));
    registry.register(def('auth'));
    expect(registry.register(def('kanban', { dependencies: ['workspace', 'auth'] })).state).toBe('registered');
  });

  it('detects a dependency cycle', () => {
    const { registry } = setup();
    registry.register(def('aaa'));
    registry.register(def('bbb', { dependencies: ['aaa'] }));
    const error = thrown(() => registry.checkDependencies(def('aaa', { dependencies: ['bbb'] })));
    expect(error.code).toBe('CIRCULAR_DEPENDENCY');
    expect(error.message).toBe('Circular dependency: aaa -> bbb -> aaa');
  });

  it('blocks unregistering while another module depends on it', () => {
    const { registry } = setup();
    registry.register(def('workspace'));
    registry.register(def('kanban', { dependencies: ['workspace'] }));
    expect(registry.dependentsOf('workspace')).toEqual(['kanban']);
    const error = thrown(() => registry.unregister('workspace'));
    expect(error.code).toBe('DEPENDENCY_ERROR');
    expect(error.message).toBe('Module workspace is required by: kanban');
    registry.unregister('kanban');
    registry.unregister('workspace');
    expect(registry.list()).toEqual([]);
  });

  it('runs the cleanup once when unregistering', () => {
    const { registry } = setup();
    const cleanup = jest.fn();
    registry.register(def('wiki'));
    registry.setCleanup('wiki', cleanup);
    registry.unregister('wiki');
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('counts errors, reports each, and deactivates an active module at the tenth', () => {
    const { bus, registry } = setup();
    registry.register(def('wiki'));
    for (const step of PATHS.active) registry.transition('wiki', step);
    for (let i = 1; i <= 9; i += 1) registry.recordError('wiki', new Error(`fault ${i}`));
    expect(registry.get('wiki')).toMatchObject({ state: 'active', errorCount: 9, lastError: 'fault 9' });
    expect(registry.recordError('wiki', new Error('fault 10')).state).toBe('disabled');
    expect(bus.history(PlatformEvents.moduleError)).toHaveLength(10);
    expect(bus.history(PlatformEvents.moduleError)[9]?.payload).toEqual({
      moduleId: 'wiki',
      error: 'fault 10',
      errorCount: 10,
    });
  });

  it('moves a failing module from error to disabled at the tenth error', () => {
    const { registry } = setup();
    registry.register(def('wiki'));
    registry.transition('wiki', 'error');
    for (let i = 0; i < 10; i += 1) registry.recordError('wiki', 'load failed');
    expect(registry.get('wiki')?.state).toBe('disabled');
  });

  it('keeps a loading module counting until the tenth error, then deactivates it via error', () => {
    const { registry } = setup();
    registry.register(def('wiki'));
    registry.transition('wiki', 'loading');
    for (let i = 0; i < 10; i += 1) registry.recordError('wiki', 'oops');
    expect(registry.get('wiki')?.state).toBe('disabled');
  });

  it('exposes a platform singleton and its $modules store', () => {
    expect(moduleRegistry.$modules).toBe($modules);
  });
});
