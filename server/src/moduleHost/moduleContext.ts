import type { ModuleRequestContext } from '@artel/sdk/server';

export type { ModuleRequestContext };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the module host on every guarded request under /api/v1/modules/<id> before a module's handler runs. */
    moduleContext: ModuleRequestContext | null;
  }
}
