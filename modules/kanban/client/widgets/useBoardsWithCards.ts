/** Every board of the workspace with all its not archived cards, for the board summary widget that counts them. */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardSummary, KanbanBoard } from '../api/kanbanTypes';
import { doneColumnIdOf } from '../dates/dueState';

export interface BoardsWithCards {
  boards: KanbanBoard[];
  cards: CardSummary[];
  /** Each board's done (last) column, for the overdue rule. */
  doneColumnIds: ReadonlySet<string>;
}

export function useBoardsWithCards(): BoardsWithCards {
  const workspaceId = useUnit($currentWorkspaceId);
  const [summary, setSummary] = useState<BoardsWithCards>({ boards: [], cards: [], doneColumnIds: new Set() });
  useEffect(() => {
    if (!workspaceId) return undefined;
    let current = true;
    (async () => {
      const boards = await kanbanApi.boards();
      const views = await Promise.all(boards.map((board) => kanbanApi.board(board.id)));
      const doneColumnIds = new Set(views.map((view) => doneColumnIdOf(view.columns)).filter((id): id is string => id !== null));
      if (current) setSummary({ boards, cards: views.flatMap((view) => view.cards), doneColumnIds });
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [workspaceId]);
  return summary;
}
