import { api } from '@artel/sdk';
import { useEffect, useState } from 'react';

export interface BoardPart {
  id: string;
  name: string;
}

export interface BoardParts {
  columns: BoardPart[];
  labels: BoardPart[];
}

/**
 * The columns and labels of a board, for column and label settings: they live in the kanban module, whose
 * board view is their one public source. null while unknown, and when the board cannot be read (the module
 * is off, the board is gone), in which case the builder asks for the value as text.
 */
export function useBoardParts(boardId: string | null): BoardParts | null {
  const [parts, setParts] = useState<{ boardId: string; parts: BoardParts | null } | null>(null);
  useEffect(() => {
    if (!boardId) return;
    let current = true;
    api
      .get<BoardParts>(`/modules/kanban/boards/${boardId}`)
      .then(({ columns, labels }) => ({ columns: columns ?? [], labels: labels ?? [] }))
      .catch(() => null)
      .then((loaded) => {
        if (current) setParts({ boardId, parts: loaded });
      });
    return () => {
      current = false;
    };
  }, [boardId]);
  return boardId && parts?.boardId === boardId ? parts.parts : null;
}
