/** Columns: create, rename and WIP limit, reorder, delete with their cards moved or archived. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { coreTables, type ModuleOrm as Orm, type ModuleRequestContext, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { recordActivity } from './activity';
import { bumpBoardVersion } from './boardVersion';
import { boardAccessFor, loadBoardAccess, requireWritable } from './boardAccess';
import { kanbanConfig, requireArchiveEnabled, requireRoom } from './kanbanConfig';
import { columnNotEmpty, columnNotFound, invalidMoveTarget } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { boardColumns, columnCards, lockBoard, lockColumn, placeIn } from './placement';
import { rankOrder, ranksBetween } from './ranks';
import { BoardParams, ColumnCreateBody, ColumnPatchBody, ColumnSchema, DeleteColumnQuery, IdParams, MoveColumnBody } from './schemas';
import { toColumnJson } from './serialise';
import { type ColumnRow, kanbanCards, kanbanColumns } from './tables';

const { boards } = coreTables;

const ColumnAnswer = Type.Object({ column: ColumnSchema });

/** A column of a board in the caller's workspace, with the caller's rights on its board. */
export function loadColumn(kanban: ModuleServices, request: FastifyRequest, columnId: string) {
  return columnAccessFor(kanban, kanban.http.context(request), columnId);
}

export async function columnAccessFor(kanban: ModuleServices, context: ModuleRequestContext, columnId: string) {
  const { workspaceId } = context;
  const [row] = await kanban.db.orm
    .select({ column: kanbanColumns })
    .from(kanbanColumns)
    .innerJoin(boards, eq(boards.id, kanbanColumns.boardId))
    .where(and(eq(kanbanColumns.id, columnId), eq(boards.workspaceId, workspaceId)));
  if (!row) throw columnNotFound();
  return { column: row.column, access: await boardAccessFor(kanban, context, row.column.boardId) };
}

async function cardsOfColumn(orm: Orm, columnId: string): Promise<Array<{ id: string }>> {
  return orm
    .select({ id: kanbanCards.id })
    .from(kanbanCards)
    .where(and(eq(kanbanCards.columnId, columnId), isNull(kanbanCards.archivedAt)))
    .orderBy(asc(rankOrder(kanbanCards.rank)), asc(kanbanCards.id));
}

