/** SPEC §4 'Startup order' as named steps that run in order; a failing step is only a warning. */
import { registerCoreModules } from '../modules/coreModules';

export const STARTUP_STEPS = ['mount-app', 'load-organisations', 'init-workspace', 'register-core-modules', 'bootstrap-modules'] as const;

export type StartupStepId = (typeof STARTUP_STEPS)[number];

/** What the steps share (the root config passes it); later issues may augment this interface. */
export interface StartupContext {
  [key: string]: unknown;
}

export type StartupStep<C = StartupContext> = (context: C) => void | Promise<void>;

export interface StartupResult {
  completed: StartupStepId[];
  /** Steps no one has filled in yet. */
  skipped: StartupStepId[];
  failed: Array<{ step: StartupStepId; error: unknown }>;
}

export interface StartupSequence<C = StartupContext> {
  /** Sets or (with undefined) clears the function of a step. */
  setStep(id: StartupStepId, run: StartupStep<C> | undefined): void;
  run(context: C): Promise<StartupResult>;
}

export function createStartupSequence<C = StartupContext>(): StartupSequence<C> {
  const steps = new Map<StartupStepId, StartupStep<C>>();
  return {
    setStep(id, run) {
      if (!STARTUP_STEPS.includes(id)) throw new Error(`Unknown startup step: ${String(id)}`);
      if (run) steps.set(id, run);
      else steps.delete(id);
    },
    async run(context) {
      const result: StartupResult = { completed: [], skipped: [], failed: [] };
      for (const id of STARTUP_STEPS) {
        const step = steps.get(id);
        if (!step) {
          result.skipped.push(id);
          continue;
        }
        try {
          await step(context);
          result.completed.push(id);
        } catch (error) {
          console.warn(`Startup step ${id} failed`, error);
          result.failed.push({ step: id, error });
        }
      }
      return result;
    },
  };
}

/** The platform's sequence; the root config fills 'mount-app' and 'bootstrap-modules'. */
export const startupSequence = createStartupSequence();
startupSequence.setStep('register-core-modules', () => {
  registerCoreModules();
});
