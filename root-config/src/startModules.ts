/**
 * After sign-in (or a restored session) the root config runs SPEC §4 'Startup order' through the SDK's
 * startup sequence; its own step loads the workspace's enabled modules. Signing out disables them again.
 */
import type { InstalledModule, ModuleEnableResult, ModuleLoader, StartupResult, StartupSequence } from '@artel/sdk';
import type { Store } from 'effector';

export interface ModuleStartup {
  isAuthenticated: Store<boolean>;
  /** Settles when the shell is on screen (step 1 of the startup order). */
  appMounted: Promise<void>;
  sequence: Pick<StartupSequence, 'setStep' | 'run'>;
  loader: Pick<ModuleLoader, 'loadEnabledModules' | 'disable'>;
  registerCoreModules: () => void;
  fetchInstalledModules: () => Promise<readonly InstalledModule[]>;
  /** Sees every module that could not start (the root config reloads the page once on a chunk-load error). */
  onModuleFailure?: (result: Extract<ModuleEnableResult, { status: 'failed' }>) => void;
  onStartupFinished?: (result: StartupResult) => void;
}

/** @returns a function that stops watching the session (the modules stay as they are). */
export function startModulesOnSignIn(startup: ModuleStartup): () => void {
  const { isAuthenticated, sequence, loader, onModuleFailure, onStartupFinished } = startup;
  let loaded: string[] = [];

  sequence.setStep('mount-app', () => startup.appMounted);
  sequence.setStep('register-core-modules', () => startup.registerCoreModules());
  sequence.setStep('bootstrap-modules', async () => {
    const results = await loader.loadEnabledModules(await startup.fetchInstalledModules());
    loaded = results.filter((result) => result.status === 'active').map((result) => result.moduleId);
    for (const result of results) if (result.status === 'failed') onModuleFailure?.(result);
  });

  const disableLoaded = async () => {
    const moduleIds = loaded;
    loaded = [];
    await Promise.all(moduleIds.map((moduleId) => loader.disable(moduleId)));
  };

  // A store's watch also fires at once with the current value: a session restored from storage starts too.
  const subscription = isAuthenticated.watch((signedIn) => {
    const done = signedIn ? sequence.run({}).then((result) => onStartupFinished?.(result)) : disableLoaded();
    done.catch((error: unknown) => console.warn('Module startup failed', error));
  });
  return () => subscription.unsubscribe();
}
