/** Request errors as every caller sees them (SPEC §8 'Request errors'). */
import { i18n } from '../i18n/i18n';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string;
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  readonly details?: unknown;

  constructor(message: string, code: string, status: number, details?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    if (details !== undefined) this.details = details;
  }
}

export const NETWORK_ERROR_CODE = 'network_error';
export const TIMEOUT_ERROR_CODE = 'timeout';
export const UNKNOWN_ERROR_CODE = 'unknown_error';

/** Thrown by the API client when a request runs past its time limit. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads the server's error body. Two shapes exist: `{ error: 'code', message, details }` and the
 * nested `{ error: { code?, message, statusCode, details? } }` that our server always sends.
 */
function fromServerBody(body: Record<string, unknown>, status: number): ApiError | null {
  const { error } = body;
  if (typeof error === 'string') {
    const message = nonEmptyString(body.message);
    if (!message) return null;
    return new ApiError(message, error, status, body.details);
  }
  if (isRecord(error)) {
    const message = nonEmptyString(error.message);
    if (!message) return null;
    const nestedStatus = typeof error.statusCode === 'number' ? error.statusCode : status;
    const code = nonEmptyString(error.code) ?? UNKNOWN_ERROR_CODE;
    return new ApiError(message, code, status || nestedStatus, error.details);
  }
  return null;
}

/**
 * Turns whatever a request produced into an ApiError: a server error body (with the response status),
 * a network failure (fetch rejects with a TypeError), a timeout, or anything else.
 */
export function toApiError(cause: unknown, status = 0): ApiError {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof RequestTimeoutError || (cause instanceof Error && cause.name === 'TimeoutError')) {
    return new ApiError(i18n.t('sdk:errors.timeout'), TIMEOUT_ERROR_CODE, 0);
  }
  if (cause instanceof TypeError || (cause instanceof Error && cause.name === 'NetworkError')) {
    return new ApiError(i18n.t('sdk:errors.network'), NETWORK_ERROR_CODE, 0);
  }
  if (isRecord(cause) && !(cause instanceof Error)) {
    const fromBody = fromServerBody(cause, status);
    if (fromBody) return fromBody;
  }
  return new ApiError(i18n.t('sdk:errors.request'), UNKNOWN_ERROR_CODE, status);
}

const TOKEN_ERROR_CODES = new Set(['token_invalid', 'token_expired', 'token_malformed']);
const TOKEN_ERROR_MESSAGE = /token|expired|unauthorized|authorization header required/i;

/**
 * SPEC §8: a 401 whose code is a token code, or whose message speaks of the token, expiry,
 * 'unauthorized' or the missing Authorization header, means "refresh and retry"; any other 401
 * (a wrong password on login) does not.
 */
export function isTokenError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return TOKEN_ERROR_CODES.has(error.code) || TOKEN_ERROR_MESSAGE.test(error.message) || error.code === 'unauthorized';
}
