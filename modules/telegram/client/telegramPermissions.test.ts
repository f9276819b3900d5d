import type { WorkspaceRole } from '@artel/sdk';
import { mayConfigure } from './telegramPermissions';

describe("Telegram's settings pages, by manifest.json's telegram.configure", () => {
  it('open to the owner only, as the server lets only the owner configure', () => {
    const roles: WorkspaceRole[] = ['owner', 'admin', 'member', 'viewer', 'guest'];
    expect(roles.map((role) => mayConfigure({ role, permissions: null, userPermissions: [] }))).toEqual([true, false, false, false, false]);
  });
});
