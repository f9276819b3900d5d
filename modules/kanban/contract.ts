/**
 * What kanban offers other modules (Telegram, flows): the `kanban.cards` service. Other modules import this file
 * and nothing else of kanban; it imports nothing of kanban either, so it is all they depend on.
 */
import { createServiceRef, type Locale } from '@artel/sdk/server';

export type CardPriority = 'low' | 'medium' | 'high' | 'urgent';

/** Whom a card is for when it is not the member whose rights apply (the author of a Telegram message). */
export interface OnBehalfOf {
  name: string;
  /** The member the author is, when known: then the author is not notified of their own card. */
  userId?: string | null;
  /** Where it came from, as people call it («Telegram»). */
  via: string;
}

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
  onBehalfOf?: OnBehalfOf;
}

/** The created card as kanban's GET /cards/:id answers it (the fields other modules rely on). */
export interface CreatedCard {
  id: string;
  boardId: string;
  title: string;
}

export interface KanbanCards {
  /** Throws the board routes' errors (404, 403, 409 column_full…). */
  createCard(input: NewCardFor): Promise<CreatedCard>;
}

export const kanbanCardsRef = createServiceRef<KanbanCards>('kanban.cards');
