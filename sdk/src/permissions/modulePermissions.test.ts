import { declaredPermissionsOf, resolveMemberPermission } from './modulePermissions';

const declared = declaredPermissionsOf({
  permissions: {
    'wiki.view': ['owner', 'admin', 'member', 'viewer', 'guest'],
    'wiki.edit': ['owner', 'admin', 'member'],
    'wiki.manage': ['owner', 'admin'],
  },
});

const check = (permission: string, workspaceRole: string | null, userPermissions: readonly string[] = []) =>
  resolveMemberPermission({ permission, moduleId: 'wiki', declared, workspaceRole, userPermissions }).allowed;

describe('resolveMemberPermission', () => {
  it("'*' grants a module's permission whatever the role, declared or not", () => {
    expect(check('wiki.manage', 'viewer', ['*'])).toBe(true);
    expect(check('wiki.undeclared', null, ['*'])).toBe(true);
  });

  it("'<module>.*' grants that module's permissions only", () => {
    expect(check('wiki.manage', 'viewer', ['wiki.*'])).toBe(true);
    expect(check('wiki.manage', 'viewer', ['partner.*'])).toBe(false);
  });

  it("the permission's namespace wildcard grants it too ('partner.*' for contragents' partner.edit)", () => {
    const partners = declaredPermissionsOf({ permissions: { 'partner.edit': ['member'] } });
    const resolve = (userPermissions: string[]) =>
      resolveMemberPermission({
        permission: 'partner.edit',
        moduleId: 'contragents',
        declared: partners,
        workspaceRole: 'viewer',
        userPermissions,
      }).allowed;
    expect([resolve(['partner.*']), resolve(['contragents.*']), resolve(['document.*'])]).toEqual([true, true, false]);
  });

  it('a named grant gives that permission and no other', () => {
    expect(check('wiki.manage', 'viewer', ['wiki.manage'])).toBe(true);
    expect(check('wiki.edit', 'viewer', ['wiki.manage'])).toBe(false);
  });

  it("the role's default from the manifest decides the rest", () => {
    expect(['owner', 'admin', 'member', 'viewer', 'guest'].map((role) => check('wiki.edit', role))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(check('wiki.view', 'guest')).toBe(true);
  });

  it('no grant and no default refuses, and says why', () => {
    expect(
      resolveMemberPermission({ permission: 'wiki.manage', moduleId: 'wiki', declared, workspaceRole: 'member', userPermissions: [] }),
    ).toEqual({
      allowed: false,
      reason: 'wiki.manage is not held by the workspace role',
      scope: 'none',
    });
    expect(
      resolveMemberPermission({ permission: 'wiki.export', moduleId: 'wiki', declared, workspaceRole: 'owner', userPermissions: [] }),
    ).toMatchObject({
      allowed: false,
      reason: 'wiki.export is not declared by wiki',
    });
    expect(check('wiki.view', null)).toBe(false);
  });

  it("SPEC §6's own names keep their role table", () => {
    expect(check('view_boards', 'viewer')).toBe(true);
    expect(check('create_cards', 'viewer')).toBe(false);
    expect(check('manage_workspace', 'owner')).toBe(true);
  });
});

describe('declaredPermissionsOf', () => {
  it('keeps dotted names with workspace roles and drops what is not, so a mistyped manifest grants less', () => {
    expect(
      declaredPermissionsOf({ permissions: { 'wiki.view': ['viewer', 'superuser'], view_boards: ['guest'], 'wiki.edit': 'member' } }),
    ).toEqual({ 'wiki.view': ['viewer'] });
    expect(declaredPermissionsOf({})).toEqual({});
    expect(declaredPermissionsOf({ permissions: ['wiki.view'] })).toEqual({});
  });
});
