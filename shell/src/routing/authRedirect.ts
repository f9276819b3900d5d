/** Where the auth guard and the guest-only pages send people (SPEC §2 'Guards'). */

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/dashboard';

/**
 * Accepts only a same-origin path, so a crafted `?redirect=https://evil.example` or `//evil.example`
 * can never send a user off the site after sign-in.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if (value.startsWith('/auth/')) return HOME_PATH;
  return value;
}

export function loginPathFor(pathname: string, search = ''): string {
  const wanted = `${pathname}${search}`;
  if (wanted === '/' || wanted === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/** A guest opening the site's root signs in and lands on the dashboard (issue 15), readable in the address bar. */
export const GUEST_ROOT_REDIRECT = `${LOGIN_PATH}?redirect=${HOME_PATH}`;
