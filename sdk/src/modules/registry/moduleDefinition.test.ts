import { assertLoadedModule, getRegisteredComponent, registerComponent, validateModuleDefinition } from './moduleDefinition';
import { ModuleError } from './moduleErrors';

const valid = { id: 'kanban', name: 'Kanban', version: '1.0.0', path: '/modules/kanban', installMethod: 'bundled' };

describe('validateModuleDefinition', () => {
  it('accepts a complete definition', () => {
    expect(validateModuleDefinition(valid)).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it.each(['id', 'name', 'version', 'installMethod'])('requires %s', (field) => {
    const result = validateModuleDefinition({ ...valid, [field]: undefined });
    expect(result.valid).toBe(false);
    expect(result.errors).toContain(`Missing required field: ${field}`);
  });

  it.each(['id', 'name', 'version', 'path'])('requires %s to be text', (field) => {
    const result = validateModuleDefinition({ ...valid, [field]: 42 });
    expect(result.errors).toContain(`Field ${field} must be a string`);
  });

  it('refuses something that is not an object', () => {
    expect(validateModuleDefinition(null).valid).toBe(false);
  });

  it.each(['abc', 'my-module.v2', 'a'.repeat(50), '123'])('accepts the id %j', (id) => {
    expect(validateModuleDefinition({ ...valid, id }).valid).toBe(true);
  });

  it.each(['ab', 'a'.repeat(51), 'Kanban', 'my_module', 'my module'])('refuses the id %j', (id) => {
    const result = validateModuleDefinition({ ...valid, id });
    expect(result.valid).toBe(false);
    expect(result.errors.some((e) => e.startsWith(`Invalid module id "${id}"`))).toBe(true);
  });

  it.each(['core', 'shell', 'system', 'admin', 'api'])('only warns about the reserved prefix %s', (prefix) => {
    const result = validateModuleDefinition({ ...valid, id: `${prefix}-tools` });
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([`Module id "${prefix}-tools" uses the reserved prefix "${prefix}"`]);
  });

  it.each(['1.0', 'v1.0.0', '1.0.0.0', 'latest'])('refuses the version %j', (version) => {
    expect(validateModuleDefinition({ ...valid, version }).valid).toBe(false);
  });

  it.each(['0.1.0', '10.20.30', '1.0.0-beta.1', '1.0.0+build.5'])('accepts the version %j', (version) => {
    expect(validateModuleDefinition({ ...valid, version }).valid).toBe(true);
  });

  it('refuses an unknown install method', () => {
    expect(validateModuleDefinition({ ...valid, installMethod: 'ftp' }).valid).toBe(false);
  });

  it('accepts preloads relative to the module, and refuses any that reach outside it', () => {
    expect(validateModuleDefinition({ ...valid, preloads: [{ route: 'boards/:id', requests: ['boards/:id'] }] }).valid).toBe(true);
    expect(validateModuleDefinition({ ...valid, preloads: [{ route: 'boards/:id', requests: [], chunks: ['kanban-board'] }] }).valid).toBe(
      true,
    );
    const refused = 'Field preloads must be a list of { route, requests, chunks? } with paths relative to the module';
    for (const preloads of [
      'boards',
      [{ route: 'boards/:id' }],
      [{ route: 'boards/:id', requests: ['/workspaces'] }],
      [{ route: 'boards/:id', requests: ['../workspaces'] }],
      [{ route: 'boards/:id', requests: ['https://example.test/x'] }],
      [{ route: 'boards/:id', requests: [], chunks: ['../shell/shell'] }],
    ]) {
      expect(validateModuleDefinition({ ...valid, preloads }).errors).toContain(refused);
    }
  });

  it('refuses a self-dependency', () => {
    const result = validateModuleDefinition({ ...valid, dependencies: ['kanban'] });
    expect(result.errors).toContain('Module cannot depend on itself');
  });

  it('warns, without refusing, about more than 10 dependencies', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `dep-${i}`);
    expect(validateModuleDefinition({ ...valid, dependencies: ten }).warnings).toEqual([]);
    const eleven = validateModuleDefinition({ ...valid, dependencies: [...ten, 'dep-10'] });
    expect(eleven.valid).toBe(true);
    expect(eleven.warnings).toEqual(['Module has more than 10 dependencies']);
  });
});

describe('assertLoadedModule', () => {
  const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

  function failure(fn: () => unknown): ModuleError {
    try {
      fn();
    } catch (error) {
      return error as ModuleError;
    }
    throw new Error('expected a throw');
  }

  it('returns the checked exports, also when they sit on default', () => {
    const bundle = { definition: valid, install: () => undefined, ...lifecycles };
    expect(assertLoadedModule('kanban', bundle)).toBe(bundle);
    expect(assertLoadedModule('kanban', { default: bundle })).toBe(bundle);
  });

  it("fails with 'Module ID mismatch' when the definition id differs", () => {
    const error = failure(() => assertLoadedModule('kanban', { definition: { ...valid, id: 'wiki' }, install: () => {}, ...lifecycles }));
    expect(error).toBeInstanceOf(ModuleError);
    expect(error.message).toBe('Module ID mismatch');
    expect(error.moduleId).toBe('kanban');
  });

  it("fails with 'Module does not provide install function' without install", () => {
    const error = failure(() => assertLoadedModule('kanban', { definition: valid, ...lifecycles }));
    expect(error.message).toBe('Module does not provide install function');
  });

  it('fails without single-spa lifecycles', () => {
    const error = failure(() => assertLoadedModule('kanban', { definition: valid, install: () => {}, mount: async () => {} }));
    expect(error.code).toBe('INVALID_MODULE');
    expect(error.message).toMatch(/single-spa lifecycles/);
  });
});

describe('component registry', () => {
  it("registers a name once and answers 'Component already registered' for a second", () => {
    const Widget = () => null;
    const release = registerComponent('kanban.recent-cards', Widget);
    expect(getRegisteredComponent('kanban.recent-cards')).toBe(Widget);
    expect(() => registerComponent('kanban.recent-cards', () => null)).toThrow('Component already registered');
    release();
    expect(getRegisteredComponent('kanban.recent-cards')).toBeUndefined();
    expect(() => registerComponent('kanban.recent-cards', Widget)()).not.toThrow();
  });
});
