/** The workspace context's failures (SPEC §5 'Create workspace', §8 'Workspace toasts'), each with a translated message. */
import { ApiError } from '../api/apiError';
import { addTranslations, i18n, SDK_NAMESPACE } from '../i18n/i18n';
import type { ValidationIssue } from '../validation';
import ru from './locales/ru.json';

addTranslations(SDK_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './locales/en.json') });

export type WorkspaceErrorCode =
  'invalid_data' | 'create_failed' | 'not_found' | 'not_authenticated' | 'switch_in_progress' | 'init_failed' | 'request_failed';

const MESSAGE_KEYS: Record<Exclude<WorkspaceErrorCode, 'invalid_data' | 'request_failed'>, string> = {
  create_failed: 'workspace.errors.createFailed',
  not_found: 'workspace.errors.notFound',
  not_authenticated: 'workspace.errors.notAuthenticated',
  switch_in_progress: 'workspace.errors.switchInProgress',
  init_failed: 'workspace.errors.initFailed',
};

export class WorkspaceError extends Error {
  override name = 'WorkspaceError';
  readonly code: WorkspaceErrorCode;
  /** HTTP status of the request behind it; 0 when none was made or none answered. */
  readonly status: number;

  constructor(code: WorkspaceErrorCode, message: string, status = 0) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** One of SPEC §8's workspace errors, in the current language. */
export function workspaceError(code: keyof typeof MESSAGE_KEYS, status = 0): WorkspaceError {
  return new WorkspaceError(code, i18n.t(`${SDK_NAMESPACE}:${MESSAGE_KEYS[code]}`), status);
}

/** The first validation issue, translated ('Invalid workspace data: name is required', ...). */
export function invalidWorkspaceData(issues: readonly ValidationIssue[]): WorkspaceError {
  const [first] = issues;
  const message = first ? i18n.t(`${SDK_NAMESPACE}:${first.key}`, { ...first.params }) : '';
  return new WorkspaceError('invalid_data', message, 0);
}

/**
 * A failed workspace request: no session is 'User not authenticated', a refusal or a missing
 * workspace is 'Workspace not found or access denied', anything else keeps the API's own message.
 */
export function workspaceRequestError(cause: unknown): WorkspaceError {
  if (cause instanceof WorkspaceError) return cause;
  if (cause instanceof ApiError) {
    if (cause.status === 401) return workspaceError('not_authenticated', 401);
    if (cause.status === 403 || cause.status === 404) return workspaceError('not_found', cause.status);
    return new WorkspaceError('request_failed', cause.message, cause.status);
  }
  return new WorkspaceError('request_failed', i18n.t(`${SDK_NAMESPACE}:errors.request`), 0);
}
