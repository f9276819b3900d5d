/** Workspace and board roles with what each may do (SPEC §6 'Roles and permissions'). */

/** '*' in a user's permissions means every permission (SPEC §3, §6). */
export const PERMISSION_WILDCARD = '*';

export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer', 'guest'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Only these see 'Workspace Settings' and the workspace permissions page (SPEC §2, §6). */
export const WORKSPACE_SETTINGS_ROLES: readonly WorkspaceRole[] = ['owner', 'admin'];

/** The names used in SPEC §6's role table. */
export const WORKSPACE_TABLE_PERMISSIONS = [
  'manage_workspace',
  'view_workspace',
  'manage_members',
  'invite_members',
  'create_boards',
  'manage_boards',
  'view_boards',
  'view_analytics',
  'export_data',
  'create_cards',
  'edit_card',
  'create_comments',
  'upload_files',
] as const;

/** SPEC §6 'Other permission names': granted through board roles or a board's own permission list. */
export const OTHER_PERMISSIONS = [
  'edit_board',
  'delete_board',
  'archive_board',
  'create_columns',
  'edit_column',
  'delete_column',
  'move_column',
  'delete_card',
  'move_card',
  'assign_card',
  'edit_comment',
  'delete_comment',
  'delete_files',
] as const;

export const ALL_PERMISSIONS = [...WORKSPACE_TABLE_PERMISSIONS, ...OTHER_PERMISSIONS] as const;
export type WorkspacePermission = (typeof ALL_PERMISSIONS)[number];

const OWNER_PERMISSIONS: readonly WorkspacePermission[] = [
  'manage_workspace',
  'view_workspace',
  'manage_members',
  'invite_members',
  'create_boards',
  'manage_boards',
  'view_boards',
  'view_analytics',
  'export_data',
];

/** SPEC §6's table, exactly; its admin row reads "same as owner except manage_workspace and export_data". */
export const ROLE_PERMISSIONS: Readonly<Record<WorkspaceRole, readonly WorkspacePermission[]>> = {
  owner: OWNER_PERMISSIONS,
  admin: OWNER_PERMISSIONS.filter((permission) => permission !== 'manage_workspace' && permission !== 'export_data'),
  member: ['view_workspace', 'view_boards', 'create_boards', 'create_cards', 'edit_card', 'create_comments', 'upload_files'],
  viewer: ['view_workspace', 'view_boards'],
  guest: ['view_workspace'],
};

/** What is allowed when no permission data could be loaded (SPEC §6 'Fallback'). */
export const FALLBACK_PERMISSIONS: readonly WorkspacePermission[] = [
  'view_workspace',
  'view_boards',
  'create_cards',
  'edit_card',
  'invite_members',
  'manage_members',
];

/**
 * Per-board roles. SPEC §6 names the board-level permissions but not the roles that hold them, so:
 * - board_admin: everything on the board, including editing, archiving and deleting it;
 * - editor: works with columns, cards, comments and files, but cannot delete or archive the board,
 *   delete columns, or delete other people's comments and files;
 * - commenter: reads the board and writes and edits comments;
 * - board_viewer: reads the board.
 */
export const BOARD_ROLES = ['board_admin', 'editor', 'commenter', 'board_viewer'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

const BOARD_EDITOR_PERMISSIONS: readonly WorkspacePermission[] = [
  'view_boards',
  'create_columns',
  'edit_column',
  'move_column',
  'create_cards',
  'edit_card',
  'delete_card',
  'move_card',
  'assign_card',
  'create_comments',
  'edit_comment',
  'upload_files',
];

export const BOARD_ROLE_PERMISSIONS: Readonly<Record<BoardRole, readonly WorkspacePermission[]>> = {
  board_admin: [
    ...BOARD_EDITOR_PERMISSIONS,
    'edit_board',
    'delete_board',
    'archive_board',
    'delete_column',
    'delete_comment',
    'delete_files',
  ],
  editor: BOARD_EDITOR_PERMISSIONS,
  commenter: ['view_boards', 'create_comments', 'edit_comment'],
  board_viewer: ['view_boards'],
};

/**
 * The board role a workspace member holds on a board that names none for them: members work on every board
 * of their workspace (move, assign, columns), viewers only look, guests see only boards shared with them.
 */
export const DEFAULT_BOARD_ROLES: Readonly<Record<WorkspaceRole, BoardRole | null>> = {
  owner: 'board_admin',
  admin: 'board_admin',
  member: 'editor',
  viewer: 'board_viewer',
  guest: null,
};

/**
 * What a workspace role may do on every board. The table gives owner and admin manage_boards but not
 * create_cards; managing all boards has to include working on them, so manage_boards carries the
 * board_admin set. Without it a workspace owner could not add a card to their own board.
 */
export function effectiveRolePermissions(role: WorkspaceRole): WorkspacePermission[] {
  const granted = new Set<WorkspacePermission>(ROLE_PERMISSIONS[role]);
  if (granted.has('manage_boards')) for (const permission of BOARD_ROLE_PERMISSIONS.board_admin) granted.add(permission);
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

export function isBoardRole(value: unknown): value is BoardRole {
  return typeof value === 'string' && (BOARD_ROLES as readonly string[]).includes(value);
}

export function isWorkspacePermission(value: unknown): value is WorkspacePermission {
  return typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value);
}
