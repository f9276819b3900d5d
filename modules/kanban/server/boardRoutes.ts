/** Boards as kanban sees them: lists, the board view, rename, archive, restore, delete, archived cards, activity. */
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { listActivity, recordActivity } from './activity';
import { attachmentBucket } from './attachmentFiles';
import { type BoardAccess, loadBoardAccess, requirePermission, viewableBoards } from './boardAccess';
import { boardCardsJson } from './boardCardsJson';
import { cardCountsByBoard } from './cardQueries';
import { kanbanConfig, requireArchiveEnabled } from './kanbanConfig';
import { publishBoardEvent } from './liveEvents';
import { rankOrder } from './ranks';
import {
  ActivityPage,
  ActivityQuery,
  BoardParams,
  BoardPatchBody,
  type BoardViewJson,
  KanbanBoardSchema,
} from './schemas';
import { toBoardJson, toColumnJson, toLabelJson } from './serialise';
import { kanbanBoards, kanbanColumns, kanbanLabels } from './tables';

const BoardAnswer = Type.Object({ board: KanbanBoardSchema });

export const boardRoutes = (kanban: ModuleServices): ModuleRoutes => async (app) => {
  const { orm } = kanban.db;
  const boardJson = (access: BoardAccess, archivedAt = access.archivedAt) =>
    toBoardJson(access.board, archivedAt, access.boardRole);

  const listed = async (request: Parameters<typeof viewableBoards>[1], archived: boolean) => {
    const rows = (await viewableBoards(kanban, request)).filter((row) => (row.archivedAt !== null) === archived);
    const counts = await cardCountsByBoard(
      orm,
      rows.map((row) => row.board.id),
    );
    const sorted = archived
      ? rows.sort((a, b) => b.archivedAt!.getTime() - a.archivedAt!.getTime())
      : rows.sort((a, b) => a.board.createdAt.getTime() - b.board.createdAt.getTime() || (a.board.id < b.board.id ? -1 : 1));
    return sorted.map((row) => toBoardJson(row.board, row.archivedAt, row.boardRole, counts.get(row.board.id) ?? 0));
  };

  app.get('/boards', { schema: { response: { 200: Type.Object({ boards: Type.Array(KanbanBoardSchema) }) } } }, async (request) => ({
    boards: await listed(request, false),
  }));

  app.get(
    '/boards/archived',
    { schema: { response: { 200: Type.Object({ boards: Type.Array(KanbanBoardSchema) }) } } },
    async (request) => ({ boards: await listed(request, true) }),
  );

  /**
   * The board view. Its cards come from the database as JSON text (boardCardsJson) and are spliced into the
   * answer as they are; the rest is small. Shape: BoardViewSchema.
   */
  app.get('/boards/:boardId', { schema: { params: BoardParams } }, async (request, reply) => {
    const access = await loadBoardAccess(kanban, request, request.params.boardId);
    const boardId = access.board.id;
    const [columns, cards, labels] = await Promise.all([
      orm
        .select()
        .from(kanbanColumns)
        .where(eq(kanbanColumns.boardId, boardId))
        .orderBy(asc(rankOrder(kanbanColumns.rank)), asc(kanbanColumns.id)),
      boardCardsJson(orm, boardId, false),
      orm.select().from(kanbanLabels).where(eq(kanbanLabels.boardId, boardId)).orderBy(asc(kanbanLabels.createdAt)),
    ]);
    const rest: Omit<BoardViewJson, 'cards'> = {
      board: boardJson(access),
      columns: columns.map(toColumnJson),
      labels: labels.map(toLabelJson),
      permissions: [...access.permissions],
      config: kanbanConfig(access.context.config),
    };
    return reply.type('application/json; charset=utf-8').send(`${JSON.stringify(rest).slice(0, -1)},"cards":${cards}}`);
  });

  app.patch(
    '/boards/:boardId',
    { schema: { params: BoardParams, body: BoardPatchBody, response: { 200: BoardAnswer } } },
    async (request) => {
      const access = await loadBoardAccess(kanban, request, request.params.boardId);
      requirePermission(access, 'edit_board');
      const changes = {
        ...(request.body.name === undefined ? {} : { name: request.body.name.trim() }),
        ...(request.body.description === undefined ? {} : { description: request.body.description }),
      };
      const board = await orm.transaction(async (tx) => {
        const updated = await kanban.boards.update(access.board.id, changes, tx);
        await recordActivity(tx, { boardId: access.board.id, actorId: access.userId, kind: 'board.updated', data: changes });
        return updated;
      });
      await publishBoardEvent(kanban, access.context.workspaceId, { kind: 'kanban.board.updated', boardId: board.id, actorId: access.userId });
      return { board: toBoardJson(board, access.archivedAt, access.boardRole) };
    },
  );

  const setArchived = (archive: boolean) => async (request: { params: { boardId: string } } & Parameters<typeof loadBoardAccess>[1]) => {
    const access = await loadBoardAccess(kanban, request, request.params.boardId);
    requirePermission(access, 'archive_board');
    if (archive) requireArchiveEnabled(kanbanConfig(access.context.config));
    const archivedAt = archive ? (access.archivedAt ?? new Date()) : null;
    await orm.transaction(async (tx) => {
      await tx
        .insert(kanbanBoards)
        .values({ boardId: access.board.id, archivedAt, archivedById: archive ? access.userId : null })
        .onConflictDoUpdate({ target: kanbanBoards.boardId, set: { archivedAt, archivedById: archive ? access.userId : null } });
      await recordActivity(tx, { boardId: access.board.id, actorId: access.userId, kind: archive ? 'board.archived' : 'board.restored' });
    });
    await publishBoardEvent(kanban, access.context.workspaceId, {
      kind: archive ? 'kanban.board.archived' : 'kanban.board.restored',
      boardId: access.board.id,
      actorId: access.userId,
    });
    return { board: boardJson(access, archivedAt) };
  };

  app.post('/boards/:boardId/archive', { schema: { params: BoardParams, response: { 200: BoardAnswer } } }, setArchived(true));
  app.post('/boards/:boardId/restore', { schema: { params: BoardParams, response: { 200: BoardAnswer } } }, setArchived(false));

  app.delete('/boards/:boardId', { schema: { params: BoardParams } }, async (request, reply) => {
    const access = await loadBoardAccess(kanban, request, request.params.boardId);
    requirePermission(access, 'delete_board');
    await kanban.boards.delete(access.board.id);
    await attachmentBucket(kanban).deleteFolder(access.context.workspaceId, access.board.id);
    await publishBoardEvent(kanban, access.context.workspaceId, { kind: 'kanban.board.deleted', boardId: access.board.id, actorId: access.userId });
    return reply.code(204).send();
  });

  /** Archived cards as CardSummary[], newest archived first; JSON text from the database as in the board view. */
  app.get('/boards/:boardId/archived-cards', { schema: { params: BoardParams } }, async (request, reply) => {
    const access = await loadBoardAccess(kanban, request, request.params.boardId);
    const cards = await boardCardsJson(orm, access.board.id, true);
    return reply.type('application/json; charset=utf-8').send(`{"cards":${cards}}`);
  });

  app.get(
    '/boards/:boardId/activity',
    { schema: { params: BoardParams, querystring: ActivityQuery, response: { 200: ActivityPage } } },
    async (request) => {
      const access = await loadBoardAccess(kanban, request, request.params.boardId);
      const { limit = 50, before } = request.query;
      return listActivity(orm, { boardId: access.board.id }, { limit, ...(before ? { before } : {}) });
    },
  );
};
