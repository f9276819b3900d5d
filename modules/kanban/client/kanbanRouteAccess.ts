/** Who may create cards and boards (SPEC §6), to offer the pages that create them only to those. */
import { checkPermissions, type RouteAccessRule } from '@artel/sdk';

/** Cards are made on a board: the workspace role may grant it everywhere, or a board role on one board. */
export const mayCreateCards: RouteAccessRule = ({ permissions, userPermissions }) => {
  if (userPermissions.includes('*')) return true;
  if (!permissions) return false;
  const boardIds = new Set([...Object.keys(permissions.boardRoles), ...Object.keys(permissions.boardPermissions)]);
  return checkPermissions(permissions, ['create_cards']).allowed || [...boardIds].some((boardId) => checkPermissions(permissions, ['create_cards'], { boardId }).allowed);
};

export const mayCreateBoards: RouteAccessRule = ({ permissions, userPermissions }) =>
  userPermissions.includes('*') || (permissions !== null && checkPermissions(permissions, ['create_boards']).allowed);
