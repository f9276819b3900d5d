/** The module's pages under test: signed in to one workspace, the module's SDK bound and its texts added. */
import { api, i18n } from '@artel/sdk';
import { createModuleSdk, type FakeServer, initWorkspaceContextFx, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { act } from '@testing-library/react';
import { MODULE_ID } from '../moduleId';
import { bindContragentsSdk } from '../contragentsSdk';
import { translations } from '../translations';

export async function signedIn(role: 'owner' | 'member' = 'owner'): Promise<{ server: FakeServer; unbind(): void }> {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  const server = installFakeServer();
  const workspace = makeWorkspace('w-main', { name: 'Стройка', role });
  serveWorkspaces(server, [workspace]);
  server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [{ userId: 'u-ruslan', name: 'Руслан', email: 'r@example.test', role: 'member', joinedAt: '2026-11-01T00:00:00.000Z' }] } });
  await signIn(server, { ...testUser, preferredWorkspaceId: workspace.id });
  await act(async () => {
    await initWorkspaceContextFx();
  });
  const sdk = createModuleSdk(MODULE_ID);
  sdk.addTranslations(translations);
  return { server, unbind: bindContragentsSdk(sdk) };
}
