/** Every board of the workspace with all its not archived cards, for the board summary widget that counts them. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary, KanbanBoard } from '../api/kanbanTypes';

export interface BoardsWithCards {
  boards: KanbanBoard[];
  cards: CardSummary[];
}

export function useBoardsWithCards(): BoardsWithCards {
  const workspaceId = useUnit($currentWorkspaceId);
  const [summary, setSummary] = useState<BoardsWithCards>({ boards: [], cards: [] });

  useEffect(() => {
    if (!workspaceId) return undefined;
    let current = true;
    (async () => {
      const boards = await kanbanApi.boards();
      const views = await Promise.all(boards.map((board) => kanbanApi.board(board.id)));
      if (current) setSummary({ boards, cards: views.flatMap((view) => view.cards) });
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [workspaceId]);

  return summary;
}
