/**
 * How a module tells someone that a call failed (SPEC §8), one way for every module: the module's own words for
 * the server's error code when it has them (`errorCodes.<code>` in its namespace), else the server's message,
 * already in their language (the SDK's connection, timeout and request texts included), else the module's
 * fallback for a failure that never reached the server's answer.
 */
import { ApiError } from '../api/apiError';
import { i18n } from '../i18n/i18n';
import { showToast } from './toastModel';

export interface FailureToasts {
  /** The text for a failure, e.g. under a form; `fallbackKey` is a key of the module's namespace. */
  failureText(error: unknown, fallbackKey?: string): string;
  /** Shows that text as a danger toast. */
  toastFailure(error: unknown, fallbackKey?: string): void;
}

/** Bound once per module: `export const { toastFailure, failureText } = createFailureToasts(MODULE_ID, 'errors.failed')`. */
export function createFailureToasts(namespace: string, defaultFallbackKey: string): FailureToasts {
  const failureText = (error: unknown, fallbackKey = defaultFallbackKey): string => {
    if (error instanceof ApiError) {
      const ownWords = `errorCodes.${error.code}`;
      if (i18n.exists(ownWords, { ns: namespace })) return i18n.t(ownWords, { ns: namespace });
      if (error.message) return error.message;
    }
    return i18n.t(fallbackKey, { ns: namespace });
  };
  return {
    failureText,
    toastFailure(error, fallbackKey) {
      showToast({ message: failureText(error, fallbackKey), intent: 'danger' });
    },
  };
}
