import { moduleRegistry } from '../modules/registry/moduleRegistry';
import { createStartupSequence, STARTUP_STEPS, startupSequence } from './startupSequence';

describe('startup sequence', () => {
  let warnSpy: jest.SpyInstance;
  beforeEach(() => {
    warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warnSpy.mockRestore());

  it('holds SPEC §4 startup order', () => {
    expect(STARTUP_STEPS).toEqual(['mount-app', 'load-organisations', 'init-workspace', 'register-core-modules', 'bootstrap-modules']);
  });

  it('runs the filled steps in SPEC order, whatever order they were set in, skipping empty ones', async () => {
    const sequence = createStartupSequence<{ log: string[] }>();
    sequence.setStep('bootstrap-modules', async (ctx) => void ctx.log.push('bootstrap'));
    sequence.setStep('register-core-modules', (ctx) => void ctx.log.push('core'));
    sequence.setStep('mount-app', (ctx) => void ctx.log.push('mount'));
    const context = { log: [] as string[] };
    const result = await sequence.run(context);
    expect(context.log).toEqual(['mount', 'core', 'bootstrap']);
    expect(result).toEqual({
      completed: ['mount-app', 'register-core-modules', 'bootstrap-modules'],
      skipped: ['load-organisations', 'init-workspace'],
      failed: [],
    });
  });

  it('only warns about a failing step and carries on with the next', async () => {
    const sequence = createStartupSequence();
    const error = new Error('organisations unavailable');
    const next = jest.fn();
    sequence.setStep('load-organisations', async () => {
      throw error;
    });
    sequence.setStep('init-workspace', next);
    const result = await sequence.run({});
    expect(next).toHaveBeenCalledTimes(1);
    expect(result.failed).toEqual([{ step: 'load-organisations', error }]);
    expect(result.completed).toEqual(['init-workspace']);
    expect(warnSpy).toHaveBeenCalledWith('Startup step load-organisations failed', error);
  });

  it('lets a step be cleared and refuses unknown step names', async () => {
    const sequence = createStartupSequence();
    const step = jest.fn();
    sequence.setStep('mount-app', step);
    sequence.setStep('mount-app', undefined);
    await sequence.run({});
    expect(step).not.toHaveBeenCalled();
    expect(() => sequence.setStep('nope' as never, step)).toThrow('Unknown startup step: nope');
  });

  it('registers the core modules in the platform sequence', async () => {
    const result = await startupSequence.run({});
    expect(result.completed).toContain('register-core-modules');
    expect(moduleRegistry.get('auth')?.state).toBe('active');
    expect(moduleRegistry.get('workspace')?.state).toBe('active');
  });
});
