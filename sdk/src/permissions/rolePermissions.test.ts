import {
  ALL_PERMISSIONS,
  BOARD_ROLE_PERMISSIONS,
  BOARD_ROLES,
  effectiveRolePermissions,
  FALLBACK_PERMISSIONS,
  isBoardRole,
  isWorkspacePermission,
  isWorkspaceRole,
  OTHER_PERMISSIONS,
  ROLE_PERMISSIONS,
  WORKSPACE_ROLES,
} from './rolePermissions';

const sorted = (list: readonly string[]) => [...list].sort();

describe('workspace roles', () => {
  it('are owner, admin, member, viewer and guest', () => {
    expect(WORKSPACE_ROLES).toEqual(['owner', 'admin', 'member', 'viewer', 'guest']);
  });

  it("follow SPEC §6's table exactly", () => {
    const owner = [
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
    expect(sorted(ROLE_PERMISSIONS.owner)).toEqual(sorted(owner));
    expect(sorted(ROLE_PERMISSIONS.admin)).toEqual(
      sorted(owner.filter((permission) => permission !== 'manage_workspace' && permission !== 'export_data')),
    );
    expect(sorted(ROLE_PERMISSIONS.member)).toEqual(
      sorted(['view_workspace', 'view_boards', 'create_boards', 'create_cards', 'edit_card', 'create_comments', 'upload_files']),
    );
    expect(sorted(ROLE_PERMISSIONS.viewer)).toEqual(['view_boards', 'view_workspace']);
    expect(ROLE_PERMISSIONS.guest).toEqual(['view_workspace']);
  });
});

describe('permission names', () => {
  it("are the table's 13 names and the 13 other names, each once", () => {
    expect(ALL_PERMISSIONS).toHaveLength(26);
    expect(new Set(ALL_PERMISSIONS).size).toBe(26);
    for (const role of WORKSPACE_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(ALL_PERMISSIONS).toContain(permission);
    }
    for (const permission of OTHER_PERMISSIONS) expect(ALL_PERMISSIONS).toContain(permission);
  });

  it('fall back to the SPEC §6 list', () => {
    expect(sorted(FALLBACK_PERMISSIONS)).toEqual(
      sorted(['view_workspace', 'view_boards', 'create_cards', 'edit_card', 'invite_members', 'manage_members']),
    );
  });
});

describe('board roles', () => {
  it('only grant known permission names, each role a subset of the next stronger one', () => {
    for (const role of BOARD_ROLES) {
      for (const permission of BOARD_ROLE_PERMISSIONS[role]) expect(isWorkspacePermission(permission)).toBe(true);
    }
    const chain = ['board_viewer', 'commenter', 'editor', 'board_admin'] as const;
    for (let i = 1; i < chain.length; i += 1) {
      const weaker = BOARD_ROLE_PERMISSIONS[chain[i - 1]!];
      for (const permission of weaker) expect(BOARD_ROLE_PERMISSIONS[chain[i]!]).toContain(permission);
    }
  });

  it('give every other permission name to the board admin', () => {
    for (const permission of OTHER_PERMISSIONS) expect(BOARD_ROLE_PERMISSIONS.board_admin).toContain(permission);
  });

  it('keep destructive actions from editors', () => {
    for (const permission of ['delete_board', 'archive_board', 'delete_column', 'delete_comment', 'delete_files']) {
      expect(BOARD_ROLE_PERMISSIONS.editor).not.toContain(permission);
    }
    expect(BOARD_ROLE_PERMISSIONS.editor).toContain('create_cards');
    expect(BOARD_ROLE_PERMISSIONS.commenter).not.toContain('create_cards');
  });
});

describe('effectiveRolePermissions', () => {
  it('lets owners and admins work on every board through manage_boards', () => {
    for (const role of ['owner', 'admin'] as const) {
      const effective = effectiveRolePermissions(role);
      for (const permission of BOARD_ROLE_PERMISSIONS.board_admin) expect(effective).toContain(permission);
      for (const permission of ROLE_PERMISSIONS[role]) expect(effective).toContain(permission);
    }
    expect(effectiveRolePermissions('admin')).not.toContain('manage_workspace');
    expect(effectiveRolePermissions('admin')).not.toContain('export_data');
  });

  it("gives the other roles exactly the table's row", () => {
    for (const role of ['member', 'viewer', 'guest'] as const) {
      expect(sorted(effectiveRolePermissions(role))).toEqual(sorted(ROLE_PERMISSIONS[role]));
    }
  });
});

describe('type guards', () => {
  it('tell roles and permission names from other text', () => {
    expect(isWorkspaceRole('viewer')).toBe(true);
    expect(isWorkspaceRole('editor')).toBe(false);
    expect(isBoardRole('editor')).toBe(true);
    expect(isBoardRole('owner')).toBe(false);
    expect(isWorkspacePermission('move_card')).toBe(true);
    expect(isWorkspacePermission('board.view')).toBe(false);
    expect(isWorkspaceRole(undefined)).toBe(false);
  });
});
