import { ModuleError, ModuleErrorMessages } from './moduleErrors';

describe('module errors', () => {
  it('carries its code, module id and cause', () => {
    const cause = new Error('network');
    const error = new ModuleError('LOAD_FAILED', 'x', { moduleId: 'wiki', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ModuleError', code: 'LOAD_FAILED', moduleId: 'wiki', cause });
  });

  it('builds SPEC §8 messages verbatim', () => {
    expect(ModuleErrorMessages.notFound()).toBe('Module not found in registry');
    expect(ModuleErrorMessages.permissionDenied('wiki')).toBe('Permission denied to load module wiki');
    expect(ModuleErrorMessages.loadTimeout('wiki', 30000)).toBe('Module wiki loading timed out after 30000ms');
    expect(ModuleErrorMessages.loadFailed('wiki', new Error('404'))).toBe('Failed to load module wiki: 404');
    expect(ModuleErrorMessages.initFailed('wiki', 'boom')).toBe('Failed to initialize module wiki: boom');
    expect(ModuleErrorMessages.fileNotFound()).toBe('Module file not found');
    expect(ModuleErrorMessages.invalidTransition()).toBe('Invalid state transition');
    expect(ModuleErrorMessages.idMismatch()).toBe('Module ID mismatch');
    expect(ModuleErrorMessages.noInstall()).toBe('Module does not provide install function');
    expect(ModuleErrorMessages.componentRegistered()).toBe('Component already registered');
    expect(ModuleErrorMessages.routerUnavailable()).toBe('Router not available for module enablement');
  });
});
