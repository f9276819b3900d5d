/** SPEC §8 success toasts and failure fallbacks of the legal entity actions. */
import { ApiError, UNKNOWN_ERROR_CODE } from '../api/apiError';
import { addTranslations, i18n, SDK_NAMESPACE } from '../i18n/i18n';
import { showToast } from '../toasts/toastModel';
import ru from './messages.ru.json';

addTranslations(SDK_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './messages.en.json') });

export type LegalEntitySuccess = Exclude<keyof typeof ru.legalEntities, 'failed'>;
export type LegalEntityAction = keyof typeof ru.legalEntities.failed;

/** Codes whose message says nothing the action's own fallback would not say better. */
const UNINFORMATIVE_CODES = new Set([UNKNOWN_ERROR_CODE, 'validation_error', 'internal_error']);

export function toastLegalEntitySuccess(success: LegalEntitySuccess): void {
  showToast({ message: i18n.t(`sdk:legalEntities.${success}`), intent: 'success' });
}

/** The server's own reason when it gave one (a taken INN, an entity with workspaces), else SPEC §8's fallback. */
export function legalEntityFailureMessage(action: LegalEntityAction, error: unknown): string {
  if (error instanceof ApiError && !UNINFORMATIVE_CODES.has(error.code)) return error.message;
  return i18n.t(`sdk:legalEntities.failed.${action}`);
}

export function toastLegalEntityFailure(action: LegalEntityAction, error: unknown): void {
  showToast({ message: legalEntityFailureMessage(action, error), intent: 'danger' });
}
