import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { UserRow } from '../users/userSchema';
import { bearerToken, verifyAccessToken } from './accessToken';
import { accountBlocked } from './accountBlocked';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the bearer token, on routes behind `authenticate`. */
    sessionId: string;
  }
}

async function userFromToken(request: FastifyRequest, token: string): Promise<{ user: UserRow; sessionId: string }> {
  const { userId, sessionId } = verifyAccessToken(request.server, token);
  const user = await request.server.signedInUsers.find(userId);
  if (!user) throw new AppError(401, 'token_invalid', 'token_invalid');
  // Blocking ends the sessions too; this covers the moment before that signal reaches every instance.
  if (user.blockedAt) throw accountBlocked();
  return { user, sessionId };
}

/** onRequest hook of every protected route: 401 unless a valid bearer token names an existing user. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError(401, 'unauthorized', 'unauthorized');
  const { user, sessionId } = await userFromToken(request, token);
  request.user = user;
  request.sessionId = sessionId;
}

/** The caller when a valid bearer token is present; null otherwise, never an error. */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  try {
    return (await userFromToken(request, token)).user;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
