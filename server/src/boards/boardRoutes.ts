/** /api/v1/workspaces/{id}/boards: the workspace's boards (view_boards) and creating one (create_boards). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireWorkspacePermission } from '../workspaces/workspaceAccess';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import { type BoardView, createBoard, listBoards } from './boardData';
import { type BoardJson, BoardSchema, CreateBoardBodySchema } from './boardSchemas';

function toBoardJson({ board, role }: BoardView): BoardJson {
  return {
    id: board.id,
    workspaceId: board.workspaceId,
    name: board.name,
    description: board.description,
    createdById: board.createdById,
    role,
    createdAt: board.createdAt.toISOString(),
    updatedAt: board.updatedAt.toISOString(),
  };
}

export const boardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;

  app.get(
    '/:id/boards',
    { schema: { params: WorkspaceParamsSchema, response: { 200: Type.Object({ boards: Type.Array(BoardSchema) }) } } },
    async (request) => {
      await requireWorkspacePermission(orm, request.params.id, request.user, 'view_boards');
      return { boards: (await listBoards(orm, request.params.id, request.user.id)).map(toBoardJson) };
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
      return reply.code(201).send(toBoardJson(board));
    },
  );
};
