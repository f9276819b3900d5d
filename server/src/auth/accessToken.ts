import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors';
import type { UserRow } from '../users/userSchema';

export interface AccessTokenPayload {
  sub: string;
  /** The session (refresh-token family) the token was issued for: logging out revokes it at once. */
  sid: string;
}

/** Whom a valid access token names, and for which session. */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: UserRow;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function signAccessToken(app: FastifyInstance, claims: AccessTokenClaims): string {
  return app.jwt.sign({ sub: claims.userId, sid: claims.sessionId });
}

/** The token in `Authorization: Bearer <token>`, or undefined when the header is absent or another scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The user and session a valid access token names. SPEC §8: the client refreshes on token_invalid,
 * token_expired and token_malformed, so each failure says which it is. A token of a session that was
 * logged out is invalid at once, on every instance, although its signature and expiry still hold.
 */
export function verifyAccessToken(app: FastifyInstance, token: string): AccessTokenClaims {
  let payload: AccessTokenPayload;
  try {
    payload = app.jwt.verify<AccessTokenPayload>(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FAST_JWT_EXPIRED') throw new AppError(401, 'token_expired', 'token_expired');
    if (code === 'FAST_JWT_MALFORMED' || code === 'FAST_JWT_INVALID_TYPE') {
      throw new AppError(401, 'token_malformed', 'token_malformed');
    }
    throw new AppError(401, 'token_invalid', 'token_invalid');
  }
  const { sub, sid } = payload;
  if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid) || app.sessions.isRevoked(sid)) {
    throw new AppError(401, 'token_invalid', 'token_invalid');
  }
  return { userId: sub, sessionId: sid };
}
