/** GET /search: the wiki page's search and the top bar's, unless the workspace switched search off. */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { normaliseTag } from '../articles/articleInput';
import { wikiRequest } from '../wikiRequest';
import { searchArticles } from './searchArticles';

export const searchRoutes =
  (wiki: ModuleServices): ModuleRoutes =>
  async (app) => {
    app.get(
      '/search',
      {
        schema: {
          querystring: Type.Object({
            q: Type.String({ maxLength: 500 }),
            tag: Type.Optional(Type.String({ maxLength: 200 })),
            authorId: Type.Optional(Type.String({ format: 'uuid' })),
            limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
            offset: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
          }),
        },
      },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.view');
        if (!caller.config.enableFullTextSearch) throw wiki.errors.moduleError('search_disabled', 404);
        const { q, tag, authorId, limit, offset } = request.query;
        return searchArticles(wiki.db.orm, {
          workspaceId: caller.workspaceId,
          viewerId: caller.userId,
          seesAllDrafts: caller.seesAllDrafts,
          text: q,
          tag: tag === undefined ? undefined : normaliseTag(tag),
          authorId,
          limit,
          offset,
        });
      },
    );
  };
