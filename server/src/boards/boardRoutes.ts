/**
 * /api/v1/workspaces/{id}/boards: the workspace's boards (view_boards), each marked archived when a module
 * holding its content archived it, and creating one (create_boards).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { requireWorkspacePermission } from '../workspaces/workspaceAccess';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import { type BoardView, createBoard, listBoards } from './boardData';
import { type BoardJson, BoardSchema, CreateBoardBodySchema } from './boardSchemas';
import { forgetAccessAfterWrites } from '../permissions/accessCache';

function toBoardJson({ board, role }: BoardView, archivedAt: Date | null = null): BoardJson {
  return {
    id: board.id,
    workspaceId: board.workspaceId,
    name: board.name,
    description: board.description,
    createdById: board.createdById,
    role,
    archivedAt: archivedAt?.toISOString() ?? null,
    createdAt: board.createdAt.toISOString(),
    updatedAt: board.updatedAt.toISOString(),
  };
}

export const boardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  forgetAccessAfterWrites(app);
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get(
    '/:id/boards',
    { schema: { params: WorkspaceParamsSchema, response: { 200: Type.Object({ boards: Type.Array(BoardSchema) }) } } },
    async (request) => {
      await requireWorkspacePermission(orm, request.params.id, request.user, 'view_boards');
      const views = await listBoards(orm, request.params.id, request.user.id);
      const archived = await app.boardArchives.archivedSince(
        request.params.id,
        views.map((view) => view.board.id),
      );
      return { boards: views.map((view) => toBoardJson(view, archived.get(view.board.id) ?? null)) };
    },
  );

  app.post(
    '/:id/boards',
    { schema: { params: WorkspaceParamsSchema, body: CreateBoardBodySchema, response: { 201: BoardSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      await requireWorkspacePermission(orm, id, request.user, 'create_boards');
      const board = await createBoard(orm, {
        workspaceId: id,
        name: request.body.name.trim(),
        description: (request.body.description ?? '').trim(),
        createdById: request.user.id,
      });
      if (request.body.withDefaults)
        await app.boardCreationHooks.run(
          { boardId: board.board.id, workspaceId: id, createdById: request.user.id, locale: requestLocale(request) },
          request.log,
        );
      return reply.code(201).send(toBoardJson(board));
    },
  );
};
