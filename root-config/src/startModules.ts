/**
 * After sign-in (or a restored session) the root config runs SPEC §4 'Startup order' through the SDK's
 * startup sequence; its own step loads the workspace's enabled modules through the SDK's module
 * lifecycle. From then on the list is refreshed whenever it may have changed (a workspace switch, the
 * window getting focus), which loads and unloads modules with no reload. Signing out unloads them.
 */
import type { InstalledModule, ModuleEnableResult, ModuleLifecycle, StartupResult, StartupSequence } from '@artel/sdk/host';
import type { Store } from 'effector';

/**
 * Subscribes `refresh` to one kind of change, and `apply` to the list entries that kind carries (a module enabled
 * or disabled elsewhere); returns the unsubscribe.
 */
export type ListChangeSource = (refresh: () => void, apply: (entry: InstalledModule) => void) => () => void;

export interface ModuleStartup {
  isAuthenticated: Store<boolean>;
  /** Settles when the shell is on screen (step 1 of the startup order). */
  appMounted: Promise<void>;
  sequence: Pick<StartupSequence, 'setStep' | 'run'>;
  lifecycle: Pick<ModuleLifecycle, 'refresh' | 'apply' | 'unloadAll'>;
  registerCoreModules: () => void;
  /** Asks for what the steps will need, all at once, before they start waiting for the shell. */
  prefetch?: () => void;
  /** What may change the workspace's module list after the start. */
  listChanges?: readonly ListChangeSource[];
  /** Sees every module that could not start (the root config reloads the page once on a chunk-load error). */
  onModuleFailure?: (result: Extract<ModuleEnableResult, { status: 'failed' }>) => void;
  onStartupFinished?: (result: StartupResult) => void;
}

/** @returns a function that stops watching the session and the list changes (the modules stay as they are). */
export function startModulesOnSignIn(startup: ModuleStartup): () => void {
  const { isAuthenticated, sequence, lifecycle, onModuleFailure, onStartupFinished } = startup;
  // Refreshes wait for the startup: before it the current workspace is not chosen yet.
  let started = false;

  sequence.setStep('mount-app', () => startup.appMounted);
  sequence.setStep('register-core-modules', () => startup.registerCoreModules());
  sequence.setStep('bootstrap-modules', async () => {
    const results = await lifecycle.refresh();
    for (const result of results) if (result.status === 'failed') onModuleFailure?.(result);
  });

  const refresh = () => {
    if (!started) return;
    lifecycle.refresh().catch((error: unknown) => console.warn('Could not refresh the workspace modules', error));
  };
  const apply = (entry: InstalledModule) => {
    if (!started) return;
    lifecycle.apply(entry).catch((error: unknown) => console.warn(`Could not apply the change of module ${entry.moduleId}`, error));
  };
  const unsubscribers = (startup.listChanges ?? []).map((subscribe) => subscribe(refresh, apply));

  // A store's watch also fires at once with the current value: a session restored from storage starts too.
  const subscription = isAuthenticated.watch((signedIn) => {
    started = false;
    if (signedIn) startup.prefetch?.();
    const done = signedIn
      ? sequence.run({}).then((result) => {
          started = isAuthenticated.getState();
          onStartupFinished?.(result);
        })
      : lifecycle.unloadAll();
    done.catch((error: unknown) => console.warn('Module startup failed', error));
  });
  return () => {
    subscription.unsubscribe();
    unsubscribers.forEach((unsubscribe) => unsubscribe());
  };
}
