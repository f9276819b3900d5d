/** Kanban's live events as the SDK's realtime hands them over: `{ kind: 'kanban.…', workspaceId, boardId, … }`. */
import type { RealtimeEvent } from '@artel/sdk';

export interface KanbanLiveEvent {
  kind: string;
  boardId: string;
  actorId: string | null;
  cardId?: string;
  columnId?: string;
  rank?: string;
}

/** The kanban event a workspace event carries, or null for anything else (other modules, malformed ones). */
export function readKanbanEvent(event: RealtimeEvent): KanbanLiveEvent | null {
  if (!event.kind.startsWith('kanban.') || typeof event.boardId !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    kind: event.kind,
    boardId: event.boardId,
    actorId: text(event.actorId) ?? null,
    cardId: text(event.cardId),
    columnId: text(event.columnId),
    rank: text(event.rank),
  };
}
