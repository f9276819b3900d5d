/** Kanban's live events as they arrive on the platform's socket: `{ type: 'workspace_event', event: {...} }`. */
export interface KanbanLiveEvent {
  kind: string;
  boardId: string;
  actorId: string | null;
  cardId?: string;
  columnId?: string;
  rank?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The kanban event a socket frame carries, or null for anything else (notifications, pongs, garbage). */
export function parseKanbanFrame(data: unknown): KanbanLiveEvent | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame) || frame.type !== 'workspace_event' || !isRecord(frame.event)) return null;
  const { event } = frame;
  if (typeof event.kind !== 'string' || !event.kind.startsWith('kanban.') || typeof event.boardId !== 'string') return null;
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
