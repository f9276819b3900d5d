/**
 * `kanban.cards`: what kanban offers other modules (Telegram, flows) without their importing it. They call
 * `services.get<KanbanCards>('kanban.cards')` with a type of their own that matches this one.
 */
import { type Locale, type ModuleServices, validationError } from '@artel/sdk/server';
import { type NewCard, type OnBehalfOf, createCard } from './cardCreation';
import { fullCard } from './cardQueries';
import { columnAccessFor } from './columnRoutes';
import { columnNotFound } from './kanbanErrors';
import type { CardJson } from './schemas';
import { CARD_PRIORITIES, type CardPriority } from './tables';

export interface NewCardFor {
  workspaceId: string;
  /** Who creates it: their rights on the board apply, as if they used the board. */
  userId: string;
  columnId: string;
  title: string;
  description?: string;
  priority?: CardPriority;
  /** ISO 8601. */
  dueDate?: string | null;
  assigneeIds?: string[];
  labelIds?: string[];
  /** The language of the notifications it sends; default Russian. */
  locale?: Locale;
  /** Whom the card is for, when not the member whose rights apply (the author of a Telegram message). */
  onBehalfOf?: OnBehalfOf;
}

export interface KanbanCards {
  /** The card as GET /cards/:id answers it. Throws the route's errors (404, 403, 409 column_full…). */
  createCard(input: NewCardFor): Promise<CardJson>;
}

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
  if (problems.length > 0) throw validationError(problems.map((problem) => ({ in: 'body', ...problem, message: `${problem.field} is invalid` })));
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
