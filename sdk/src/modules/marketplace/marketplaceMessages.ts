/** SPEC §8 marketplace failure messages ('Failed to load modules', …) and the success toasts beside them. */
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE, UNKNOWN_ERROR_CODE } from '../../api/apiError';
import { addTranslations, i18n, SDK_NAMESPACE } from '../../i18n/i18n';
import { showToast } from '../../toasts/toastModel';
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

/** What became of the unsaved work on the pages of a module that stopped: none, kept as drafts, or not all kept. */
export type StoppedWorkOutcome = 'none' | 'kept' | 'lost';

/** A message about work stays longer than the usual toast: it tells where that work is. */
const WORK_TOAST_TIMEOUT_MS = 15_000;

/** Why a user was sent off the pages of a module that stopped, and what became of their unsaved work. */
export function toastModuleLeft(
  name: string,
  { blocked = false, work = 'none' }: { blocked?: boolean; work?: StoppedWorkOutcome } = {},
): void {
  const why = i18n.t(`${SDK_NAMESPACE}:marketplace.${blocked ? 'leftBlocked' : 'left'}`, { name });
  if (work === 'none') {
    showToast({ message: why, intent: 'warning' });
    return;
  }
  showToast({
    message: `${why}. ${i18n.t(`${SDK_NAMESPACE}:marketplace.leftWork.${work}`)}`,
    intent: work === 'kept' ? 'warning' : 'danger',
    timeout: WORK_TOAST_TIMEOUT_MS,
  });
}

/** A module runs again where a person's work was kept when it stopped: «Открыть черновик» takes them back to it. */
export function toastKeptWorkOffered(name: string, open: () => void): void {
  showToast({
    message: i18n.t(`${SDK_NAMESPACE}:marketplace.keptWork.offered`, { name }),
    intent: 'primary',
    timeout: WORK_TOAST_TIMEOUT_MS,
    action: { text: i18n.t(`${SDK_NAMESPACE}:marketplace.keptWork.open`), onClick: open },
  });
}

/** «Обновить сейчас» found work it could not keep as a draft: the old version stays until it is saved. */
export function toastUpdateWorkNotKept(name: string): void {
  showToast({
    message: i18n.t(`${SDK_NAMESPACE}:marketplace.updateWorkNotKept`, { name }),
    intent: 'danger',
    timeout: WORK_TOAST_TIMEOUT_MS,
  });
}
