/**
 * A caller's rights on the boards of a workspace by SPEC §6: the user's '*', then the workspace role, then a board's
 * own grants or the user's board role, all resolved by the SDK's one implementation. A board the caller may not
 * view is left out. Modules reach it through the permissions service, the platform's routes directly.
 * The board rows are read afresh (a module may rename a board inside its own transaction); the caller's board
 * roles and grants come from the access cache (accessCache.ts), which the board role routes forget.
 */
import { and, eq } from 'drizzle-orm';
import type { BoardGrant, ModuleRequestContext } from '@artel/sdk/server';
import { ALL_PERMISSIONS, buildPermissionsData, checkPermissions, type WorkspacePermission } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { boards } from '../db/tables/boards';
import { cachedAccess } from '../permissions/accessCache';
import { boardAccessOf } from './boardData';

type BoardRow = typeof boards.$inferSelect;

/** Who asks: what SPEC §6 resolution needs of a request, in a module or in the platform's own routes. */
export type BoardCaller = Pick<ModuleRequestContext, 'workspaceId' | 'userId' | 'role' | 'userPermissions'>;

function boardRightsOf(orm: Orm, context: BoardCaller) {
  return cachedAccess(orm, `boards:${context.workspaceId}:${context.userId}`, () =>
    boardAccessOf(orm, context.workspaceId, context.userId),
  );
}

type BoardRights = Awaited<ReturnType<typeof boardAccessOf>>;

/**
 * The permissions each board's rights resolve to, kept beside the rights the access cache holds: resolving all
 * 26 names costs tens of microseconds, which every board read (50 readers at once) would spend again. The rights
 * object is replaced whenever the access cache forgets (any change of roles or grants), so this goes with it;
 * the workspace role and the user's own permissions, read per request, are part of the key.
 */
const resolvedRights = new WeakMap<BoardRights, Map<string, ReadonlySet<WorkspacePermission>>>();

function permissionsOn(rights: BoardRights, context: BoardCaller, boardId: string): ReadonlySet<WorkspacePermission> {
  let resolved = resolvedRights.get(rights);
  if (!resolved) {
    resolved = new Map();
    resolvedRights.set(rights, resolved);
  }
  const key = `${boardId} ${context.role} ${context.userPermissions.join(',')}`;
  let permissions = resolved.get(key);
  if (!permissions) {
    const data = buildPermissionsData({
      workspaceRole: context.role,
      userPermissions: context.userPermissions,
      boardRoles: rights.boardRoles,
      boardPermissions: rights.boardPermissions,
    });
    permissions = new Set(ALL_PERMISSIONS.filter((permission) => checkPermissions(data, [permission], { boardId }).allowed));
    resolved.set(key, permissions);
  }
  return permissions;
}

async function grantsOf(orm: Orm, context: BoardCaller, rows: BoardRow[]): Promise<BoardGrant[]> {
  if (rows.length === 0) return [];
  const rights = await boardRightsOf(orm, context);
  return rows.flatMap((board) => {
    const permissions = permissionsOn(rights, context, board.id);
    return permissions.has('view_boards') ? [{ board, boardRole: rights.boardRoles[board.id] ?? null, permissions }] : [];
  });
}

export async function boardsWithGrants(orm: Orm, context: BoardCaller, boardId?: string): Promise<BoardGrant[]> {
  const inScope = boardId
    ? and(eq(boards.workspaceId, context.workspaceId), eq(boards.id, boardId))
    : eq(boards.workspaceId, context.workspaceId);
  return grantsOf(orm, context, await orm.select().from(boards).where(inScope));
}

/** The caller's rights on a board row the caller's module read itself; null unless it is theirs to view. */
export async function grantOnBoard(orm: Orm, context: BoardCaller, board: BoardRow): Promise<BoardGrant | null> {
  if (board.workspaceId !== context.workspaceId) return null;
  return (await grantsOf(orm, context, [board]))[0] ?? null;
}
