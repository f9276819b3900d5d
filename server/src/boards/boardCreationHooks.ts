/**
 * What modules do when a board is made (kanban gives it its default columns): the platform creates boards, the
 * modules holding their content add to them. A failing hook is logged and never undoes the board.
 */
import type { BoardCreatedHook, NewBoard } from '@artel/sdk/server';
import type { FastifyBaseLogger } from 'fastify';

export class BoardCreationHooks {
  private readonly hooks = new Map<string, BoardCreatedHook>();

  register(moduleId: string, hook: BoardCreatedHook): void {
    this.hooks.set(moduleId, hook);
  }

  async run(board: NewBoard, log: FastifyBaseLogger): Promise<void> {
    for (const [moduleId, hook] of this.hooks) {
      try {
        await hook(board);
      } catch (error) {
        log.error({ err: error, moduleId, boardId: board.boardId }, 'a module could not set up a new board');
      }
    }
  }
}
