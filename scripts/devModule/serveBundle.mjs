/**
 * Serves a folder of freshly built bundles to the app on another origin: CORS open (SystemJS loads a
 * cross-origin script with crossorigin="anonymous", so without Access-Control-Allow-Origin the browser refuses
 * it) and nothing cached, so a reload always runs the latest build.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * @param {{ directory: string, port: number, host?: string }} options
 * @returns {Promise<import('fastify').FastifyInstance>} listening; `close()` stops it
 */
export async function serveBundle({ directory, port, host = 'localhost' }) {
  const app = Fastify();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', 'no-store');
  });
  await app.register(fastifyStatic, { root: directory, cacheControl: false, etag: false, lastModified: false });
  await app.listen({ port, host });
  return app;
}
