import { ApiError, i18n, showToast } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** Tells the user why a call failed: the server's localised message, else the module's own fallback text. */
export function toastFailure(error: unknown, fallbackKey = 'board.saveFailed'): void {
  const message = error instanceof ApiError && error.message ? error.message : i18n.t(fallbackKey, { ns: MODULE_ID });
  showToast({ message, intent: 'danger' });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
