import type { Workspace } from './workspaceTypes';

/**
 * SPEC §4: the remembered workspace if the user still has it, else their preferred one, else the first.
 */
export function chooseInitialWorkspace(
  workspaces: readonly Workspace[],
  savedId: string | null,
  preferredId: string | null,
): Workspace | null {
  const find = (id: string | null) => (id === null ? undefined : workspaces.find((workspace) => workspace.id === id));
  return find(savedId) ?? find(preferredId) ?? workspaces[0] ?? null;
}
