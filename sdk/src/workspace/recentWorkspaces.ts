/** Recent workspaces (SPEC §4, §9): the last 5 visited are kept, 3 are offered. */
import type { Workspace } from './workspaceTypes';

export const RECENT_WORKSPACES_KEPT = 5;
export const RECENT_WORKSPACES_SHOWN = 3;

/** Puts the workspace first, each id once, at most 5. */
export function rememberRecent(ids: readonly string[], workspaceId: string): string[] {
  return [workspaceId, ...ids.filter((id) => id !== workspaceId)].slice(0, RECENT_WORKSPACES_KEPT);
}

/**
 * The workspaces to offer as recent: most recent first, without the current one (picking it would do
 * nothing) and without ones the user no longer has, at most 3.
 */
export function shownRecent(ids: readonly string[], workspaces: readonly Workspace[], currentId: string | null): Workspace[] {
  const byId = new Map(workspaces.map((workspace) => [workspace.id, workspace]));
  return ids
    .filter((id) => id !== currentId)
    .map((id) => byId.get(id))
    .filter((workspace): workspace is Workspace => workspace !== undefined)
    .slice(0, RECENT_WORKSPACES_SHOWN);
}
