import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON, and nothing else: Fastify also parses text/plain by default, which let a plain-text
 * body (the one content type a cross-site form or a no-preflight fetch can send) reach a route with no body
 * schema and create objects. Without that parser any other type answers 415 unsupported_media_type before the
 * handler runs. A route that takes another type (an upload, a webhook) adds its own parser in its own scope.
 * A request without a body needs no content type at all.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
