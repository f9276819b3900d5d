/**
 * The part of kanban's `kanban.cards` service this module calls (reached through the service registry,
 * never by importing kanban; the shape follows modules/kanban/server/cardsService.ts).
 */
import type { Priority } from './detection/types';

export interface NewCardFor {
  workspaceId: string;
  /** Whose rights on the board apply. */
  userId: string;
  columnId: string;
  title: string;
  description?: string;
  priority?: Priority;
  /** ISO 8601. */
  dueDate?: string | null;
  assigneeIds?: string[];
  locale?: 'ru' | 'en';
  /** The message's author: kanban names them in the activity and the notifications instead of `userId`. */
  onBehalfOf?: { name: string; userId?: string | null; via: string };
}

export interface KanbanCards {
  createCard(input: NewCardFor): Promise<{ id: string; boardId: string; title: string }>;
}

export const KANBAN_CARDS = 'kanban.cards';

/**
 * A due day (YYYY-MM-DD in the chat's zone) as an instant on that day: noon UTC falls on the same calendar
 * day from UTC−11 to UTC+11, so the card shows the day the message named wherever it is viewed.
 */
export function dueInstant(due: string | null): string | null {
  return due ? `${due}T12:00:00.000Z` : null;
}
