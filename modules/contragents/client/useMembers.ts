/** The current workspace's members (the platform's store), loaded for pages that pick one. */
import { $currentWorkspaceId, $members, loadMembersFx, type WorkspaceMember } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

export function useMembers(): WorkspaceMember[] {
  const [workspaceId, members] = useUnit([$currentWorkspaceId, $members]);
  useEffect(() => {
    if (workspaceId) loadMembersFx(workspaceId).catch(() => undefined);
  }, [workspaceId]);
  return members;
}
