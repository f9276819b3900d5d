import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';

/** One registered route as the route-wide tests walk it: the final URL and the schema after the route rules. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: Record<string, unknown> | undefined;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, core and modules, in registration order. */
    routeTable: RouteEntry[];
  }
}

/** Collects routes as they are added; register it before any route. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        schema: route.schema as Record<string, unknown> | undefined,
        websocket: route.websocket === true,
      });
    }
  });
}
