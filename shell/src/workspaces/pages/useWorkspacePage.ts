import { $currentWorkspaceId, switchWorkspaceFx } from '@artel/sdk';
import { $workspaceContextStatus, $workspaces, type Workspace, type WorkspaceError } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';

export type WorkspacePageState =
  { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; workspace: Workspace };

export type WorkspaceRef = { id: string } | { slug: string };

function matches(workspace: Workspace, ref: WorkspaceRef): boolean {
  return 'id' in ref ? workspace.id === ref.id : workspace.slug === ref.slug;
}

/**
 * A workspace page shows the workspace of its URL, and that workspace becomes the current one, so
 * its permissions, members and boards are what the page reads. 'missing' covers both an unknown
 * workspace and one the user is not in (SPEC §8 'Workspace not found or access denied').
 */
export function useWorkspacePage(ref: WorkspaceRef): WorkspacePageState {
  const [contextStatus, workspaces, currentId, switching] = useUnit([
    $workspaceContextStatus,
    $workspaces,
    $currentWorkspaceId,
    switchWorkspaceFx.pending,
  ]);
  const key = 'id' in ref ? `id:${ref.id}` : `slug:${ref.slug}`;
  const [refused, setRefused] = useState<string | null>(null);
  const listed = workspaces.find((workspace) => matches(workspace, ref)) ?? null;
  const targetId = listed?.id ?? ('id' in ref ? ref.id : null);

  useEffect(() => {
    if (contextStatus !== 'ready' || switching || targetId === null || targetId === currentId || refused === key) return;
    switchWorkspaceFx(targetId).catch((error: WorkspaceError) => {
      if (error.code !== 'switch_in_progress') setRefused(key);
    });
  }, [contextStatus, switching, targetId, currentId, refused, key]);

  if (contextStatus === 'failed') return { status: 'failed' };
  if (contextStatus !== 'ready') return { status: 'loading' };
  if (refused === key || targetId === null) return { status: 'missing' };
  if (!listed || listed.id !== currentId) return { status: 'loading' };
  return { status: 'ready', workspace: listed };
}
