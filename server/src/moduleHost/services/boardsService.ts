import { eq } from 'drizzle-orm';
import type { BoardsService, ModuleOrm } from '@artel/sdk/server';
import type { Orm } from '../../db/database';
import type { BoardArchives } from '../../boards/boardArchives';
import type { BoardCreationHooks } from '../../boards/boardCreationHooks';
import { boards } from '../../db/tables/boards';

/** A module's transaction handle is the platform's ORM under another type: one connection, one transaction. */
const platformOrm = (orm: Orm, tx: ModuleOrm | undefined): Orm => (tx as unknown as Orm | undefined) ?? orm;

export function boardsService(orm: Orm, moduleId: string, archives: BoardArchives, creation: BoardCreationHooks): BoardsService {
  return {
    async update(boardId, changes, tx) {
      const [board] = await platformOrm(orm, tx)
        .update(boards)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(boards.id, boardId))
        .returning();
      if (!board) throw new Error(`Board ${boardId} does not exist`);
      return board;
    },
    async delete(boardId, tx) {
      await platformOrm(orm, tx).delete(boards).where(eq(boards.id, boardId));
    },
    reportArchived: (archivedSince) => archives.answerFor(moduleId, archivedSince),
    onCreated: (hook) => creation.register(moduleId, hook),
  };
}
