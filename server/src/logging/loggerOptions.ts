import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { withoutKnownSecrets } from './knownSecrets';
import { serializeErrorSafely } from './safeError';

/** Keys whose values are secrets wherever they appear in a logged object (up to three levels deep). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'botToken',
  'bot_token',
  'secret',
  'jwtSecret',
  'authorization',
  'cookie',
];

export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
  'req.headers["set-cookie"]',
  'req.headers["x-telegram-bot-api-secret-token"]',
];

/** Query parameters that carry credentials (the notification socket takes its token in the URL). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Last line of defence for secrets that reach a message string: scrypt hashes, JWTs, bearer credentials and
 * bot tokens have shapes that never occur in anything else we log.
 */
const SECRET_SHAPES: Array<[RegExp, string]> = [
  [/scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+/g, 'scrypt$[redacted]'],
  [/eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, '[redacted jwt]'],
  [/(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]'],
  // Telegram bot tokens as the module accepts them, <5-15 digit bot id>:<30 or more characters>, also inside Bot API URLs
  // (…/bot<id>:<secret>/sendMessage) that a failed call prints.
  [/(?<!\d)\d{5,15}:[A-Za-z0-9_-]{30,}/g, '[redacted bot token]'],
];

/** The known secret values first (knownSecrets.ts), whole, then whatever still has a secret's shape. */
export function scrubSecrets(line: string): string {
  let scrubbed = withoutKnownSecrets(line);
  for (const [shape, replacement] of SECRET_SHAPES) scrubbed = scrubbed.replace(shape, replacement);
  return scrubbed;
}

export interface LogDestination {
  write(line: string): unknown;
}

/** Fastify's request serializer, with credentials in the query string redacted. */
function serializeRequest(request: FastifyRequest | IncomingMessage) {
  const fastifyRequest = request as FastifyRequest;
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: fastifyRequest.host ?? request.headers?.host,
    remoteAddress: fastifyRequest.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's pino options: secrets redacted by key, errors without query parameters, and every line, at
 * every level, scrubbed of known secret values and secret-shaped strings before it reaches `destination`
 * (stdout by default).
 */
export function loggerOptions(level: string, destination: LogDestination = process.stdout) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeErrorSafely, error: serializeErrorSafely, req: serializeRequest },
    stream: { write: (line: string) => destination.write(scrubSecrets(line)) },
  };
}
