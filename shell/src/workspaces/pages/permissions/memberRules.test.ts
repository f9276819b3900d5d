import { assignableRoles, canChangeMember } from './memberRules';

describe('member rules of the permissions page', () => {
  it("lets only an owner grant 'owner' or touch another owner", () => {
    expect(assignableRoles('owner')).toContain('owner');
    expect(assignableRoles('admin')).toEqual(['admin', 'member', 'viewer', 'guest']);
    expect(canChangeMember('owner', 'owner')).toBe(true);
    expect(canChangeMember('admin', 'owner')).toBe(false);
    expect(canChangeMember('admin', 'viewer')).toBe(true);
    expect(canChangeMember('member', 'guest')).toBe(false);
    expect(canChangeMember(null, 'guest')).toBe(false);
  });
});
