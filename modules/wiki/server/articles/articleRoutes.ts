/** Articles: list, read (with path, children, backlinks and links), create, save (a rename relinks), publish, delete to the trash. */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { titleKey } from '../../shared/titleKey';
import { articlePublished } from '../flows/articlePublished';
import { wikiRequest } from '../wikiRequest';
import { checkedContent, checkedSummary, LIMITS, normaliseTag } from './articleInput';
import { recordRead } from './articleReads';
import { articleDetail, listArticles, popularTags, resolveTitleKeys, wantedArticles } from './articleQueries';
import { moveToTrash } from '../trash/trashWrites';
import { articleEvents } from './articleEvents';
import { createArticle, setStatus, updateArticle } from './articleWrites';

const Id = Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: Id });
const Content = {
  title: Type.String({ maxLength: 1000 }),
  body: Type.String({ maxLength: LIMITS.body * 2 }),
  tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100, default: [] }),
  parentId: Type.Union([Id, Type.Null()], { default: null }),
  summary: Type.Optional(Type.String({ maxLength: 2000 })),
};

export const articleRoutes =
  (wiki: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = wiki.db;
    const { announce, announceRelinked } = articleEvents(wiki);

    app.get(
      '/articles',
      {
        schema: {
          querystring: Type.Object({
            tag: Type.Optional(Type.String({ maxLength: 200 })),
            order: Type.Union([Type.Literal('title'), Type.Literal('recent')], { default: 'title' }),
            drafts: Type.Optional(Type.Literal('only')),
            limit: Type.Integer({ minimum: 1, maximum: 5000, default: 5000 }),
          }),
        },
      },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.view');
        const { tag, order, drafts, limit } = request.query;
        return {
          articles: await listArticles(orm, caller, { tag: tag === undefined ? undefined : normaliseTag(tag), order, drafts, limit }),
        };
      },
    );

    app.get('/articles/:id', { schema: { params: IdParams } }, async (request) => {
      const caller = await wikiRequest(wiki, request);
      await caller.require('wiki.view');
      const article = await articleDetail(orm, caller, request.params.id);
      if (!article) throw wiki.errors.moduleError('article_not_found', 404);
      await recordRead(orm, { articleId: request.params.id, workspaceId: caller.workspaceId, userId: caller.userId });
      return { article };
    });

    app.post(
      '/articles',
      {
        schema: {
          body: Type.Object({ ...Content, status: Type.Union([Type.Literal('draft'), Type.Literal('published')], { default: 'draft' }) }),
        },
      },
      async (request, reply) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.create');
        if (request.body.status === 'published') await caller.require('wiki.publish');
        const content = checkedContent(wiki.errors, request.body);
        const id = await createArticle(orm, caller, {
          ...content,
          parentId: request.body.parentId,
          status: request.body.status,
          summary: checkedSummary(wiki.errors, request.body.summary),
        });
        await announce(caller.workspaceId, id, 'created', caller.userId, 1);
        if (request.body.status === 'published') await articlePublished(wiki, caller.workspaceId, id, caller.userId);
        return reply.code(201).send({ article: await articleDetail(orm, caller, id) });
      },
    );

    app.put(
      '/articles/:id',
      { schema: { params: IdParams, body: Type.Object({ ...Content, baseVersion: Type.Integer({ minimum: 1 }) }) } },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.edit');
        const content = checkedContent(wiki.errors, request.body);
        const { version, relinked } = await updateArticle(orm, caller, request.params.id, {
          ...content,
          parentId: request.body.parentId,
          summary: checkedSummary(wiki.errors, request.body.summary),
          baseVersion: request.body.baseVersion,
        });
        await announce(caller.workspaceId, request.params.id, 'updated', caller.userId, version);
        await announceRelinked(caller.workspaceId, relinked, caller.userId);
        return { article: await articleDetail(orm, caller, request.params.id) };
      },
    );

    for (const [path, status, action] of [
      ['publish', 'published', 'published'],
      ['unpublish', 'draft', 'unpublished'],
    ] as const) {
      app.post(`/articles/:id/${path}`, { schema: { params: IdParams } }, async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.publish');
        await setStatus(orm, caller, request.params.id, status);
        await announce(caller.workspaceId, request.params.id, action, caller.userId);
        if (action === 'published') await articlePublished(wiki, caller.workspaceId, request.params.id, caller.userId);
        return { article: await articleDetail(orm, caller, request.params.id) };
      });
    }

    /** To the trash, with the pages under it (trash/trashWrites.ts); restored from there for 30 days. */
    app.delete('/articles/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const caller = await wikiRequest(wiki, request);
      await caller.require('wiki.delete');
      const trashed = await moveToTrash(orm, caller, request.params.id);
      for (const articleId of trashed) await announce(caller.workspaceId, articleId, 'deleted', caller.userId);
      return reply.code(204).send();
    });

    /** Which [[titles]] are articles: the editor's preview asks before it draws links. */
    app.post(
      '/links/resolve',
      { schema: { body: Type.Object({ titles: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 500 }) }) } },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.view');
        const keys = [...new Set(request.body.titles.map(titleKey))];
        const found = await resolveTitleKeys(orm, caller, keys);
        return { links: keys.map((key) => ({ key, articleId: found.get(key) ?? null })) };
      },
    );

    app.get(
      '/wanted',
      { schema: { querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }) }) } },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.view');
        return { wanted: await wantedArticles(orm, caller, request.query.limit) };
      },
    );

    app.get(
      '/tags',
      { schema: { querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }) }) } },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.view');
        return { tags: await popularTags(orm, caller.workspaceId, request.query.limit) };
      },
    );
  };
