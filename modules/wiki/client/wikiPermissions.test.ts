import type { WorkspaceRole } from '@artel/sdk';
import { mayCreateArticles, mayDeleteArticles, mayEditArticles } from './wikiPermissions';

const as = (role: WorkspaceRole, userPermissions: string[] = []) => ({ role, permissions: null, userPermissions });
const roles: WorkspaceRole[] = ['owner', 'admin', 'member', 'viewer', 'guest'];

describe("the wiki's page guards, by manifest.json as the server decides", () => {
  it('opens the editor to members and above, never to a viewer or a guest', () => {
    expect(roles.map((role) => mayEditArticles(as(role)))).toEqual([true, true, true, false, false]);
    expect(roles.map((role) => mayCreateArticles(as(role)))).toEqual([true, true, true, false, false]);
  });

  it("opens the trash to owners and admins, and to whoever holds 'wiki.*'", () => {
    expect(roles.map((role) => mayDeleteArticles(as(role)))).toEqual([true, true, false, false, false]);
    expect(mayDeleteArticles(as('viewer', ['wiki.*']))).toBe(true);
  });
});
