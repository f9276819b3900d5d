/** Who may create cards and boards (SPEC §6), to offer the pages that create them only to those. */
import { checkPermissions, modulePermissions, type RouteAccessRule } from '@artel/sdk';
import manifest from '../manifest.json';

const kanbanPermissions = modulePermissions(manifest);

const mayCreateCardsEverywhere = kanbanPermissions.rule('create_cards');

/** Cards are made on a board: the workspace role may grant it everywhere, or a board role on one board. */
export const mayCreateCards: RouteAccessRule = (access) => {
  if (mayCreateCardsEverywhere(access)) return true;
  const { permissions } = access;
  if (!permissions) return false;
  const boardIds = new Set([...Object.keys(permissions.boardRoles), ...Object.keys(permissions.boardPermissions)]);
  return [...boardIds].some((boardId) => checkPermissions(permissions, ['create_cards'], { boardId }).allowed);
};

export const mayCreateBoards = kanbanPermissions.rule('create_boards');
