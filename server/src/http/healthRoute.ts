import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { serverVersion } from '../paths';
import { AppError } from './errors';

const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  version: Type.String(),
});

/** GET /api/v1/health: answers ok only when the database answers too (load balancers and e2e wait on it). */
export const healthRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async (request) => {
    try {
      await app.db.orm.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new AppError(503, 'database_unavailable', 'database_unavailable');
    }
    return { status: 'ok' as const, database: app.db.kind, version: serverVersion };
  });
};
