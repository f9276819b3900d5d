/**
 * Asks before a navigation would throw typed work away (issue 27). Links and `navigate` are checked before the
 * URL changes; Back/Forward and other history changes through single-spa's `before-routing-event`, whose
 * `cancelNavigation` puts the old URL back; closing or reloading the tab through `beforeunload`, after every
 * piece of work has been kept as a draft where it can be. The question itself is the shell's dialog, which
 * follows `$leaveRequest`.
 */
import { createEvent, createStore } from 'effector';
import { type NavigateOptions, navigate, setNavigationGuard } from '../router/router';
import { workLostByNavigation, type UnsavedWork } from './unsavedWork';

export interface LeaveRequest {
  to: string;
  replace: boolean;
}

const leaveRequested = createEvent<LeaveRequest>();
/** The person chose to stay: nothing changes. */
export const stayOnPage = createEvent();
const leaveSettled = createEvent();

/** A navigation waiting for the person's answer, or null. */
export const $leaveRequest = createStore<LeaveRequest | null>(null)
  .on(leaveRequested, (_, request) => request)
  .reset(stayOnPage, leaveSettled);

/**
 * The navigation the person has just confirmed passes single-spa's announcement of it without asking again.
 * Only a confirmed one: a clean navigation needs no pass, and one that changes nothing (a list writing its
 * filters into the URL it already has) is never announced, so its pass would wait for a later Back to the same
 * URL and let it drop typed work.
 */
let passing: string | null = null;

function absolute(url: string): URL {
  return new URL(url, window.location.href);
}

function lostWork(to: string): UnsavedWork[] {
  return workLostByNavigation(absolute(to), absolute(window.location.href));
}

/** The person chose to leave: the navigation they asked for goes ahead, and the work is dropped. */
export function leavePage(): void {
  const request = $leaveRequest.getState();
  leaveSettled();
  if (!request) return;
  passing = absolute(request.to).href;
  navigate(request.to, { replace: request.replace });
}

/**
 * A leave the platform forces after it has kept the work as drafts (the module of the page stopped): the
 * question would offer a choice the person no longer has.
 */
export function leaveWithoutAsking(to: string, { replace = false }: NavigateOptions = {}): void {
  passing = absolute(to).href;
  navigate(to, { replace });
}

function guard(to: string, { replace = false }: NavigateOptions): boolean {
  if (passing === absolute(to).href || lostWork(to).length === 0) return true;
  leaveRequested({ to, replace });
  return false;
}

interface BeforeRoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

function onBeforeRouting(event: Event): void {
  const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail ?? ({} as BeforeRoutingDetail);
  if (!newUrl || !cancelNavigation) return;
  if (passing === absolute(newUrl).href) {
    passing = null;
    return;
  }
  if (workLostByNavigation(absolute(newUrl), absolute(oldUrl)).length === 0) return;
  cancelNavigation(true);
  leaveRequested({ to: absolute(newUrl).pathname + absolute(newUrl).search + absolute(newUrl).hash, replace: false });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  const lost = workLostByNavigation(new URL('about:blank'), absolute(window.location.href));
  if (lost.length === 0) return;
  for (const work of lost) void work.saveDraft?.();
  event.preventDefault();
  // Older browsers show their question only when a value is set.
  event.returnValue = '';
}

let installed = false;

/** Installs the guard once for the page; idempotent. */
export function installNavigationGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  setNavigationGuard(guard);
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('beforeunload', onBeforeUnload);
}
