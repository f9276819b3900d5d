import { createEventBus, PlatformEvents } from '../events/eventBus';
import { validateModuleDefinition } from './registry/moduleDefinition';
import { createModuleRegistry } from './registry/moduleRegistry';
import { CORE_MODULES, registerCoreModules } from './coreModules';

describe('core modules', () => {
  it('are auth and workspace, version 1.0.0, with valid definitions', () => {
    expect(CORE_MODULES.map((def) => [def.id, def.version])).toEqual([
      ['auth', '1.0.0'],
      ['workspace', '1.0.0'],
    ]);
    for (const def of CORE_MODULES) expect(validateModuleDefinition(def)).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('are registered and walked to active through every lifecycle state', () => {
    const bus = createEventBus();
    const registry = createModuleRegistry({ bus });
    const seen: string[] = [];
    registry.$modules.watch((modules) => modules.auth && seen.push(modules.auth.state));
    registerCoreModules(registry);
    expect(registry.list().map((record) => [record.definition.id, record.state])).toEqual([
      ['auth', 'active'],
      ['workspace', 'active'],
    ]);
    expect(seen.filter((s, i) => s !== seen[i - 1])).toEqual(['registered', 'loading', 'installed', 'active']);
    expect(bus.history(PlatformEvents.moduleEnabled).map((e) => e.payload)).toEqual([{ moduleId: 'auth' }, { moduleId: 'workspace' }]);
  });

  it('can run again without a duplicate-module error', () => {
    const registry = createModuleRegistry({ bus: createEventBus() });
    registerCoreModules(registry);
    expect(() => registerCoreModules(registry)).not.toThrow();
  });
});
