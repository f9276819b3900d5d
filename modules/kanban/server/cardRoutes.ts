/** Cards: create, read, edit, assign, move, archive, restore, delete, activity. */
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { listActivity, recordActivity } from './activity';
import { bumpBoardVersion } from './boardVersion';
import { attachmentBucket, attachmentKey } from './attachmentFiles';
import { type BoardAccess, loadBoardAccess, requireWritable, viewableBoards } from './boardAccess';
import { moveCard, patchCard, setAssignees, setWatching } from './cardChanges';
import { createCard } from './cardCreation';
import { cardSummary, dueCards, findCard, fullCard } from './cardQueries';
import { doneColumnIds } from './overdue/overdueSql';
import { loadColumn } from './columnRoutes';
import { kanbanConfig, requireArchiveEnabled, requireRoom } from './kanbanConfig';
import { invalidMoveTarget } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { columnCards, lockColumn, placeIn } from './placement';
import { rankOrder } from './ranks';
import {
  ActivityPage,
  ActivityQuery,
  AssigneesBody,
  CardCreateBody,
  CardPatchBody,
  CardSchema,
  CardSummarySchema,
  DueCardsQuery,
  IdParams,
  MoveCardBody,
  RestoreCardBody,
} from './schemas';
import { type CardRow, kanbanAttachments, kanbanCards, kanbanColumns } from './tables';

const CardAnswer = Type.Object({ card: CardSchema });
const SummaryAnswer = Type.Object({ card: CardSummarySchema });

/** A card of the caller's workspace with the caller's rights on its board. */
export async function loadCard(
  kanban: ModuleServices,
  request: FastifyRequest,
  cardId: string,
): Promise<{ card: CardRow; access: BoardAccess }> {
  const card = await findCard(kanban.db.orm, kanban.http.context(request).workspaceId, cardId);
  return { card, access: await loadBoardAccess(kanban, request, card.boardId) };
}

