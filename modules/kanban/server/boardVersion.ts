/**
 * The board view's version (kanban_boards.version): every write that changes what the board view shows calls
 * bumpBoardVersion inside its own transaction, so the version commits with the change and any server instance
 * that reads it knows whether its cached view (boardViewCache.ts) is current. A write that changed one card's
 * face and nothing else names that card: a view cached one version before refreshes only that card.
 */
import { sql } from 'drizzle-orm';
import type { ModuleOrm as Orm } from '@artel/sdk/server';
import { kanbanBoards } from './tables';

/** `changedCardId`: the one card the write changed (created, edited, moved, archived, deleted…), or null for more. */
export async function bumpBoardVersion(tx: Orm, boardId: string, changedCardId: string | null): Promise<void> {
  await tx
    .insert(kanbanBoards)
    .values({ boardId, version: 1, changedCardId })
    .onConflictDoUpdate({ target: kanbanBoards.boardId, set: { version: sql`${kanbanBoards.version} + 1`, changedCardId } });
}
