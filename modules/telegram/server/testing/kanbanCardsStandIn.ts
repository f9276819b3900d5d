/**
 * A stand-in for kanban's `kanban.cards` service (tests only: kanban itself is not loaded, only its contract). Like kanban it makes the card with the given user's rights on the board of the column
 * (create_cards, and assign_card when it has assignees) and refuses a column of another workspace; it
 * keeps the cards for the test to look at.
 */
import { randomUUID } from 'node:crypto';
import { ModuleError, defineServerModule, type ServerModule } from '@artel/sdk/server';
import { kanbanCardsRef, type NewCardFor } from '../../../kanban/contract';

export interface StandInCard extends NewCardFor {
  id: string;
  boardId: string;
}

export interface KanbanCardsStandIn {
  module: ServerModule;
  cards: StandInCard[];
  /** A column of the board; cards may be made in it. */
  addColumn(workspaceId: string, boardId: string): string;
}

export function kanbanCardsStandIn(): KanbanCardsStandIn {
  const columns = new Map<string, { workspaceId: string; boardId: string }>();
  const cards: StandInCard[] = [];
  const module = defineServerModule({
    id: 'kanban',
    register({ services, contexts, permissions }) {
      services.provide(kanbanCardsRef, {
        async createCard(input: NewCardFor) {
          const column = columns.get(input.columnId);
          const context = await contexts.forUser(input.workspaceId, input.userId, input.locale);
          if (!column || !context || column.workspaceId !== input.workspaceId)
            throw new ModuleError(404, 'column_not_found', () => 'Column not found');
          const may = (permission: 'create_cards' | 'assign_card') => permissions.can(context, permission, { boardId: column.boardId });
          if (!(await may('create_cards')) || ((input.assigneeIds ?? []).length > 0 && !(await may('assign_card'))))
            throw new ModuleError(403, 'forbidden', null);
          const card = { ...input, id: randomUUID(), boardId: column.boardId };
          cards.push(card);
          return { id: card.id, boardId: card.boardId, title: card.title.trim() };
        },
      });
    },
  });
  return {
    module,
    cards,
    addColumn(workspaceId, boardId) {
      const id = randomUUID();
      columns.set(id, { workspaceId, boardId });
      return id;
    },
  };
}
