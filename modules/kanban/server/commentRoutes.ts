/** Comments on a card: anyone with create_comments adds; authors edit and delete their own; delete_comment removes any. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { coreTables, forbidden, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { recordActivity } from './activity';
import { bumpBoardVersion } from './boardVersion';
import { type BoardAccess, holdsOnBoard, requireWritable } from './boardAccess';
import { commentAddedFact } from './cardFacts';
import { loadCard } from './cardRoutes';
import { commentNotFound, mentionNotMember } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { CommentBody, CommentEditBody, CommentSchema, IdParams } from './schemas';
import { toCommentJson } from './serialise';
import { type CommentRow, kanbanCards, kanbanComments } from './tables';

const { boards, users } = coreTables;

const CommentAnswer = Type.Object({ comment: CommentSchema });

async function loadComment(kanban: ModuleServices, request: FastifyRequest, commentId: string) {
  const [row] = await kanban.db.orm
    .select({ comment: kanbanComments })
    .from(kanbanComments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanComments.cardId))
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(and(eq(kanbanComments.id, commentId), eq(boards.workspaceId, kanban.http.context(request).workspaceId)));
  if (!row) throw commentNotFound();
  return { comment: row.comment, ...(await loadCard(kanban, request, row.comment.cardId)) };
}

export const commentRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    /** Authors keep their comments while they may still comment on the board. */
    const mayWriteOwn = async (access: BoardAccess, comment: CommentRow) =>
      comment.authorId === access.userId &&
      ((await holdsOnBoard(kanban, access, 'create_comments')) || (await holdsOnBoard(kanban, access, 'edit_comment')));

    const { orm } = kanban.db;
    const nameOf = async (userId: string) =>
      (await orm.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

    app.get(
      '/cards/:id/comments',
      { schema: { params: IdParams, response: { 200: Type.Object({ comments: Type.Array(CommentSchema) }) } } },
      async (request) => {
        const { card } = await loadCard(kanban, request, request.params.id);
        const rows = await orm
          .select({ comment: kanbanComments, authorName: users.name })
          .from(kanbanComments)
          .leftJoin(users, eq(users.id, kanbanComments.authorId))
          .where(eq(kanbanComments.cardId, card.id))
          .orderBy(asc(kanbanComments.createdAt), asc(kanbanComments.id));
        return { comments: rows.map((row) => toCommentJson(row.comment, row.authorName)) };
      },
    );

    app.post(
      '/cards/:id/comments',
      { schema: { params: IdParams, body: CommentBody, response: { 201: CommentAnswer } } },
      async (request, reply) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'create_comments');
        const mentioned = request.body.mentions ?? [];
        const members = new Set((await kanban.members.byIds(access.context.workspaceId, mentioned)).map((member) => member.userId));
        const stranger = mentioned.find((userId) => !members.has(userId));
        if (stranger) throw mentionNotMember(stranger);
        const comment = await orm.transaction(async (tx) => {
          const [created] = await tx
            .insert(kanbanComments)
            .values({ cardId: card.id, authorId: access.userId, body: request.body.body })
            .returning();
          await bumpBoardVersion(tx, card.boardId, card.id);
          await recordActivity(tx, {
            boardId: card.boardId,
            cardId: card.id,
            actorId: access.userId,
            kind: 'comment.added',
            data: { commentId: created!.id },
          });
          return created!;
        });
        const authorName = await nameOf(access.userId);
        // Flows (the trigger of the same name) and the comment and mention notices (commentAddedNotice.ts) listen to this.
        await publishBoardEvent(
          kanban,
          access.context.workspaceId,
          { kind: 'kanban.comment.added', boardId: card.boardId, actorId: access.userId, cardId: card.id, commentId: comment.id },
          commentAddedFact(card, comment, authorName, mentioned),
        );
        return reply.code(201).send({ comment: toCommentJson(comment, authorName) });
      },
    );

    app.patch(
      '/comments/:id',
      { schema: { params: IdParams, body: CommentEditBody, response: { 200: CommentAnswer } } },
      async (request) => {
        const { comment, access } = await loadComment(kanban, request, request.params.id);
        if (!(await mayWriteOwn(access, comment))) throw forbidden();
        await requireWritable(kanban, access, 'view_boards');
        const now = new Date();
        const [updated] = await orm
          .update(kanbanComments)
          .set({ body: request.body.body, updatedAt: now, editedAt: now })
          .where(eq(kanbanComments.id, comment.id))
          .returning();
        await publishBoardEvent(kanban, access.context.workspaceId, {
          kind: 'kanban.card.updated',
          boardId: access.board.id,
          actorId: access.userId,
          cardId: comment.cardId,
        });
        return { comment: toCommentJson(updated!, await nameOf(access.userId)) };
      },
    );

    app.delete('/comments/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const { comment, access } = await loadComment(kanban, request, request.params.id);
      if (!(await mayWriteOwn(access, comment)) && !(await holdsOnBoard(kanban, access, 'delete_comment'))) throw forbidden();
      await requireWritable(kanban, access, 'view_boards');
      await orm.transaction(async (tx) => {
        await tx.delete(kanbanComments).where(eq(kanbanComments.id, comment.id));
        await bumpBoardVersion(tx, access.board.id, comment.cardId);
      });
      await publishBoardEvent(kanban, access.context.workspaceId, {
        kind: 'kanban.card.updated',
        boardId: access.board.id,
        actorId: access.userId,
        cardId: comment.cardId,
      });
      return reply.code(204).send();
    });
  };
