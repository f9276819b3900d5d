/** Retry policies and timeouts (SPEC §9 'Retry policies', SPEC §8 texts). */

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  factor: number;
  /** Randomly shortens each delay to between half and all of it. */
  jitter: boolean;
}

export const RetryPolicies = {
  default: { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 10_000, factor: 2, jitter: true },
  fast: { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1000, factor: 2, jitter: true },
  aggressive: { maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 30_000, factor: 3, jitter: true },
  none: { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, factor: 1, jitter: false },
} as const satisfies Record<string, RetryPolicy>;

/** Delay before retrying after failed attempt number `attempt` (1-based). */
export function computeRetryDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const exponential = policy.baseDelayMs * policy.factor ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, policy.maxDelayMs);
  return policy.jitter ? capped * (0.5 + random() * 0.5) : capped;
}

/** SPEC §9: a request the server refused as the client's fault (400-499) will fail the same way again. */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code <= 499;
}

function abortedError(): Error {
  const error = new Error('Operation aborted');
  error.name = 'AbortError';
  return error;
}

function sleepWithAbort(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortedError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface WithRetryOptions {
  /** Names the operation in 'Retry exhausted for {label} after N attempts'. */
  label: string;
  signal?: AbortSignal;
  /** Extra veto on retrying; client errors (400-499) are never retried regardless. */
  isRetryable?: (error: unknown) => boolean;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

/**
 * Runs `fn` until it succeeds or the policy's attempts run out. A non-retryable error is thrown as it is;
 * running out throws 'Retry exhausted for {label} after N attempts' with the last error as `cause`.
 */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, policy: RetryPolicy, opts: WithRetryOptions): Promise<T> {
  const sleep = opts.sleep ?? sleepWithAbort;
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
    if (opts.signal?.aborted) throw abortedError();
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      if (isClientError(error) || (opts.isRetryable && !opts.isRetryable(error))) throw error;
    }
    if (attempt < policy.maxAttempts) await sleep(computeRetryDelay(policy, attempt, opts.random), opts.signal);
  }
  if (opts.signal?.aborted) throw abortedError();
  throw new Error(`Retry exhausted for ${opts.label} after ${policy.maxAttempts} attempts`, { cause: lastError });
}

/** Rejects with `message` (or the error the factory makes) when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string | (() => Error) = 'Operation timed out'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (typeof message !== 'string') return reject(message());
      const error = new Error(message);
      error.name = 'TimeoutError';
      reject(error);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
