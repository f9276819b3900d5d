import type { Workspace } from '@artel/sdk/host';

export interface SwitcherSections {
  personal: Workspace[];
  shared: Workspace[];
}

/** The dropdown's 'Personal' and 'Shared' sections, narrowed to names or slugs containing the query. */
export function switcherSections(workspaces: readonly Workspace[], query: string): SwitcherSections {
  const needle = query.trim().toLocaleLowerCase();
  const matches = workspaces.filter(
    (workspace) => !needle || workspace.name.toLocaleLowerCase().includes(needle) || workspace.slug.toLocaleLowerCase().includes(needle),
  );
  return {
    personal: matches.filter((workspace) => workspace.isPersonal),
    shared: matches.filter((workspace) => !workspace.isPersonal),
  };
}

/** What Enter picks: the first workspace as listed. */
export function firstMatch({ personal, shared }: SwitcherSections): Workspace | null {
  return personal[0] ?? shared[0] ?? null;
}

export type SwitcherKeyAction = { kind: 'close' } | { kind: 'pickFirst' } | { kind: 'pickRecent'; index: number } | null;

export interface SwitcherKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * SPEC §2's keys inside the dropdown: Escape closes, Enter picks the first match, 1-3 pick a recent
 * workspace. While something is typed in the search box digits are part of the query, not shortcuts.
 */
export function switcherKeyAction(key: SwitcherKey, query: string, recentCount: number): SwitcherKeyAction {
  if (key.ctrlKey || key.metaKey || key.altKey) return null;
  if (key.key === 'Escape') return { kind: 'close' };
  if (key.key === 'Enter') return { kind: 'pickFirst' };
  const digit = ['1', '2', '3'].indexOf(key.key);
  if (digit >= 0 && query === '' && digit < recentCount) return { kind: 'pickRecent', index: digit };
  return null;
}
