/** A module's pages under test: signed in to one workspace, the module's SDK bound and its texts added. */
import { act } from 'react';
import { api } from '../../api/apiClient';
import { i18n, type NamespaceTranslations } from '../../i18n/i18n';
import type { WorkspaceRole } from '../../permissions';
import { initWorkspaceContextFx } from '../../workspace';
import { type FakeServer, installFakeServer } from '../../workspace/testing/fakeServer';
import { makeWorkspace, serveWorkspaces, signIn, testUser } from '../../workspace/testing/workspaceFixtures';
import { createModuleSdk, type ModuleSdk } from '../moduleSdk';

export interface ModuleUnderTest {
  moduleId: string;
  translations: NamespaceTranslations;
  /** The module's own `bind…Sdk`; returns what undoes it. */
  bind(sdk: ModuleSdk): () => void;
}

/** Signs in (Russian) to the workspace «Стройка» with one other member, Руслан, in the given role. */
export async function signedInToModule(
  module: ModuleUnderTest,
  role: WorkspaceRole = 'owner',
): Promise<{ server: FakeServer; unbind(): void }> {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  const server = installFakeServer();
  const workspace = makeWorkspace('w-main', { name: 'Стройка', role });
  serveWorkspaces(server, [workspace]);
  server.on('GET', '/workspaces/:id/members', {
    status: 200,
    body: {
      members: [{ userId: 'u-ruslan', name: 'Руслан', email: 'r@example.test', role: 'member', joinedAt: '2026-11-01T00:00:00.000Z' }],
    },
  });
  await signIn(server, { ...testUser, preferredWorkspaceId: workspace.id });
  await act(async () => {
    await initWorkspaceContextFx();
  });
  const sdk = createModuleSdk(module.moduleId);
  sdk.addTranslations(module.translations);
  return { server, unbind: module.bind(sdk) };
}
