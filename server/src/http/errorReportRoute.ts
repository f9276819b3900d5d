import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { optionalUser } from '../auth/authenticate';
import { errorReports } from '../db/schema';
import { rateLimited } from './rateLimit';

/** SPEC §3 Error report, as the SDK's global error handler sends it. */
const ErrorReportBody = Type.Object({
  errorId: Type.String({ minLength: 1, maxLength: 100 }),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  stack: Type.Optional(Type.String({ maxLength: 20000 })),
  timestamp: Type.String({ minLength: 1, maxLength: 64 }),
  userAgent: Type.String({ maxLength: 512 }),
  url: Type.String({ maxLength: 2048 }),
  component: Type.Optional(Type.String({ maxLength: 200 })),
});

/** POST /api/errors (outside /v1, SPEC §7). Signed-in or not; a valid bearer token attaches the user. */
export const errorReportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/errors',
    {
      bodyLimit: 64 * 1024,
      schema: { body: ErrorReportBody, response: { 201: Type.Object({ id: Type.String() }) } },
      config: rateLimited(app.config.rateLimit.errorReports, app.config.rateLimit.windowMs),
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      const { timestamp, ...report } = request.body;
      const [stored] = await app.db.orm
        .insert(errorReports)
        .values({ ...report, clientTimestamp: timestamp, userId: user?.id ?? null })
        .returning({ id: errorReports.id });
      return reply.code(201).send({ id: stored?.id ?? '' });
    },
  );
};
