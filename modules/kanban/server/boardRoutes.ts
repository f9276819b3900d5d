/** Boards as kanban sees them: lists, the board view, rename, archive, restore, delete, archived cards, activity. */
import { Negotiator } from '@fastify/accept-negotiator';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { listActivity, recordActivity } from './activity';
import { attachmentBucket } from './attachmentFiles';
import { type BoardAccess, boardVersionOf, loadBoardAccess, requirePermission, requireWritable, viewableBoards } from './boardAccess';
import { BoardViewCache, type SharedViewSource, type ViewEncoding } from './boardViewCache';
import { archivedCardsJson, boardCardFace, boardCardFaces } from './cardFaces';
import { ifNoneMatch } from './ifNoneMatch';
import { cardCountsByBoard } from './cardQueries';
import { kanbanConfig, requireArchiveEnabled } from './kanbanConfig';
import { type KanbanEventKind, publishBoardEvent } from './liveEvents';
import { rankOrder } from './ranks';
import { ActivityPage, ActivityQuery, BoardParams, BoardPatchBody, type BoardViewJson, KanbanBoardSchema } from './schemas';
import { toBoardJson, toColumnJson, toLabelJson } from './serialise';
import { SharedBoardView } from './sharedBoardView';
import { kanbanBoards, kanbanColumns, kanbanLabels } from './tables';

const BoardAnswer = Type.Object({ board: KanbanBoardSchema });

export const boardRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;
    const boardJson = (access: BoardAccess, archivedAt = access.archivedAt) => toBoardJson(access.board, archivedAt, access.boardRole);

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

    const views = new BoardViewCache();
    const encodings = new Negotiator<ViewEncoding>({ supportedValues: ['br', 'gzip', 'identity'] });

    /** Columns, labels and cards: what every viewer of the board sees. */
    const sharedView = (boardId: string): SharedViewSource => ({
      build: async () => {
        const [columns, faces, labels] = await Promise.all([
          orm
            .select()
            .from(kanbanColumns)
            .where(eq(kanbanColumns.boardId, boardId))
            .orderBy(asc(rankOrder(kanbanColumns.rank)), asc(kanbanColumns.id)),
          boardCardFaces(orm, boardId),
          orm.select().from(kanbanLabels).where(eq(kanbanLabels.boardId, boardId)).orderBy(asc(kanbanLabels.createdAt)),
        ]);
        const head = `"columns":${JSON.stringify(columns.map(toColumnJson))},"labels":${JSON.stringify(labels.map(toLabelJson))},"cards":`;
        return new SharedBoardView(head, faces);
      },
      withCard: async (previous, cardId) => previous.withCard(cardId, await boardCardFace(orm, boardId, cardId)),
    });

    const rebuiltAfter: KanbanEventKind[] = [
      'kanban.card.created',
      'kanban.card.updated',
      'kanban.card.moved',
      'kanban.card.archived',
      'kanban.card.restored',
      'kanban.card.deleted',
      'kanban.comment.added',
      'kanban.column.created',
      'kanban.column.updated',
      'kanban.column.moved',
      'kanban.column.deleted',
      'kanban.labels.changed',
    ];
    // Not awaited: the write's answer does not wait for the rebuild; a failed one leaves the next reader to build.
    const rebuild = (payload: Record<string, unknown>) => {
      const boardId = payload.boardId as string;
      views
        .warm(boardId, () => boardVersionOf(orm, boardId), sharedView(boardId))
        .catch((error: unknown) => kanban.logger.error({ err: error, boardId }, 'kanban board view not rebuilt'));
    };
    // Embedded PGlite runs one query at a time: a rebuild there would hold up the writer's own next queries, so
    // the write would wait for it instead of the reader (measured: a card move went from 13 to 115 ms).
    if (kanban.db.kind === 'postgres') for (const kind of rebuiltAfter) kanban.events.on(kind, rebuild);
    // The module's hooks run before the server's own, which closes the database.
    app.addHook('onClose', () => views.close());

    /**
     * The board view (BoardViewSchema): the caller's rights are checked on every request, the columns, labels and
     * cards come precompressed from memory for the board's current version (boardViewCache.ts), and a matching
     * If-None-Match is answered 304.
     */
    app.get('/boards/:boardId', { schema: { params: BoardParams } }, async (request, reply) => {
      const access = await loadBoardAccess(kanban, request, request.params.boardId);
      const lead: Omit<BoardViewJson, 'columns' | 'labels' | 'cards'> = {
        board: boardJson(access),
        permissions: [...access.permissions],
        config: kanbanConfig(access.context.config),
      };
      const variant = await views.view(access.board.id, access.view, JSON.stringify(lead), sharedView(access.board.id));
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity') ?? 'identity';
      const view = variant.as(encoding);
      // Private: the lead is the caller's; no-cache: a browser keeps it but asks every time, and gets a 304.
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').header('etag', view.etag);
      if (ifNoneMatch(request.headers['if-none-match'], view.etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(await view.bytes());
    });

    app.patch(
      '/boards/:boardId',
      { schema: { params: BoardParams, body: BoardPatchBody, response: { 200: BoardAnswer } } },
      async (request) => {
        const access = await loadBoardAccess(kanban, request, request.params.boardId);
        await requireWritable(kanban, access, 'edit_board');
        const changes = {
          ...(request.body.name === undefined ? {} : { name: request.body.name.trim() }),
          ...(request.body.description === undefined ? {} : { description: request.body.description }),
        };
        const board = await orm.transaction(async (tx) => {
          const updated = await kanban.boards.update(access.board.id, changes, tx);
          await recordActivity(tx, { boardId: access.board.id, actorId: access.userId, kind: 'board.updated', data: changes });
          return updated;
        });
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.board.updated',
          boardId: board.id,
          actorId: access.userId,
        });
        return { board: toBoardJson(board, access.archivedAt, access.boardRole) };
      },
    );

    const setArchived = (archive: boolean) => async (request: { params: { boardId: string } } & Parameters<typeof loadBoardAccess>[1]) => {
      const access = await loadBoardAccess(kanban, request, request.params.boardId);
      await requirePermission(kanban, access, 'archive_board');
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
      await requirePermission(kanban, access, 'delete_board');
      await kanban.boards.delete(access.board.id);
      await attachmentBucket(kanban).deleteFolder(access.context.workspaceId, access.board.id);
      await publishBoardEvent(kanban, access.context.workspaceId, {
        kind: 'kanban.board.deleted',
        boardId: access.board.id,
        actorId: access.userId,
      });
      return reply.code(204).send();
    });

    /** Archived cards as CardSummary[], newest archived first; JSON text from the database as in the board view. */
    app.get('/boards/:boardId/archived-cards', { schema: { params: BoardParams } }, async (request, reply) => {
      const access = await loadBoardAccess(kanban, request, request.params.boardId);
      const cards = await archivedCardsJson(orm, access.board.id);
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
