/** Labels of a board, with colours; deleting one takes it off every card. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { coreTables, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { loadBoardAccess, requireWritable } from './boardAccess';
import { labelMissing, labelNameTaken } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { bumpBoardVersion } from './boardVersion';
import { BoardParams, IdParams, LabelCreateBody, LabelPatchBody, LabelSchema } from './schemas';
import { toLabelJson } from './serialise';
import { kanbanCards, kanbanLabels } from './tables';

const { boards } = coreTables;

const LabelAnswer = Type.Object({ label: LabelSchema });

async function loadLabel(kanban: ModuleServices, request: FastifyRequest, labelId: string) {
  const [row] = await kanban.db.orm
    .select({ label: kanbanLabels })
    .from(kanbanLabels)
    .innerJoin(boards, eq(boards.id, kanbanLabels.boardId))
    .where(and(eq(kanbanLabels.id, labelId), eq(boards.workspaceId, kanban.http.context(request).workspaceId)));
  if (!row) throw labelMissing();
  return { label: row.label, access: await loadBoardAccess(kanban, request, row.label.boardId) };
}

/**
 * Two labels of one name on a board cannot be told apart on a card or in a filter; names compare without case.
 * Unnamed labels (a colour only) may repeat.
 */
async function refuseTakenName(kanban: ModuleServices, boardId: string, name: string, exceptId?: string) {
  if (!name) return;
  const [taken] = await kanban.db.orm
    .select({ id: kanbanLabels.id })
    .from(kanbanLabels)
    .where(
      and(
        eq(kanbanLabels.boardId, boardId),
        sql`lower(${kanbanLabels.name}) = lower(${name})`,
        ...(exceptId ? [ne(kanbanLabels.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (taken) throw labelNameTaken(name);
}

export const labelRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;
    const changed = (workspaceId: string, boardId: string, actorId: string) =>
      publishBoardEvent(kanban, workspaceId, { kind: 'kanban.labels.changed', boardId, actorId });

    app.get(
      '/boards/:boardId/labels',
      { schema: { params: BoardParams, response: { 200: Type.Object({ labels: Type.Array(LabelSchema) }) } } },
      async (request) => {
        const access = await loadBoardAccess(kanban, request, request.params.boardId);
        const labels = await orm
          .select()
          .from(kanbanLabels)
          .where(eq(kanbanLabels.boardId, access.board.id))
          .orderBy(asc(kanbanLabels.createdAt));
        return { labels: labels.map(toLabelJson) };
      },
    );

    app.post(
      '/boards/:boardId/labels',
      { schema: { params: BoardParams, body: LabelCreateBody, response: { 201: LabelAnswer } } },
      async (request, reply) => {
        const access = await loadBoardAccess(kanban, request, request.params.boardId);
        await requireWritable(kanban, access, 'edit_board');
        await refuseTakenName(kanban, access.board.id, request.body.name.trim());
        const label = await orm.transaction(async (tx) => {
          const [created] = await tx
            .insert(kanbanLabels)
            .values({ boardId: access.board.id, name: request.body.name.trim(), color: request.body.color })
            .returning();
          await bumpBoardVersion(tx, access.board.id, null);
          return created;
        });
        await changed(access.context.workspaceId, access.board.id, access.userId);
        return reply.code(201).send({ label: toLabelJson(label!) });
      },
    );

    app.patch('/labels/:id', { schema: { params: IdParams, body: LabelPatchBody, response: { 200: LabelAnswer } } }, async (request) => {
      const { label, access } = await loadLabel(kanban, request, request.params.id);
      await requireWritable(kanban, access, 'edit_board');
      if (request.body.name !== undefined) await refuseTakenName(kanban, label.boardId, request.body.name.trim(), label.id);
      const changes = {
        ...(request.body.name === undefined ? {} : { name: request.body.name.trim() }),
        ...(request.body.color === undefined ? {} : { color: request.body.color }),
      };
      const updated = Object.keys(changes).length
        ? await orm.transaction(async (tx) => {
            const [row] = await tx.update(kanbanLabels).set(changes).where(eq(kanbanLabels.id, label.id)).returning();
            await bumpBoardVersion(tx, label.boardId, null);
            return row;
          })
        : label;
      await changed(access.context.workspaceId, label.boardId, access.userId);
      return { label: toLabelJson(updated!) };
    });

    app.delete('/labels/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const { label, access } = await loadLabel(kanban, request, request.params.id);
      await requireWritable(kanban, access, 'edit_board');
      await orm.transaction(async (tx) => {
        await tx
          .update(kanbanCards)
          .set({ labelIds: sql`array_remove(${kanbanCards.labelIds}, ${label.id}::uuid)` })
          .where(and(eq(kanbanCards.boardId, label.boardId), sql`${label.id}::uuid = any(${kanbanCards.labelIds})`));
        await tx.delete(kanbanLabels).where(eq(kanbanLabels.id, label.id));
        await bumpBoardVersion(tx, label.boardId, null);
      });
      await changed(access.context.workspaceId, label.boardId, access.userId);
      return reply.code(204).send();
    });
  };
