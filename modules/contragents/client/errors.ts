import { ApiError, i18n, showToast } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** The server's localised message when it gave one, else the module's own fallback text. */
export function failureText(error: unknown, fallbackKey = 'errors.failed'): string {
  return error instanceof ApiError && error.message ? error.message : i18n.t(fallbackKey, { ns: MODULE_ID });
}

export function toastFailure(error: unknown, fallbackKey?: string): void {
  showToast({ message: failureText(error, fallbackKey), intent: 'danger' });
}
