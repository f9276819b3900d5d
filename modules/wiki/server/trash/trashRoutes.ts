/** The trash: its list, restoring a deletion and deleting it for good; all of it needs wiki.delete (viewers see none of it). */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { articleEvents } from '../articles/articleEvents';
import { wikiRequest } from '../wikiRequest';
import { deleteForever, listTrash, restoreFromTrash, TRASH_DAYS } from './trashWrites';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const trashRoutes =
  (wiki: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = wiki.db;
    const { announce } = articleEvents(wiki);

    app.get('/trash', async (request) => {
      const caller = await wikiRequest(wiki, request);
      await caller.require('wiki.delete');
      return { days: TRASH_DAYS, entries: await listTrash(orm, caller.workspaceId) };
    });

    app.post('/trash/:id/restore', { schema: { params: IdParams } }, async (request) => {
      const caller = await wikiRequest(wiki, request);
      await caller.require('wiki.delete');
      const restored = await restoreFromTrash(orm, caller, request.params.id);
      for (const articleId of restored) await announce(caller.workspaceId, articleId, 'restored', caller.userId);
      return { restored: restored.length };
    });

    app.delete('/trash/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const caller = await wikiRequest(wiki, request);
      await caller.require('wiki.delete');
      await deleteForever(orm, caller, request.params.id);
      return reply.code(204).send();
    });
  };
