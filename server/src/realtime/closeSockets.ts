import type { FastifyInstance } from 'fastify';

/** Close code a client sees when the server goes down: 'going away', so it reconnects with its usual backoff. */
export const CLOSE_GOING_AWAY = 1001;

/** preClose of @fastify/websocket: says why the sockets close (its default sends no code at all). */
export function closeSocketsOnShutdown(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) client.close(CLOSE_GOING_AWAY, 'server_shutdown');
  this.websocketServer.close();
  done();
}
