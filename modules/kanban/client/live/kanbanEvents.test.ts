import { parseKanbanFrame } from './kanbanEvents';

const frame = (value: unknown) => JSON.stringify(value);

it('reads a kanban event of the workspace socket', () => {
  expect(
    parseKanbanFrame(
      frame({
        type: 'workspace_event',
        workspaceId: 'w1',
        event: { kind: 'kanban.card.moved', boardId: 'b1', actorId: 'u2', cardId: 'c1', fromColumnId: 'x', columnId: 'y', rank: 'a1' },
      }),
    ),
  ).toEqual({ kind: 'kanban.card.moved', boardId: 'b1', actorId: 'u2', cardId: 'c1', columnId: 'y', rank: 'a1' });
});

it('ignores notifications, other modules, malformed frames', () => {
  expect(parseKanbanFrame(frame({ type: 'notification', notification: { id: 'n1', eventId: 1 } }))).toBeNull();
  expect(parseKanbanFrame(frame({ type: 'workspace_event', event: { kind: 'wiki.page.updated', boardId: 'b1' } }))).toBeNull();
  expect(parseKanbanFrame(frame({ type: 'workspace_event', event: { kind: 'kanban.card.moved' } }))).toBeNull();
  expect(parseKanbanFrame('{not json')).toBeNull();
  expect(parseKanbanFrame(42)).toBeNull();
});
