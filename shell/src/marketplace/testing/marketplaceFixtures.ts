/** Sample marketplace answers and a signed-in owner (or member) for the marketplace page tests. */
import { type WorkspaceRole } from '@artel/sdk';
import { type CatalogModule, initWorkspaceContextFx, type InstalledModule } from '@artel/sdk/host';
import { act } from '@testing-library/react';
import type { FakeServer } from '@artel/sdk/testing';
import { makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';

export function catalogModule(id: string, overrides: Partial<CatalogModule> = {}): CatalogModule {
  const name = overrides.name ?? id[0]?.toUpperCase() + id.slice(1);
  return {
    id,
    name,
    version: '1.0.0',
    latestVersion: '1.0.0',
    description: `${name} module`,
    tags: [],
    icon: null,
    color: null,
    category: 'productivity',
    author: 'Artel',
    source: 'bundled',
    blocked: false,
    dependencies: [],
    requiredPermissions: [],
    config: [],
    changelog: [],
    definition: { id, name, version: '1.0.0', path: `/modules/${id}`, installMethod: 'bundled' },
    installed: false,
    enabled: false,
    installedVersion: null,
    updateAvailable: false,
    ...overrides,
  };
}

export function installedModule(id: string, overrides: Partial<InstalledModule> = {}): InstalledModule {
  return {
    moduleId: id,
    enabled: true,
    config: {},
    version: '1.0.0',
    url: `/static/modules/${id}/${id}.0123456789abcdef.js`,
    integrity: `sha384-${id}`,
    definition: { id, name: id[0]?.toUpperCase() + id.slice(1), version: '1.0.0', path: `/modules/${id}`, installMethod: 'bundled' },
    ...overrides,
  };
}

/** Signs in (a platform admin when asked) with one current workspace in which the user has `role`. */
export async function signInWithWorkspace(
  server: FakeServer,
  role: WorkspaceRole,
  platformAdmin = false,
  permissions: string[] = [],
): Promise<void> {
  const workspace = makeWorkspace('w-main', { name: 'Основное', role });
  serveWorkspaces(server, [workspace]);
  const user = platformAdmin ? { ...testUser, role: 'admin' as const, permissions: ['*'] } : { ...testUser, permissions };
  await signIn(server, { ...user, preferredWorkspaceId: workspace.id });
  await act(async () => {
    await initWorkspaceContextFx();
  });
}
