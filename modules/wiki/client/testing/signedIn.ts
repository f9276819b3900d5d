/**
 * The wiki's pages under test: signed in to one workspace with the given role, members known, and the module
 * installed as the platform installs it (its routes, texts, widgets), with the workspace's module config
 * (SPEC §3 defaults unless the test overrides some). `uninstall()` removes it again.
 */
import { api, i18n } from '@artel/sdk';
import {
  createModuleSdk,
  type FakeServer,
  initWorkspaceContextFx,
  installFakeServer,
  makeWorkspace,
  serveWorkspaces,
  signIn,
  tearDownModule,
  testUser,
  workspaceEventReceived,
} from '@artel/sdk/testing';
import { act } from '@testing-library/react';
import { createStore } from 'effector';
import { useUnit } from 'effector-react';
import { install } from '../index';
import { MODULE_ID } from '../moduleId';
import type { WikiConfig } from '../wikiConfig';

export const WORKSPACE_ID = 'w-main';
export const ME = testUser.id;
export const OTHER = 'u-boris';

export async function signedIn(
  options: { role?: 'owner' | 'member' | 'viewer'; config?: Partial<WikiConfig> } = {},
): Promise<{ server: FakeServer; uninstall(): void }> {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  const server = installFakeServer();
  const workspace = makeWorkspace(WORKSPACE_ID, { name: 'Стройка', role: options.role ?? 'owner' });
  serveWorkspaces(server, [workspace]);
  server.on('GET', '/workspaces/:id/members', {
    status: 200,
    body: {
      members: [
        { userId: ME, name: 'Анна', email: 'anna@example.test', role: 'owner', joinedAt: '2026-11-01T00:00:00.000Z' },
        { userId: OTHER, name: 'Борис', email: 'boris@example.test', role: 'member', joinedAt: '2026-11-01T00:00:00.000Z' },
      ],
    },
  });
  await signIn(server, { ...testUser, preferredWorkspaceId: workspace.id });
  await act(async () => {
    await initWorkspaceContextFx();
  });
  // The platform fills the module's config from the workspace's module list; here the test states it.
  const $values = createStore<Readonly<Record<string, unknown>>>({ ...options.config });
  const config = { $values, get: () => $values.getState(), use: () => useUnit($values) };
  install({ ...createModuleSdk(MODULE_ID), config });
  return { server, uninstall: () => tearDownModule(MODULE_ID) };
}

/** A live event of the wiki, as the realtime hub delivers it to this tab. */
export function articleEvent(event: { action: string; articleId: string; by: string; workspaceId?: string }): void {
  const { workspaceId = WORKSPACE_ID, ...fields } = event;
  act(() => {
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId, event: { kind: 'wiki.article', ...fields } });
  });
}
