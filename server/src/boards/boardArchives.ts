/**
 * Which boards are archived: the platform keeps no archive of its own, the modules that hold boards' content
 * (kanban) answer for theirs through `boards.reportArchived`. The core board list asks them all, so the
 * workspace page can tell active boards from archived ones without reading any module's tables.
 */
import type { BoardArchiveQuery } from '@artel/sdk/server';

export class BoardArchives {
  private readonly answerers = new Map<string, BoardArchiveQuery>();

  answerFor(moduleId: string, archivedSince: BoardArchiveQuery): void {
    this.answerers.set(moduleId, archivedSince);
  }

  /** When each archived board among `boardIds` was archived; a board any module holds archived counts as archived. */
  async archivedSince(workspaceId: string, boardIds: readonly string[]): Promise<Map<string, Date>> {
    const archived = new Map<string, Date>();
    if (boardIds.length === 0) return archived;
    const asked = new Set(boardIds);
    const answers = await Promise.all([...this.answerers.values()].map((ask) => ask(workspaceId, boardIds)));
    for (const answer of answers) {
      for (const [boardId, since] of answer) {
        const earlier = archived.get(boardId);
        if (asked.has(boardId) && (!earlier || since < earlier)) archived.set(boardId, since);
      }
    }
    return archived;
  }
}
