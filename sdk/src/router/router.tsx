/**
 * The one router of the platform. single-spa owns the URL: it patches history.pushState/replaceState
 * and re-routes applications on every change, so this router only reads the location into a store
 * and writes it through the History API; the shell and every module share it through the SDK.
 */
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { type AnchorHTMLAttributes, type MouseEvent, useEffect } from 'react';
import { parse } from 'regexparam';

export interface PlatformLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

function readLocation(): PlatformLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

const locationChanged = createEvent<PlatformLocation>();

export const $location = createStore<PlatformLocation>(readLocation()).on(locationChanged, (current, next) =>
  current.pathname === next.pathname && current.search === next.search && current.hash === next.hash ? current : next,
);

const syncLocation = (): void => {
  locationChanged(readLocation());
};
/**
 * Under single-spa a Back is first announced (`before-routing-event`), and the unsaved-changes guard may cancel
 * it; the page follows single-spa's `routing-event` then, not the raw popstate, which this listener, added
 * before single-spa wraps the listeners, would hand over at once, unmounting a form before it is asked about.
 */
const followPopstate = (): void => {
  if (!('singleSpaNavigate' in window)) syncLocation();
};
window.addEventListener('popstate', followPopstate);
window.addEventListener('single-spa:routing-event', syncLocation);

/** Answers whether a navigation may go ahead now; the unsaved-changes guard sets it (`unsaved/navigationGuard`). */
export type NavigationGuard = (to: string, options: NavigateOptions) => boolean;

let navigationGuard: NavigationGuard | null = null;

export function setNavigationGuard(guard: NavigationGuard | null): void {
  navigationGuard = guard;
}

/** Goes to a same-origin URL such as '/workspaces?tab=2'. Navigating to where we are adds no entry. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  if (navigationGuard && !navigationGuard(to, { replace })) return;
  const { pathname, search, hash } = window.location;
  const sameUrl = to === `${pathname}${search}${hash}`;
  if (replace || sameUrl) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(null, '', to);
  syncLocation();
}

/**
 * Exact match of a pattern such as '/workspaces/:id' or '/wiki/*' against a pathname (a trailing
 * slash is tolerated). Returns the decoded params (what '*' matched under the key '*'), or null.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const { keys, pattern: regexp } = parse(pattern);
  const match = regexp.exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  keys.forEach((key, index) => {
    const value = match[index + 1];
    if (value !== undefined) params[key] = decodeURIComponent(value);
  });
  return params;
}

export function useLocation(): PlatformLocation {
  return useUnit($location);
}

export function useSearchParam(name: string): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get(name);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A real link: plain clicks navigate in place, modified and middle clicks keep the browser's behaviour. */
export function Link({ to, replace, onClick, target, ...anchorProps }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...anchorProps} href={to} target={target} onClick={handleClick} />;
}

/** Sends the visitor elsewhere as soon as it renders, replacing the current history entry. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => {
    navigate(to, { replace: true });
  }, [to]);
  return null;
}
