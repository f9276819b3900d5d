import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Route option that limits a route to `max` requests per client address per window. */
export function rateLimited(max: number, windowMs: number) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

/** Only routes that ask for it (rateLimited) are limited; a 429 uses the one error shape. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'rate_limited', 'rate_limited', { params: { seconds }, details: { retryAfter: seconds } });
    },
  });
}