export const columnRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;

    app.post(
      '/boards/:boardId/columns',
      { schema: { params: BoardParams, body: ColumnCreateBody, response: { 201: ColumnAnswer } } },
      async (request, reply) => {
        const access = await loadBoardAccess(kanban, request, request.params.boardId);
        await requireWritable(kanban, access, 'create_columns');
        const { name, wipLimit = null, afterId, beforeId } = request.body;
        const column = await orm.transaction(async (tx) => {
          await lockBoard(tx, access.board.id);
          const rank = await placeIn(tx, boardColumns(access.board.id), null, { afterId, beforeId });
          const [created] = await tx
            .insert(kanbanColumns)
            .values({ boardId: access.board.id, name: name.trim(), wipLimit, rank })
            .returning();
          await bumpBoardVersion(tx, access.board.id, null);
          await recordActivity(tx, {
            boardId: access.board.id,
            actorId: access.userId,
            kind: 'column.created',
            data: { columnId: created!.id, name: created!.name },
          });
          return created!;
        });
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.column.created',
          boardId: column.boardId,
          actorId: access.userId,
          columnId: column.id,
          rank: column.rank,
        });
        return reply.code(201).send({ column: toColumnJson(column) });
      },
    );

    app.patch('/columns/:id', { schema: { params: IdParams, body: ColumnPatchBody, response: { 200: ColumnAnswer } } }, async (request) => {
      const { column, access } = await loadColumn(kanban, request, request.params.id);
      await requireWritable(kanban, access, 'edit_column');
      const changes = {
        ...(request.body.name === undefined ? {} : { name: request.body.name.trim() }),
        ...(request.body.wipLimit === undefined ? {} : { wipLimit: request.body.wipLimit }),
      };
      const updated = await orm.transaction(async (tx) => {
        const [row] = await tx
          .update(kanbanColumns)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(kanbanColumns.id, column.id))
          .returning();
        await bumpBoardVersion(tx, column.boardId, null);
        await recordActivity(tx, {
          boardId: column.boardId,
          actorId: access.userId,
          kind: 'column.updated',
          data: { columnId: column.id, ...changes },
        });
        return row!;
      });
      await publishBoardEvent(kanban, access.context.workspaceId, {
        kind: 'kanban.column.updated',
        boardId: column.boardId,
        actorId: access.userId,
        columnId: column.id,
        rank: updated.rank,
      });
      return { column: toColumnJson(updated) };
    });

    app.post(
      '/columns/:id/move',
      { schema: { params: IdParams, body: MoveColumnBody, response: { 200: ColumnAnswer } } },
      async (request) => {
        const { column, access } = await loadColumn(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'move_column');
        const moved: ColumnRow = await orm.transaction(async (tx) => {
          await lockBoard(tx, column.boardId);
          const rank = await placeIn(tx, boardColumns(column.boardId), column.id, request.body);
          const [row] = await tx
            .update(kanbanColumns)
            .set({ rank, updatedAt: new Date() })
            .where(eq(kanbanColumns.id, column.id))
            .returning();
          await bumpBoardVersion(tx, column.boardId, null);
          await recordActivity(tx, {
            boardId: column.boardId,
            actorId: access.userId,
            kind: 'column.moved',
            data: { columnId: column.id },
          });
          return row!;
        });
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.column.moved',
          boardId: column.boardId,
          actorId: access.userId,
          columnId: column.id,
          rank: moved.rank,
        });
        return { column: toColumnJson(moved) };
      },
    );

    app.delete(
      '/columns/:id',
      {
        schema: {
          params: IdParams,
          querystring: DeleteColumnQuery,
          response: { 200: Type.Object({ movedCardIds: Type.Array(Type.String()), archivedCardIds: Type.Array(Type.String()) }) },
        },
      },
      async (request) => {
        const { column, access } = await loadColumn(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'delete_column');
        const { cards: mode, targetColumnId } = request.query;
        const config = kanbanConfig(access.context.config);
        const result = await orm.transaction(async (tx) => {
          await lockColumn(tx, column.id);
          const cards = await cardsOfColumn(tx, column.id);
          const ids = cards.map((card) => card.id);
          if (ids.length > 0 && !mode) throw columnNotEmpty();
          if (ids.length > 0 && mode === 'move') {
            if (!targetColumnId || targetColumnId === column.id) throw invalidMoveTarget();
            const [target] = await tx
              .select({ id: kanbanColumns.id })
              .from(kanbanColumns)
              .where(and(eq(kanbanColumns.id, targetColumnId), eq(kanbanColumns.boardId, column.boardId)));
            if (!target) throw invalidMoveTarget();
            await lockColumn(tx, target.id);
            await requireRoom(tx, config, target.id, ids.length);
            const last = await placeIn(tx, columnCards(target.id), null, {});
            const ranks = [last, ...ranksBetween(last, null, ids.length - 1)];
            const now = new Date();
            for (const [index, id] of ids.entries()) {
              await tx.update(kanbanCards).set({ columnId: target.id, rank: ranks[index]!, updatedAt: now }).where(eq(kanbanCards.id, id));
            }
          } else if (ids.length > 0) {
            requireArchiveEnabled(config);
            await tx
              .update(kanbanCards)
              .set({ archivedAt: new Date() })
              .where(and(eq(kanbanCards.columnId, column.id), isNull(kanbanCards.archivedAt)));
          }
          await tx.delete(kanbanColumns).where(eq(kanbanColumns.id, column.id));
          await bumpBoardVersion(tx, column.boardId, null);
          await recordActivity(tx, {
            boardId: column.boardId,
            actorId: access.userId,
            kind: 'column.deleted',
            data: {
              columnId: column.id,
              name: column.name,
              cards: mode ?? 'archive',
              cardCount: ids.length,
              ...(mode === 'move' ? { targetColumnId } : {}),
            },
          });
          const moved = ids.length > 0 && mode === 'move';
          return { movedCardIds: moved ? ids : [], archivedCardIds: moved ? [] : ids };
        });
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.column.deleted',
          boardId: column.boardId,
          actorId: access.userId,
          columnId: column.id,
        });
        return result;
      },
    );
  };
