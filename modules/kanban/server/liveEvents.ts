/**
 * Board events for everyone viewing the board, through the platform's realtime service: sockets subscribed to
 * the workspace receive `{ type: 'workspace_event', workspaceId, eventId, event }` and keep the events of their board.
 * Every subscriber of the workspace gets them, so they carry ids and ranks only, never titles or text.
 */
import type { ModuleServices } from '@artel/sdk/server';

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

/**
 * Publish after the change has committed; a failed publish is logged, the change stands (clients poll). The same
 * event goes in-process with the `fact` (cardFacts.ts) added: flows and notification rules need the card's
 * title and names, which never go to sockets.
 */
export async function publishBoardEvent(
  kanban: ModuleServices,
  workspaceId: string,
  event: KanbanEvent,
  fact: Record<string, unknown> = {},
): Promise<void> {
  try {
    await kanban.realtime.publishToBoard(workspaceId, event.boardId, { ...event, at: new Date().toISOString() });
  } catch (error) {
    kanban.logger.error({ err: error, kind: event.kind }, 'kanban live event not published');
  }
  await kanban.events.emit(event.kind, { ...fact, workspaceId, ...event });
}
