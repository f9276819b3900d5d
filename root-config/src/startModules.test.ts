import { createStartupSequence, type ModuleEnableResult } from '@artel/sdk/host';
import { createEvent, createStore } from 'effector';
import { startModulesOnSignIn, type ListChangeSource, type ModuleStartup } from './startModules';

function setup(signedIn: boolean, results: ModuleEnableResult[] = [{ moduleId: 'kanban', status: 'active' }]) {
  const signIn = createEvent<boolean>();
  const isAuthenticated = createStore(signedIn).on(signIn, (_, value) => value);
  const log: string[] = [];
  let changed: () => void = () => undefined;
  const listChange: ListChangeSource = (refresh) => {
    changed = refresh;
    return () => {
      changed = () => undefined;
    };
  };
  const startup: ModuleStartup = {
    isAuthenticated,
    appMounted: Promise.resolve(),
    sequence: createStartupSequence(),
    lifecycle: {
      refresh: jest.fn(async () => {
        log.push('refresh modules');
        return results;
      }),
      apply: jest.fn(async () => []),
      unloadAll: jest.fn(async () => undefined),
    },
    registerCoreModules: jest.fn(() => void log.push('register core modules')),
    prefetch: jest.fn(() => void log.push('prefetch')),
    listChanges: [listChange],
    onModuleFailure: jest.fn(),
  };
  return { startup, signIn, log, listChanged: () => changed() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startModulesOnSignIn', () => {
  it('waits for a sign-in, then registers the core modules and loads the workspace modules, in that order', async () => {
    const { startup, signIn, log } = setup(false);
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.lifecycle.refresh).not.toHaveBeenCalled();

    signIn(true);
    await settle();
    expect(log).toEqual(['prefetch', 'register core modules', 'refresh modules']);
    expect(startup.registerCoreModules).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a session restored from storage', async () => {
    const { startup } = setup(true);
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.lifecycle.refresh).toHaveBeenCalledTimes(1);
  });

  it('unloads the modules when the user signs out', async () => {
    const { startup, signIn } = setup(true);
    startModulesOnSignIn(startup);
    await settle();
    signIn(false);
    await settle();
    expect(startup.lifecycle.unloadAll).toHaveBeenCalledTimes(1);
  });

  it('hands every module that failed to start to onModuleFailure', async () => {
    const failure = { moduleId: 'wiki', status: 'failed', error: new Error('Error loading') } as unknown as ModuleEnableResult;
    const { startup } = setup(true, [{ moduleId: 'kanban', status: 'active' }, failure]);
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.onModuleFailure).toHaveBeenCalledWith(failure);
  });

  it('asks for the startup data before the app is mounted, and never while signed out', async () => {
    const { startup, signIn } = setup(false);
    let mounted: () => void = () => undefined;
    startup.appMounted = new Promise<void>((resolve) => (mounted = resolve));
    startModulesOnSignIn(startup);
    expect(startup.prefetch).not.toHaveBeenCalled();
    signIn(true);
    expect(startup.prefetch).toHaveBeenCalledTimes(1);
    expect(startup.lifecycle.refresh).not.toHaveBeenCalled();
    mounted();
    await settle();
    expect(startup.lifecycle.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not load modules before the app is mounted', async () => {
    const { startup } = setup(true);
    let mounted!: () => void;
    startup.appMounted = new Promise<void>((resolve) => (mounted = resolve));
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.lifecycle.refresh).not.toHaveBeenCalled();
    mounted();
    await settle();
    expect(startup.lifecycle.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes the modules on a list change (a workspace switch) once started, and never while signed out', async () => {
    const { startup, signIn, listChanged } = setup(false);
    const stop = startModulesOnSignIn(startup);
    listChanged();
    await settle();
    expect(startup.lifecycle.refresh).not.toHaveBeenCalled();

    signIn(true);
    await settle();
    listChanged();
    await settle();
    expect(startup.lifecycle.refresh).toHaveBeenCalledTimes(2);

    signIn(false);
    await settle();
    listChanged();
    stop();
    listChanged();
    await settle();
    expect(startup.lifecycle.refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps going when a refresh fails', async () => {
    const { startup, listChanged } = setup(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    startModulesOnSignIn(startup);
    await settle();
    (startup.lifecycle.refresh as jest.Mock).mockRejectedValueOnce(new Error('offline'));
    listChanged();
    await settle();
    expect(warn).toHaveBeenCalledWith('Could not refresh the workspace modules', expect.any(Error));
    warn.mockRestore();
  });
});
