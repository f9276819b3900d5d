import { createHash, randomBytes } from 'node:crypto';

/** Invitations stop working a week after they are made. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this digest is stored; the token itself is shown once, to the inviter, inside the accept link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The shell page that accepts it; the client puts its own origin in front. */
export function acceptPath(token: string): string {
  return `/invitations/accept?token=${encodeURIComponent(token)}`;
}
