import { buildPermissionsData, checkPermissions, hasWorkspaceRole, type PermissionsData, resolvePermission } from './resolvePermissions';
import { ALL_PERMISSIONS, WORKSPACE_ROLES } from './rolePermissions';

const memberOnBoards: PermissionsData = buildPermissionsData({
  workspaceRole: 'member',
  boardPermissions: { 'board-1': ['delete_column'] },
  boardRoles: { 'board-1': 'board_admin', 'board-2': 'commenter' },
});
const viewer = buildPermissionsData({ workspaceRole: 'viewer' });

describe('resolvePermission', () => {
  it('grants everything to a user with "*", even outside the workspace', () => {
    expect(resolvePermission({ permission: 'export_data', workspaceRole: null, userPermissions: ['*'] })).toMatchObject({
      allowed: true,
      scope: 'global',
    });
  });

  it('grants what the user holds directly', () => {
    expect(resolvePermission({ permission: 'view_analytics', workspaceRole: 'guest', userPermissions: ['view_analytics'] })).toMatchObject({
      allowed: true,
      scope: 'global',
    });
  });

  it("grants from the workspace role's row of the table", () => {
    expect(resolvePermission({ permission: 'export_data', workspaceRole: 'owner' })).toEqual({
      allowed: true,
      reason: 'export_data is granted by the workspace role owner',
      scope: 'workspace',
    });
    expect(resolvePermission({ permission: 'export_data', workspaceRole: 'admin' })).toEqual({
      allowed: false,
      reason: 'export_data is not granted',
      scope: 'none',
    });
    expect(resolvePermission({ permission: 'create_cards', workspaceRole: 'viewer' }).allowed).toBe(false);
  });

  it('checks the workspace first, so a board grant is reported only when the role lacks it', () => {
    const input = { workspaceRole: 'member', boardId: 'b', boardRoles: { b: 'editor' } };
    expect(resolvePermission({ ...input, permission: 'create_cards' }).scope).toBe('workspace');
    expect(resolvePermission({ ...input, permission: 'move_card' })).toEqual({
      allowed: true,
      reason: 'move_card is granted by board role editor on board b',
      scope: 'board',
    });
  });

  it("grants from the board's own permission list", () => {
    expect(
      resolvePermission({ permission: 'archive_board', workspaceRole: 'viewer', boardId: 'b', boardPermissions: { b: ['archive_board'] } }),
    ).toEqual({ allowed: true, reason: 'archive_board is granted on board b', scope: 'board' });
  });

  it('uses board grants only for the board asked about', () => {
    const input = { permission: 'move_card', workspaceRole: 'viewer', boardRoles: { b: 'editor' } };
    expect(resolvePermission({ ...input, boardId: 'other' }).allowed).toBe(false);
    expect(resolvePermission(input).allowed).toBe(false);
  });

  it('gives members a default board role on boards that name none: members move cards, viewers and guests do not', () => {
    const onBoard = (workspaceRole: string, boardRoles = {}) =>
      resolvePermission({ permission: 'move_card', workspaceRole, boardId: 'b', boardRoles }).allowed;
    expect(onBoard('member')).toBe(true);
    expect(onBoard('viewer')).toBe(false);
    expect(onBoard('guest')).toBe(false);
    expect(resolvePermission({ permission: 'view_boards', workspaceRole: 'guest', boardId: 'b' }).allowed).toBe(false);
    // A board role set for the person wins over the default.
    expect(onBoard('member', { b: 'board_viewer' })).toBe(false);
  });

  it('refuses a non-member and an unknown role', () => {
    expect(resolvePermission({ permission: 'view_workspace', workspaceRole: null }).allowed).toBe(false);
    expect(resolvePermission({ permission: 'view_workspace', workspaceRole: 'superuser' }).allowed).toBe(false);
  });

  it('lets the owner work with cards on any board', () => {
    expect(resolvePermission({ permission: 'create_cards', workspaceRole: 'owner', boardId: 'b' })).toMatchObject({
      allowed: true,
      scope: 'workspace',
    });
  });
});

