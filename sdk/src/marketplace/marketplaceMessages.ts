/** SPEC §8 marketplace failure messages ('Failed to load modules', …) and the success toasts beside them. */
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE, UNKNOWN_ERROR_CODE } from '../api/apiError';
import { addTranslations, i18n, SDK_NAMESPACE } from '../i18n/i18n';
import { showToast } from '../toasts/toastModel';
import ru from './locales/ru.json';

addTranslations(SDK_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './locales/en.json') });

export type MarketplaceAction = keyof typeof ru.marketplace.failed;
export type MarketplaceSuccess = keyof typeof ru.marketplace.done;

/** Codes whose message adds nothing to the action's own text. */
const UNINFORMATIVE_CODES = new Set([UNKNOWN_ERROR_CODE, 'validation_error', 'internal_error']);

/**
 * The SPEC §8 text of the action, followed by the server's own reason when it gave one
 * ('Failed to enable module: Module reports needs modules that are not enabled: kanban').
 */
export function marketplaceFailureMessage(action: MarketplaceAction, error?: unknown): string {
  const text = i18n.t(`${SDK_NAMESPACE}:marketplace.failed.${action}`);
  if (!(error instanceof ApiError) || UNINFORMATIVE_CODES.has(error.code)) return text;
  if (error.code === NETWORK_ERROR_CODE || error.code === TIMEOUT_ERROR_CODE) return `${text}. ${error.message}`;
  return `${text}: ${error.message}`;
}

export function toastMarketplaceFailure(action: MarketplaceAction, error?: unknown): void {
  showToast({ message: marketplaceFailureMessage(action, error), intent: 'danger' });
}

export function toastMarketplaceSuccess(success: MarketplaceSuccess, values: { name: string; version?: string }): void {
  showToast({ message: i18n.t(`${SDK_NAMESPACE}:marketplace.done.${success}`, values), intent: 'success' });
}

/** Why a user was sent off the pages of a module that stopped. */
export function toastModuleLeft(name: string, blocked = false): void {
  showToast({ message: i18n.t(`${SDK_NAMESPACE}:marketplace.${blocked ? 'leftBlocked' : 'left'}`, { name }), intent: 'warning' });
}
