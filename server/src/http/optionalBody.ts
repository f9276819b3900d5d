import type { FastifyRequest } from 'fastify';

/** preValidation hook of routes whose body is optional: a POST without one validates as `{}`. */
export async function optionalBody(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
