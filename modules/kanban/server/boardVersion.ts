/**
 * The board view's version (kanban_boards.version): every write that changes what the board view shows calls
 * bumpBoardVersion inside its own transaction, so the version commits with the change and any server instance
 * that reads it knows whether its cached view (boardViewCache.ts) is current.
 */
import { sql } from 'drizzle-orm';
import type { ModuleOrm as Orm } from '@artel/sdk/server';
import { kanbanBoards } from './tables';

export async function bumpBoardVersion(tx: Orm, boardId: string): Promise<void> {
  await tx
    .insert(kanbanBoards)
    .values({ boardId, version: 1 })
    .onConflictDoUpdate({ target: kanbanBoards.boardId, set: { version: sql`${kanbanBoards.version} + 1` } });
}
