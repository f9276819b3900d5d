/**
 * An invitation seen on the sign-in or sign-up page (issue 31). The route guard brings the visitor back to
 * /invitations/accept?token=… after they signed in; the accept page then joins at once instead of asking
 * again, but only for the invitation this tab was shown. Kept per tab, so another tab is not affected.
 */
const KEY = 'artel.invitationToJoin';

/** Accept-page links the guard puts in `?redirect=`: the invitation's token, or null for any other target. */
export function invitationTokenFromRedirect(search: string): string | null {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect?.startsWith('/invitations/accept?')) return null;
  return new URLSearchParams(redirect.slice(redirect.indexOf('?'))).get('token') || null;
}

export function rememberInvitationToJoin(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Without storage the accept page asks for one more click.
  }
}

/** Whether `token` is the invitation this tab was shown before signing in; forgets it either way. */
export function takeInvitationToJoin(token: string): boolean {
  try {
    const remembered = sessionStorage.getItem(KEY);
    if (remembered === token) sessionStorage.removeItem(KEY);
    return remembered === token;
  } catch {
    return false;
  }
}
