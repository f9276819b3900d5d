/**
 * The last workspace event the client has, so a socket that reconnects (to this instance or another) asks for
 * what came after it instead of silently missing it. It belongs to one workspace: following another forgets it.
 */
export interface WorkspaceEventCursor {
  /** The id to resume `workspaceId` from, or null when the client has none for it. */
  resumeFrom(workspaceId: string | null): number | null;
  /** The server said where the client stands (ready, subscribed) or sent an event. */
  advance(workspaceId: string, eventId: number): void;
  forget(): void;
}

export function createWorkspaceEventCursor(): WorkspaceEventCursor {
  let current: { workspaceId: string; eventId: number } | null = null;
  return {
    resumeFrom: (workspaceId) => (current && workspaceId !== null && current.workspaceId === workspaceId ? current.eventId : null),
    advance(workspaceId, eventId) {
      if (current?.workspaceId === workspaceId && current.eventId >= eventId) return;
      current = { workspaceId, eventId };
    },
    forget() {
      current = null;
    },
  };
}
