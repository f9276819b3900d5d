/** The current workspace's members (the platform's store), loaded for pages that pick one. */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $currentWorkspaceId } from './workspaceModel';
import { $members, loadMembersFx } from './workspaceData';
import type { WorkspaceMember } from './workspaceTypes';

export function useWorkspaceMembers(): WorkspaceMember[] {
  const [workspaceId, members] = useUnit([$currentWorkspaceId, $members]);
  useEffect(() => {
    if (workspaceId) loadMembersFx(workspaceId).catch(() => undefined);
  }, [workspaceId]);
  return members;
}
