import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { serveNotificationSocket } from './notificationSocket';

/**
 * WebSocket /notifications/ws?token=…&workspace_id=…. Authenticated by the token in the query (a browser
 * cannot set headers on a WebSocket), so this route has no bearer hook: the socket itself refuses with 4401.
 */
export const socketRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ws',
    {
      websocket: true,
      schema: {
        querystring: Type.Object({
          token: Type.Optional(Type.String({ maxLength: 4096 })),
          workspace_id: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    (socket, request) => serveNotificationSocket(app, socket, request.query, requestLocale(request)),
  );
};
