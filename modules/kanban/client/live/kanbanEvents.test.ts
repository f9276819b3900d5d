import { readKanbanEvent } from './kanbanEvents';

it('reads a kanban event of the workspace', () => {
  expect(
    readKanbanEvent({
      kind: 'kanban.card.moved',
      workspaceId: 'w1',
      boardId: 'b1',
      actorId: 'u2',
      cardId: 'c1',
      fromColumnId: 'x',
      columnId: 'y',
      rank: 'a1',
    }),
  ).toEqual({ kind: 'kanban.card.moved', boardId: 'b1', actorId: 'u2', cardId: 'c1', columnId: 'y', rank: 'a1' });
});

it('ignores other modules and events without a board', () => {
  expect(readKanbanEvent({ kind: 'wiki.page.updated', workspaceId: 'w1', boardId: 'b1' })).toBeNull();
  expect(readKanbanEvent({ kind: 'kanban.card.moved', workspaceId: 'w1' })).toBeNull();
  expect(readKanbanEvent({ kind: 'kanban.card.moved', workspaceId: 'w1', boardId: 7 })).toBeNull();
});
