import { computeRetryDelay, RetryPolicies, withRetry, withTimeout, type RetryPolicy } from './retryPolicies';

const noJitter = (policy: RetryPolicy): RetryPolicy => ({ ...policy, jitter: false });
const instantSleep = () => Promise.resolve();

describe('retry policies', () => {
  it('holds SPEC §9 numbers', () => {
    expect(RetryPolicies.default).toEqual({ maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 10000, factor: 2, jitter: true });
    expect(RetryPolicies.fast).toMatchObject({ maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1000 });
    expect(RetryPolicies.aggressive).toMatchObject({ maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 30000, factor: 3 });
    expect(RetryPolicies.none.maxAttempts).toBe(1);
  });

  it('grows the delay by the factor and caps it', () => {
    const policy = noJitter(RetryPolicies.default);
    expect([1, 2, 3, 4, 5].map((attempt) => computeRetryDelay(policy, attempt))).toEqual([1000, 2000, 4000, 8000, 10000]);
    const aggressive = noJitter(RetryPolicies.aggressive);
    expect([1, 2, 3, 4, 5].map((attempt) => computeRetryDelay(aggressive, attempt))).toEqual([500, 1500, 4500, 13500, 30000]);
    expect(computeRetryDelay(noJitter(RetryPolicies.fast), 10)).toBe(1000);
  });

  it('jitter reduces the delay to between half and all of it', () => {
    expect(computeRetryDelay(RetryPolicies.default, 2, () => 0)).toBe(1000);
    expect(computeRetryDelay(RetryPolicies.default, 2, () => 0.5)).toBe(1500);
    expect(computeRetryDelay(RetryPolicies.default, 2, () => 0.999999)).toBeCloseTo(2000, 0);
  });
});

describe('withRetry', () => {
  it('retries until success, sleeping the policy delays in between', async () => {
    const sleep = jest.fn((_ms: number) => Promise.resolve());
    const fn = jest.fn().mockRejectedValueOnce(new Error('a')).mockRejectedValueOnce(new Error('b')).mockResolvedValue('ok');
    await expect(withRetry(fn, noJitter(RetryPolicies.default), { label: 'x', sleep })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it("gives 'Retry exhausted for {label} after N attempts' with the last error as cause", async () => {
    const last = new Error('third');
    const fn = jest.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2')).mockRejectedValue(last);
    const error = (await withRetry(fn, RetryPolicies.default, { label: 'kanban', sleep: instantSleep }).catch((e) => e)) as Error;
    expect(error.message).toBe('Retry exhausted for kanban after 3 attempts');
    expect(error.cause).toBe(last);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it.each([400, 404, 422, 499])('does not retry a client error with status %i', async (status) => {
    const clientError = Object.assign(new Error('client'), { status });
    const fn = jest.fn().mockRejectedValue(clientError);
    await expect(withRetry(fn, RetryPolicies.aggressive, { label: 'x', sleep: instantSleep })).rejects.toBe(clientError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it.each([500, 503, 399])('retries an error with status %i', async (status) => {
    const fn = jest.fn().mockRejectedValue(Object.assign(new Error('server'), { status }));
    await expect(withRetry(fn, RetryPolicies.fast, { label: 'x', sleep: instantSleep })).rejects.toThrow('Retry exhausted');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('honours isRetryable', async () => {
    const fn = jest.fn().mockRejectedValue(new Error('fatal'));
    await expect(withRetry(fn, RetryPolicies.default, { label: 'x', sleep: instantSleep, isRetryable: () => false })).rejects.toThrow(
      'fatal',
    );
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("stops with 'Operation aborted' when aborted while waiting to retry", async () => {
    jest.useFakeTimers();
    try {
      const controller = new AbortController();
      const fn = jest.fn().mockRejectedValue(new Error('down'));
      const result = withRetry(fn, RetryPolicies.default, { label: 'x', signal: controller.signal }).catch((e: Error) => e);
      await Promise.resolve();
      controller.abort();
      expect(((await result) as Error).message).toBe('Operation aborted');
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits the real delay with the default sleep', async () => {
    jest.useFakeTimers();
    try {
      const fn = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
      const result = withRetry(fn, noJitter(RetryPolicies.default), { label: 'x' });
      await jest.advanceTimersByTimeAsync(999);
      expect(fn).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('up');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("rejects with 'Operation timed out' after the given time", async () => {
    const result = withTimeout(new Promise(() => undefined), 5000).catch((e: Error) => e);
    jest.advanceTimersByTime(4999);
    jest.advanceTimersByTime(1);
    expect(((await result) as Error).message).toBe('Operation timed out');
  });

  it('passes the value through when in time, and uses a custom message or error', async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7);
    const custom = withTimeout(new Promise(() => undefined), 10, 'slow').catch((e: Error) => e.message);
    const made = withTimeout(new Promise(() => undefined), 10, () => new RangeError('made')).catch((e: Error) => e);
    jest.advanceTimersByTime(10);
    expect(await custom).toBe('slow');
    expect(await made).toBeInstanceOf(RangeError);
  });

  it('does not time out a promise that settles first', async () => {
    let settle: (v: string) => void = () => undefined;
    const result = withTimeout(new Promise<string>((resolve) => (settle = resolve)), 100);
    jest.advanceTimersByTime(99);
    settle('done');
    await expect(result).resolves.toBe('done');
  });
});
