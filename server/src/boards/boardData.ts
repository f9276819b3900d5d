/** Queries of boards, their per-board roles and permission grants. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BoardRole } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { boardMembers, boardPermissionGrants, boards } from '../db/tables/boards';

export type BoardRow = typeof boards.$inferSelect;

export interface BoardView {
  board: BoardRow;
  /** The viewing user's board role. */
  role: BoardRole | null;
}

function selectViews(orm: Orm, userId: string) {
  return orm
    .select({ board: boards, role: boardMembers.role })
    .from(boards)
    .leftJoin(boardMembers, and(eq(boardMembers.boardId, boards.id), eq(boardMembers.userId, userId)));
}

export function listBoards(orm: Orm, workspaceId: string, userId: string): Promise<BoardView[]> {
  return selectViews(orm, userId).where(eq(boards.workspaceId, workspaceId)).orderBy(asc(boards.createdAt), asc(boards.id));
}

export async function findBoard(orm: Orm, workspaceId: string, boardId: string): Promise<BoardRow | undefined> {
  const [row] = await orm
    .select()
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), eq(boards.id, boardId)));
  return row;
}

/** The creator administers the new board. Returns it as the creator sees it. */
export function createBoard(
  orm: Orm,
  input: { workspaceId: string; name: string; description: string; createdById: string },
): Promise<BoardView> {
  return orm.transaction(async (tx) => {
    const [board] = await tx.insert(boards).values(input).returning();
    if (!board) throw new Error('The board was not created');
    await tx.insert(boardMembers).values({ boardId: board.id, userId: input.createdById, role: 'board_admin' });
    return { board, role: 'board_admin' };
  });
}

/** The user's board roles and board grants within one workspace, keyed by board id. */
export async function boardAccessOf(
  orm: Orm,
  workspaceId: string,
  userId: string,
): Promise<{ boardRoles: Record<string, string>; boardPermissions: Record<string, string[]> }> {
  const roles = await orm
    .select({ boardId: boardMembers.boardId, role: boardMembers.role })
    .from(boardMembers)
    .innerJoin(boards, eq(boards.id, boardMembers.boardId))
    .where(and(eq(boards.workspaceId, workspaceId), eq(boardMembers.userId, userId)));
  const grants = await orm
    .select({ boardId: boardPermissionGrants.boardId, permission: boardPermissionGrants.permission })
    .from(boardPermissionGrants)
    .innerJoin(boards, eq(boards.id, boardPermissionGrants.boardId))
    .where(and(eq(boards.workspaceId, workspaceId), eq(boardPermissionGrants.userId, userId)))
    .orderBy(asc(boardPermissionGrants.permission));
  const boardPermissions: Record<string, string[]> = {};
  for (const { boardId, permission } of grants) (boardPermissions[boardId] ??= []).push(permission);
  return { boardRoles: Object.fromEntries(roles.map(({ boardId, role }) => [boardId, role])), boardPermissions };
}

/** Sets a user's role on a board (for modules that manage board membership). */
export async function setBoardRole(orm: Orm, boardId: string, userId: string, role: BoardRole): Promise<void> {
  await orm
    .insert(boardMembers)
    .values({ boardId, userId, role })
    .onConflictDoUpdate({ target: [boardMembers.boardId, boardMembers.userId], set: { role } });
}

/** The board roles set on one board, by user. */
export async function boardRolesOn(orm: Orm, boardId: string): Promise<Map<string, BoardRole>> {
  const rows = await orm
    .select({ userId: boardMembers.userId, role: boardMembers.role })
    .from(boardMembers)
    .where(eq(boardMembers.boardId, boardId));
  return new Map(rows.map((row) => [row.userId, row.role]));
}

/** Takes a user's board role away: their workspace role's default applies again. */
export async function clearBoardRole(orm: Orm, boardId: string, userId: string): Promise<void> {
  await orm.delete(boardMembers).where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, userId)));
}

/** Grants one permission to a user on a board, beyond their roles. */
export async function grantBoardPermission(orm: Orm, boardId: string, userId: string, permission: string): Promise<void> {
  await orm.insert(boardPermissionGrants).values({ boardId, userId, permission }).onConflictDoNothing();
}

/** Someone leaving a workspace keeps no role or grant on its boards. */
export async function removeBoardAccess(orm: Orm, workspaceId: string, userId: string): Promise<void> {
  const ofWorkspace = orm.select({ id: boards.id }).from(boards).where(eq(boards.workspaceId, workspaceId));
  await orm.delete(boardMembers).where(and(eq(boardMembers.userId, userId), inArray(boardMembers.boardId, ofWorkspace)));
  await orm
    .delete(boardPermissionGrants)
    .where(and(eq(boardPermissionGrants.userId, userId), inArray(boardPermissionGrants.boardId, ofWorkspace)));
}

export async function countBoards(orm: Orm, workspaceId: string): Promise<number> {
  const [row] = await orm
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  return row?.total ?? 0;
}
