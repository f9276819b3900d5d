/** What every wiki route starts from: who asks, with which wiki rights and settings. */
import type { ModuleServices } from '@artel/sdk/server';
import type { FastifyRequest } from 'fastify';
import type { Writer } from './articles/articleWrites';
import { wikiConfig } from './wikiConfig';

/** The wiki's permissions, declared with their roles in manifest.json. */
export type WikiPermission = 'wiki.view' | 'wiki.create' | 'wiki.edit' | 'wiki.delete' | 'wiki.publish' | 'wiki.manage';

export interface WikiRequest extends Writer {
  can(permission: WikiPermission): Promise<boolean>;
  /** 403 forbidden when the caller lacks it. */
  require(permission: WikiPermission): Promise<void>;
}

export async function wikiRequest(wiki: ModuleServices, request: FastifyRequest): Promise<WikiRequest> {
  const context = wiki.http.context(request);
  return {
    userId: context.userId,
    workspaceId: context.workspaceId,
    seesAllDrafts: await wiki.permissions.can(context, 'wiki.manage'),
    config: wikiConfig(context.config),
    errors: wiki.errors,
    can: (permission) => wiki.permissions.can(context, permission),
    require: (permission) => wiki.permissions.require(context, permission),
  };
}
