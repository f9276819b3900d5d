import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WorkspaceRole } from '../db/schema';
import type { ModuleConfig } from '../modules/configOptions';

/** Who is asking, in which workspace, and with what config the module runs there. */
export interface ModuleRequestContext {
  moduleId: string;
  workspaceId: string;
  role: WorkspaceRole;
  /** The workspace's config of the module, complete with defaults. */
  config: ModuleConfig;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the module host on every request under /api/v1/modules/<id> before a module's handler runs. */
    moduleContext: ModuleRequestContext | null;
  }
}

export interface ModulePluginOptions {
  moduleId: string;
}

/**
 * What `modules/<id>/server/plugin.ts` default-exports: a Fastify plugin mounted at /api/v1/modules/<id>.
 * Every request reaching it is signed in and comes from a member of a workspace that has the module enabled.
 */
export type ModuleServerPlugin = FastifyPluginAsyncTypebox<ModulePluginOptions>;

export interface ModulePluginEntry {
  moduleId: string;
  plugin: ModuleServerPlugin;
}
