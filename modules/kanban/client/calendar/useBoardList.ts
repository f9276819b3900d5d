/** The workspace's boards (names only matter here), for the calendar's board filter. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanBoard } from '../api/kanbanTypes';

export function useBoardList(): KanbanBoard[] {
  const workspaceId = useUnit($currentWorkspaceId);
  const [boards, setBoards] = useState<KanbanBoard[]>([]);
  useEffect(() => {
    if (!workspaceId) return undefined;
    let current = true;
    kanbanApi.boards().then(
      (list) => current && setBoards(list),
      () => current && setBoards([]),
    );
    return () => {
      current = false;
    };
  }, [workspaceId]);
  return boards;
}
