/** `kanban.cards`, as modules/kanban/contract.ts declares it for the modules that use it. */
import { type ModuleServices, validationError } from '@artel/sdk/server';
import type { KanbanCards, NewCardFor, OnBehalfOf } from '../contract';
import { type NewCard, createCard } from './cardCreation';
import { fullCard } from './cardQueries';
import { columnAccessFor } from './columnRoutes';
import { columnNotFound } from './kanbanErrors';
import { CARD_PRIORITIES } from './tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's TypeBox schema checks these for HTTP callers; a module's call is checked here. */
function checkInput(input: NewCardFor): NewCard {
  const problems: Array<{ field: string; rule: string }> = [];
  const title = input.title.trim();
  if (!title || title.length > 500) problems.push({ field: 'title', rule: 'length' });
  if ((input.description ?? '').length > 20000) problems.push({ field: 'description', rule: 'maxLength' });
  if (input.priority !== undefined && !CARD_PRIORITIES.includes(input.priority)) problems.push({ field: 'priority', rule: 'enum' });
  if (input.dueDate && Number.isNaN(Date.parse(input.dueDate))) problems.push({ field: 'dueDate', rule: 'format' });
  for (const field of ['assigneeIds', 'labelIds'] as const) {
    if ((input[field] ?? []).some((id) => !UUID.test(id))) problems.push({ field, rule: 'format' });
  }
  if (!UUID.test(input.columnId)) problems.push({ field: 'columnId', rule: 'format' });
  if (problems.length > 0)
    throw validationError(problems.map((problem) => ({ in: 'body', ...problem, message: `${problem.field} is invalid` })));
  return {
    title,
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.priority === undefined ? {} : { priority: input.priority }),
    ...(input.dueDate === undefined ? {} : { dueDate: input.dueDate && new Date(input.dueDate).toISOString() }),
    ...(input.assigneeIds === undefined ? {} : { assigneeIds: input.assigneeIds }),
    ...(input.labelIds === undefined ? {} : { labelIds: input.labelIds }),
  };
}

const NAME_LIMIT = 200;

function onBehalfOf(input: NewCardFor): OnBehalfOf | undefined {
  const name = input.onBehalfOf?.name.trim().slice(0, NAME_LIMIT);
  return name ? { ...input.onBehalfOf!, name } : undefined;
}

export function kanbanCardsService(kanban: ModuleServices): KanbanCards {
  return {
    async createCard(input) {
      const card = checkInput(input);
      const context = await kanban.contexts.forUser(input.workspaceId, input.userId, input.locale);
      if (!context) throw columnNotFound();
      const { column, access } = await columnAccessFor(kanban, context, input.columnId);
      return fullCard(kanban.db.orm, await createCard(kanban, access, column, card, onBehalfOf(input)));
    },
  };
}