describe('checkPermissions', () => {
  it('gives the same answers as resolvePermission for every role and permission', () => {
    for (const workspaceRole of WORKSPACE_ROLES) {
      const data = buildPermissionsData({ workspaceRole });
      for (const permission of ALL_PERMISSIONS) {
        expect(checkPermissions(data, [permission])).toEqual(resolvePermission({ permission, workspaceRole }));
      }
    }
  });

  it('needs all listed permissions by default', () => {
    expect(checkPermissions(viewer, ['view_boards', 'create_boards'])).toEqual({
      allowed: false,
      reason: 'create_boards is not granted',
      scope: 'none',
    });
    expect(checkPermissions(viewer, ['view_boards', 'view_workspace']).allowed).toBe(true);
  });

  it('needs one of them in "any" mode', () => {
    expect(checkPermissions(viewer, ['create_boards', 'view_boards'], { mode: 'any' })).toMatchObject({
      allowed: true,
      scope: 'workspace',
    });
    expect(checkPermissions(viewer, ['create_boards', 'manage_members'], { mode: 'any' })).toEqual({
      allowed: false,
      reason: 'None of create_boards, manage_members is granted',
      scope: 'none',
    });
  });

  it('adds board grants when a board is named, and reports the board scope', () => {
    expect(checkPermissions(memberOnBoards, ['delete_card'])).toMatchObject({ allowed: false });
    expect(checkPermissions(memberOnBoards, ['create_cards', 'delete_card'], { boardId: 'board-1' })).toMatchObject({
      allowed: true,
      scope: 'board',
    });
    expect(checkPermissions(memberOnBoards, ['edit_comment'], { boardId: 'board-2' })).toMatchObject({ allowed: true });
    expect(checkPermissions(memberOnBoards, ['move_card'], { boardId: 'board-2' })).toMatchObject({ allowed: false });
  });

  it('lets "*" in the data grant everything', () => {
    const everything = buildPermissionsData({ workspaceRole: 'guest', userPermissions: ['*'] });
    expect(everything.permissions['*']).toBe(true);
    expect(checkPermissions(everything, ['manage_workspace', 'export_data'])).toMatchObject({ allowed: true, scope: 'global' });
  });

  it('falls back to the SPEC §6 list when data is missing', () => {
    expect(checkPermissions(null, ['view_boards', 'create_cards'])).toMatchObject({ allowed: true, scope: 'fallback' });
    expect(checkPermissions(null, ['manage_members'])).toEqual({
      allowed: true,
      reason: 'No permission data: the fallback list allows manage_members',
      scope: 'fallback',
    });
    expect(checkPermissions(null, ['view_boards', 'manage_workspace'])).toMatchObject({ allowed: false, scope: 'fallback' });
    expect(checkPermissions(null, ['manage_workspace', 'invite_members'], { mode: 'any' })).toMatchObject({
      allowed: true,
      scope: 'fallback',
    });
    expect(checkPermissions(null, ['export_data', 'delete_board'], { mode: 'any' })).toMatchObject({
      allowed: false,
      scope: 'fallback',
    });
  });

  it('allows when nothing is asked for', () => {
    expect(checkPermissions(viewer, []).allowed).toBe(true);
    expect(checkPermissions(null, [], { mode: 'any' }).allowed).toBe(true);
  });
});

describe('buildPermissionsData', () => {
  it('lists every permission name with its workspace-level answer', () => {
    expect(Object.keys(viewer.permissions).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(viewer.permissions.view_boards).toBe(true);
    expect(viewer.permissions.create_boards).toBe(false);
    expect(viewer.roles).toEqual(['viewer']);
  });

  it('copies board grants so later changes to the source do not leak in', () => {
    const lists = { b: ['edit_board'] };
    const data = buildPermissionsData({ workspaceRole: 'member', boardPermissions: lists, boardRoles: { b: 'editor' } });
    lists.b.push('delete_board');
    expect(data.boardPermissions).toEqual({ b: ['edit_board'] });
    expect(data.boardRoles).toEqual({ b: 'editor' });
  });
});

describe('hasWorkspaceRole', () => {
  const owner = buildPermissionsData({ workspaceRole: 'owner' });

  it('passes with any of the listed roles by default', () => {
    expect(hasWorkspaceRole(owner, ['owner', 'admin'])).toBe(true);
    expect(hasWorkspaceRole(viewer, ['owner', 'admin'])).toBe(false);
  });

  it('can require all of them', () => {
    const both: PermissionsData = { ...owner, roles: ['owner', 'admin'] };
    expect(hasWorkspaceRole(owner, ['owner', 'admin'], 'all')).toBe(false);
    expect(hasWorkspaceRole(both, ['owner', 'admin'], 'all')).toBe(true);
  });

  it('fails without data, so role-guarded controls stay hidden', () => {
    expect(hasWorkspaceRole(null, ['owner'])).toBe(false);
  });
});
