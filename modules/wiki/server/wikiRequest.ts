/** What every wiki route starts from: who asks, with which wiki rights and settings. */
import type { ModuleServices } from '@artel/sdk/server';
import type { FastifyRequest } from 'fastify';
import type { Writer } from './articles/articleWrites';
import { wikiConfig } from './wikiConfig';
import { wikiPermissionsOf, type WikiPermission } from './wikiPermissions';

export interface WikiRequest extends Writer {
  can(permission: WikiPermission): boolean;
  /** 403 with the missing permission named, in the caller's language. */
  require(permission: WikiPermission): void;
}

export function wikiRequest(wiki: ModuleServices, request: FastifyRequest): WikiRequest {
  const context = wiki.http.context(request);
  const permissions = wikiPermissionsOf(context);
  const can = (permission: WikiPermission) => permissions.has(permission);
  return {
    userId: context.userId,
    workspaceId: context.workspaceId,
    seesAllDrafts: can('wiki.manage'),
    config: wikiConfig(context.config),
    errors: wiki.errors,
    can,
    require(permission) {
      if (!can(permission)) throw wiki.errors.moduleError('wiki_permission_denied', 403, { permission });
    },
  };
}
