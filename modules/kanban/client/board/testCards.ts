/** Test rows: a card or column with the fields a test cares about, the rest filled in. */
import type { CardSummary, KanbanColumn } from '../api/kanbanTypes';

export function testCard(fields: Partial<CardSummary> & Pick<CardSummary, 'id' | 'columnId' | 'rank'>): CardSummary {
  return {
    boardId: 'b1',
    title: fields.id,
    priority: 'medium',
    startDate: null,
    dueDate: null,
    dueComplete: false,
    assigneeIds: [],
    labelIds: [],
    checklist: { done: 0, total: 0 },
    commentCount: 0,
    attachmentCount: 0,
    hasDescription: false,
    createdById: null,
    archivedAt: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

export function testColumn(id: string, rank: string): KanbanColumn {
  return { id, boardId: 'b1', name: id, rank, wipLimit: null, createdAt: '', updatedAt: '' };
}
