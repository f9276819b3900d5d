/** An article's revisions: the list, one revision's content (to diff any two), and restoring one as a new revision. */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { articleDetail, findArticle } from '../articles/articleQueries';
import { articleEvents } from '../articles/articleEvents';
import { findRevision, listRevisions, updateArticle } from '../articles/articleWrites';
import { wikiRequest, type WikiRequest } from '../wikiRequest';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const RevisionParams = Type.Object({ id: Type.String({ format: 'uuid' }), number: Type.Integer({ minimum: 1 }) });

export const revisionRoutes =
  (wiki: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = wiki.db;

    /** The article the caller may see, with revisions switched on. */
    const readable = async (caller: WikiRequest, articleId: string) => {
      await caller.require('wiki.view');
      const article = await findArticle(orm, caller, articleId);
      if (!article) throw wiki.errors.moduleError('article_not_found', 404);
      if (!caller.config.enableVersioning) throw wiki.errors.moduleError('versioning_disabled', 404);
      return article;
    };

    app.get('/articles/:id/revisions', { schema: { params: IdParams } }, async (request) => {
      const caller = await wikiRequest(wiki, request);
      const article = await readable(caller, request.params.id);
      return { currentVersion: article.version, maxRevisions: caller.config.maxRevisions, revisions: await listRevisions(orm, article.id) };
    });

    app.get('/articles/:id/revisions/:number', { schema: { params: RevisionParams } }, async (request) => {
      const caller = await wikiRequest(wiki, request);
      const article = await readable(caller, request.params.id);
      const revision = await findRevision(orm, article.id, request.params.number);
      if (!revision) throw wiki.errors.moduleError('revision_not_found', 404);
      return {
        revision: {
          number: revision.number,
          title: revision.title,
          body: revision.body,
          tags: revision.tags,
          authorId: revision.authorId,
          summary: revision.summary,
          restoredFrom: revision.restoredFrom,
          createdAt: revision.createdAt.toISOString(),
        },
      };
    });

    /** The revision's content becomes the article's next version; every earlier revision stays. */
    app.post(
      '/articles/:id/revisions/:number/restore',
      { schema: { params: RevisionParams, body: Type.Object({ baseVersion: Type.Integer({ minimum: 1 }) }) } },
      async (request) => {
        const caller = await wikiRequest(wiki, request);
        await caller.require('wiki.edit');
        const article = await readable(caller, request.params.id);
        const revision = await findRevision(orm, article.id, request.params.number);
        if (!revision) throw wiki.errors.moduleError('revision_not_found', 404);
        const { version, relinked } = await updateArticle(
          orm,
          caller,
          article.id,
          {
            title: revision.title,
            body: revision.body,
            tags: revision.tags,
            parentId: article.parentId,
            summary: '',
            baseVersion: request.body.baseVersion,
          },
          revision.number,
        );
        const events = articleEvents(wiki);
        await events.announce(caller.workspaceId, article.id, 'updated', caller.userId, version);
        await events.announceRelinked(caller.workspaceId, relinked, caller.userId);
        return { article: await articleDetail(orm, caller, article.id) };
      },
    );
  };
