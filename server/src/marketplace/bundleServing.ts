import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moduleVersions } from '../db/tables/marketplace';
import { UPLOADED_BUNDLE_URL } from './moduleBundle';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded bundles from the database at /static/modules/<id>/<id>.<hash>.js, so every server
 * instance on the same database serves them. A published (third-party) module is a client bundle and its data
 * goes through the module storage API: the server stores and serves its bytes and never loads or runs them
 * (only bundled modules' server halves run here, through @artel/sdk/server; ARCHITECTURE §3c). Anything else (bundled modules' files) goes on to the
 * static files. Registered on the root instance, ahead of the static catch-all.
 */
export function registerModuleBundleServing(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = UPLOADED_BUNDLE_URL.exec(request.url.split('?')[0] ?? '');
    if (!match) return;
    const [, moduleId, fileName] = match as unknown as [string, string, string];
    const [row] = await app.db.orm
      .select({ bundle: moduleVersions.bundle })
      .from(moduleVersions)
      .where(and(eq(moduleVersions.moduleId, moduleId), eq(moduleVersions.fileName, fileName)))
      .limit(1);
    if (!row) return;
    return reply.header('cache-control', IMMUTABLE).type('application/javascript; charset=utf-8').send(row.bundle);
  });
}
