/**
 * Board events for everyone viewing the board, through the platform's realtime hub: sockets subscribed to the
 * workspace receive `{ type: 'workspace_event', workspaceId, event }` and keep the events of their board.
 * Every subscriber of the workspace gets them, so they carry ids and ranks only, never titles or text.
 */
import type { FastifyInstance } from 'fastify';

export type KanbanEventKind =
  | 'kanban.card.created'
  | 'kanban.card.updated'
  | 'kanban.card.moved'
  | 'kanban.card.archived'
  | 'kanban.card.restored'
  | 'kanban.card.deleted'
  | 'kanban.comment.added'
  | 'kanban.column.created'
  | 'kanban.column.updated'
  | 'kanban.column.moved'
  | 'kanban.column.deleted'
  | 'kanban.labels.changed'
  | 'kanban.board.updated'
  | 'kanban.board.archived'
  | 'kanban.board.restored'
  | 'kanban.board.deleted';

export interface KanbanEvent {
  kind: KanbanEventKind;
  boardId: string;
  actorId: string;
  [field: string]: string | null;
}

/** Publish after the change has committed; a failed publish is logged, the change stands (clients poll). */
export async function publishBoardEvent(app: FastifyInstance, workspaceId: string, event: KanbanEvent): Promise<void> {
  try {
    await app.realtime.publishToWorkspace(workspaceId, { ...event, at: new Date().toISOString() });
  } catch (error) {
    app.log.error({ err: error, kind: event.kind }, 'kanban live event not published');
  }
}
