import { ApiError, i18n, showToast } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** Tells the user why a call failed: the server's message in their language, else the wiki's own fallback. */
export function toastFailure(error: unknown, fallbackKey = 'errors.generic'): void {
  const message = error instanceof ApiError && error.message ? error.message : i18n.t(fallbackKey, { ns: MODULE_ID });
  showToast({ message, intent: 'danger' });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