export const cardRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;

    app.post(
      '/columns/:id/cards',
      { schema: { params: IdParams, body: CardCreateBody, response: { 201: CardAnswer } } },
      async (request, reply) => {
        const { column, access } = await loadColumn(kanban, request, request.params.id);
        const card = await createCard(kanban, access, column, request.body);
        return reply.code(201).send({ card: await fullCard(orm, card) });
      },
    );

    /**
     * Cards with a due date across the boards the caller may view (not archived ones), soonest first, and those
     * boards' done columns, so the client can tell overdue ones by the shared rule.
     */
    app.get(
      '/cards/due',
      {
        schema: {
          querystring: DueCardsQuery,
          response: { 200: Type.Object({ cards: Type.Array(CardSummarySchema), doneColumnIds: Type.Array(Type.String()) }) },
        },
      },
      async (request) => {
        const { from, to, assignedToMe, open, limit = 500 } = request.query;
        const boardIds = (await viewableBoards(kanban, request)).filter((row) => !row.archivedAt).map((row) => row.board.id);
        const cards = await dueCards(orm, {
          boardIds,
          limit,
          ...(from ? { from: new Date(from) } : {}),
          ...(to ? { to: new Date(to) } : {}),
          ...(assignedToMe ? { assigneeId: request.user.id } : {}),
          ...(open ? { open } : {}),
        });
        return { cards, doneColumnIds: await doneColumnIds(orm, boardIds) };
      },
    );

    app.get('/cards/:id', { schema: { params: IdParams, response: { 200: CardAnswer } } }, async (request) => {
      const { card } = await loadCard(kanban, request, request.params.id);
      return { card: await fullCard(orm, card) };
    });

    app.patch('/cards/:id', { schema: { params: IdParams, body: CardPatchBody, response: { 200: CardAnswer } } }, async (request) => {
      const { card, access } = await loadCard(kanban, request, request.params.id);
      return { card: await fullCard(orm, await patchCard(kanban, access, card, request.body)) };
    });

    app.put(
      '/cards/:id/assignees',
      { schema: { params: IdParams, body: AssigneesBody, response: { 200: CardAnswer } } },
      async (request) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        return { card: await fullCard(orm, await setAssignees(kanban, access, card, request.body.userIds)) };
      },
    );

    // PUT watches the card, DELETE stops watching: the caller's own choice, heard of on the card's comments.
    for (const [method, watching] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method]('/cards/:id/watch', { schema: { params: IdParams, response: { 200: CardAnswer } } }, async (request) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        return { card: await fullCard(orm, await setWatching(kanban, access, card, watching)) };
      });
    }

    app.post('/cards/:id/move', { schema: { params: IdParams, body: MoveCardBody, response: { 200: SummaryAnswer } } }, async (request) => {
      const { card, access } = await loadCard(kanban, request, request.params.id);
      await moveCard(kanban, access, card, request.body);
      return { card: await cardSummary(orm, card.id) };
    });

    app.post('/cards/:id/archive', { schema: { params: IdParams, response: { 200: SummaryAnswer } } }, async (request) => {
      const { card, access } = await loadCard(kanban, request, request.params.id);
      await requireWritable(kanban, access, 'edit_card');
      requireArchiveEnabled(kanbanConfig(access.context.config));
      if (!card.archivedAt) {
        await orm.transaction(async (tx) => {
          await tx.update(kanbanCards).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(kanbanCards.id, card.id));
          await bumpBoardVersion(tx, card.boardId, card.id);
          await recordActivity(tx, { boardId: card.boardId, cardId: card.id, actorId: access.userId, kind: 'card.archived' });
        });
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.card.archived',
          boardId: card.boardId,
          actorId: access.userId,
          cardId: card.id,
        });
      }
      return { card: await cardSummary(orm, card.id) };
    });

    app.post(
      '/cards/:id/restore',
      { schema: { params: IdParams, body: Type.Optional(RestoreCardBody), response: { 200: SummaryAnswer } } },
      async (request) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'edit_card');
        if (!card.archivedAt) return { card: await cardSummary(orm, card.id) };
        const wanted = request.body?.columnId ?? card.columnId;
        const config = kanbanConfig(access.context.config);
        const restored = await orm.transaction(async (tx) => {
          const columns = await tx
            .select({ id: kanbanColumns.id })
            .from(kanbanColumns)
            .where(eq(kanbanColumns.boardId, card.boardId))
            .orderBy(asc(rankOrder(kanbanColumns.rank)), asc(kanbanColumns.id));
          const columnId = columns.find((column) => column.id === wanted)?.id ?? (request.body?.columnId ? undefined : columns[0]?.id);
          if (!columnId) throw invalidMoveTarget();
          await lockColumn(tx, columnId);
          await requireRoom(tx, config, columnId, 1, card.id);
          const rank = await placeIn(tx, columnCards(columnId), card.id, {});
          const [row] = await tx
            .update(kanbanCards)
            .set({ archivedAt: null, columnId, rank, updatedAt: new Date() })
            .where(eq(kanbanCards.id, card.id))
            .returning();
          await bumpBoardVersion(tx, card.boardId, card.id);
          await recordActivity(tx, {
            boardId: card.boardId,
            cardId: card.id,
            actorId: access.userId,
            kind: 'card.restored',
            data: { columnId },
          });
          return row!;
        });
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.card.restored',
          boardId: card.boardId,
          actorId: access.userId,
          cardId: card.id,
          columnId: restored.columnId,
          rank: restored.rank,
        });
        return { card: await cardSummary(orm, card.id) };
      },
    );

    app.delete('/cards/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const { card, access } = await loadCard(kanban, request, request.params.id);
      await requireWritable(kanban, access, 'delete_card');
      const files = await orm.select({ id: kanbanAttachments.id }).from(kanbanAttachments).where(eq(kanbanAttachments.cardId, card.id));
      await orm.transaction(async (tx) => {
        await tx.delete(kanbanCards).where(eq(kanbanCards.id, card.id));
        await bumpBoardVersion(tx, card.boardId, card.id);
        await recordActivity(tx, {
          boardId: card.boardId,
          cardId: card.id,
          actorId: access.userId,
          kind: 'card.deleted',
          data: { title: card.title },
        });
      });
      const bucket = attachmentBucket(kanban);
      await Promise.all(files.map((file) => bucket.delete(access.context.workspaceId, attachmentKey(card.boardId, file.id))));
      await publishBoardEvent(kanban, access.context.workspaceId, {
        kind: 'kanban.card.deleted',
        boardId: card.boardId,
        actorId: access.userId,
        cardId: card.id,
      });
      return reply.code(204).send();
    });

    app.get(
      '/cards/:id/activity',
      { schema: { params: IdParams, querystring: ActivityQuery, response: { 200: ActivityPage } } },
      async (request) => {
        const { card } = await loadCard(kanban, request, request.params.id);
        const { limit = 50, before } = request.query;
        return listActivity(orm, { boardId: card.boardId, cardId: card.id }, { limit, ...(before ? { before } : {}) });
      },
    );
  };
