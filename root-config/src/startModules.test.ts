import { createStartupSequence, type InstalledModule, type ModuleEnableResult } from '@artel/sdk';
import { createEvent, createStore } from 'effector';
import { startModulesOnSignIn, type ModuleStartup } from './startModules';

const kanban = { moduleId: 'kanban', enabled: true } as InstalledModule;
const wiki = { moduleId: 'wiki', enabled: true } as InstalledModule;

function setup(signedIn: boolean, results: ModuleEnableResult[] = [{ moduleId: 'kanban', status: 'active' }]) {
  const signIn = createEvent<boolean>();
  const isAuthenticated = createStore(signedIn).on(signIn, (_, value) => value);
  const log: string[] = [];
  const startup: ModuleStartup = {
    isAuthenticated,
    appMounted: Promise.resolve(),
    sequence: createStartupSequence(),
    loader: {
      loadEnabledModules: jest.fn(async () => {
        log.push('load modules');
        return results;
      }),
      disable: jest.fn(async () => undefined),
    },
    registerCoreModules: jest.fn(() => void log.push('register core modules')),
    fetchInstalledModules: jest.fn(async () => {
      log.push('fetch installed modules');
      return [kanban, wiki];
    }),
    onModuleFailure: jest.fn(),
  };
  return { startup, signIn, log };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startModulesOnSignIn', () => {
  it('waits for a sign-in, then registers the core modules and loads the installed ones in order', async () => {
    const { startup, signIn, log } = setup(false);
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.fetchInstalledModules).not.toHaveBeenCalled();

    signIn(true);
    await settle();
    expect(log).toEqual(['register core modules', 'fetch installed modules', 'load modules']);
    expect(startup.registerCoreModules).toHaveBeenCalledTimes(1);
    expect(startup.loader.loadEnabledModules).toHaveBeenCalledWith([kanban, wiki]);
  });

  it('starts at once for a session restored from storage', async () => {
    const { startup } = setup(true);
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.loader.loadEnabledModules).toHaveBeenCalledTimes(1);
  });

  it('disables the modules it loaded when the user signs out', async () => {
    const { startup, signIn } = setup(true, [
      { moduleId: 'kanban', status: 'active' },
      { moduleId: 'wiki', status: 'skipped', reason: 'missing permission' },
    ]);
    startModulesOnSignIn(startup);
    await settle();

    signIn(false);
    await settle();
    expect(startup.loader.disable).toHaveBeenCalledTimes(1);
    expect(startup.loader.disable).toHaveBeenCalledWith('kanban');
  });

  it('hands every module that failed to start to onModuleFailure', async () => {
    const failure = { moduleId: 'wiki', status: 'failed', error: new Error('Error loading') } as unknown as ModuleEnableResult;
    const { startup } = setup(true, [{ moduleId: 'kanban', status: 'active' }, failure]);
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.onModuleFailure).toHaveBeenCalledWith(failure);
  });

  it('does not load modules before the app is mounted', async () => {
    const { startup } = setup(true);
    let mounted!: () => void;
    startup.appMounted = new Promise<void>((resolve) => (mounted = resolve));
    startModulesOnSignIn(startup);
    await settle();
    expect(startup.loader.loadEnabledModules).not.toHaveBeenCalled();
    mounted();
    await settle();
    expect(startup.loader.loadEnabledModules).toHaveBeenCalledTimes(1);
  });
});
