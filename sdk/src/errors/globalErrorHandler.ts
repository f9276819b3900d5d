/**
 * The last line of defence (SPEC §8 'Global handler'): uncaught errors become one short notice in
 * the user's language and one report to the server, without flooding either.
 */
import { i18n } from '../i18n/i18n';
import { showToast } from '../toasts/toastModel';
import type { ErrorReport } from '../types';

export const ERROR_NOTICE_TIMEOUT_MS = 5000;
export const MAX_HANDLED_ERRORS = 10;
export const ERROR_REPORT_URL = '/api/errors';

/** Browser chatter that says nothing about our code. */
const NOISE = [/resizeobserver/i, /loading (css )?chunk/i, /network request failed/i];

export interface GlobalErrorHandlerOptions {
  report(report: ErrorReport): Promise<void>;
  notify(message: string): void;
  /** After this many handled errors, reporting and notices stop. */
  maxErrors?: number;
  now?: () => number;
}

export interface ErrorContext {
  component?: string;
}

export interface GlobalErrorHandler {
  handle(error: unknown, context?: ErrorContext): void;
  /** Errors handled so far (noise and duplicates are not counted). */
  readonly count: number;
}

interface ErrorFacts {
  message: string;
  stack?: string;
  /** Message, code and status in one string, for classification. */
  signature: string;
}

function factsOf(error: unknown): ErrorFacts {
  if (error instanceof Error || (typeof error === 'object' && error !== null)) {
    const record = error as { message?: unknown; stack?: unknown; code?: unknown; status?: unknown; name?: unknown };
    const message = typeof record.message === 'string' ? record.message : String(error);
    const stack = typeof record.stack === 'string' ? record.stack : undefined;
    const signature = [record.name, message, record.code, record.status].filter((part) => part !== undefined).join(' ');
    return { message, ...(stack ? { stack } : {}), signature };
  }
  const message = String(error);
  return { message, signature: message };
}

/** SPEC §8: network/fetch, unauthorized/401, forbidden/403, not found/404, chunk, else generic. */
function noticeKey(signature: string): string {
  if (/network|fetch/i.test(signature)) return 'sdk:errors.network';
  if (/unauthori[sz]ed|\b401\b/i.test(signature)) return 'sdk:errors.sessionExpired';
  if (/forbidden|\b403\b/i.test(signature)) return 'sdk:errors.forbidden';
  if (/not found|\b404\b/i.test(signature)) return 'sdk:errors.notFound';
  if (/chunk/i.test(signature)) return 'sdk:errors.chunk';
  return 'sdk:errors.generic';
}

function createErrorId(now: number): string {
  return `err_${now.toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
}

export function createGlobalErrorHandler({
  report,
  notify,
  maxErrors = MAX_HANDLED_ERRORS,
  now = () => Date.now(),
}: GlobalErrorHandlerOptions): GlobalErrorHandler {
  let count = 0;
  /** When each message was last handled: a repeat while its notice is still up is a duplicate. */
  const lastHandledAt = new Map<string, number>();

  function isDuplicate(message: string, at: number): boolean {
    const previous = lastHandledAt.get(message);
    lastHandledAt.set(message, at);
    return previous !== undefined && at - previous < ERROR_NOTICE_TIMEOUT_MS;
  }

  return {
    handle(error, context = {}) {
      const facts = factsOf(error);
      if (NOISE.some((pattern) => pattern.test(facts.signature))) return;
      const at = now();
      if (isDuplicate(facts.message, at)) return;
      count += 1;
      if (count > maxErrors) return;
      console.error(context.component ? `[${context.component}]` : '[global]', error);
      notify(i18n.t(noticeKey(facts.signature)));
      const errorReport: ErrorReport = {
        errorId: createErrorId(at),
        message: facts.message,
        ...(facts.stack ? { stack: facts.stack } : {}),
        timestamp: new Date(at).toISOString(),
        userAgent: navigator.userAgent,
        url: window.location.href,
        ...(context.component ? { component: context.component } : {}),
      };
      // A failing report must never raise a new error into this very handler.
      report(errorReport).catch(() => undefined);
    },
    get count() {
      return count;
    },
  };
}

async function postErrorReport(errorReport: ErrorReport): Promise<void> {
  await fetch(ERROR_REPORT_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(errorReport),
    keepalive: true,
  });
}

/** The platform's handler; the shell passes the errors it catches here too. */
export const globalErrorHandler = createGlobalErrorHandler({
  report: postErrorReport,
  notify: (message) => {
    showToast({ message, intent: 'danger', timeout: ERROR_NOTICE_TIMEOUT_MS });
  },
});

let uninstall: (() => void) | null = null;

/** Routes uncaught errors and unhandled promise rejections of the page to `globalErrorHandler`. */
export function installGlobalErrorHandler(): () => void {
  if (uninstall) return uninstall;
  const onError = (event: ErrorEvent) => globalErrorHandler.handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => globalErrorHandler.handle(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const remove = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    if (uninstall === remove) uninstall = null;
  };
  uninstall = remove;
  return remove;
}
