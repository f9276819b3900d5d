/** The editable fields of the card dialog, and what changed against the saved card. */
import type { CardChanges, CardPriority, KanbanCard } from '../api/kanbanTypes';
import { dateKeyToIso, isoToDateKey } from '../calendar/dateKeys';

export interface CardDraft {
  title: string;
  description: string;
  priority: CardPriority;
  /** 'YYYY-MM-DD' or '' when not set: the value of a date input. */
  startDate: string;
  dueDate: string;
  labelIds: string[];
}

export function draftOf(card: KanbanCard): CardDraft {
  return {
    title: card.title,
    description: card.description,
    priority: card.priority,
    startDate: isoToDateKey(card.startDate) ?? '',
    dueDate: isoToDateKey(card.dueDate) ?? '',
    labelIds: [...card.labelIds],
  };
}

/** Only the fields that differ, so a save never overwrites someone else's change to another field. */
export function draftChanges(card: KanbanCard, draft: CardDraft): CardChanges {
  const saved = draftOf(card);
  const changes: CardChanges = {};
  if (draft.title.trim() !== saved.title) changes.title = draft.title.trim();
  if (draft.description !== saved.description) changes.description = draft.description;
  if (draft.priority !== saved.priority) changes.priority = draft.priority;
  if (draft.startDate !== saved.startDate) changes.startDate = dateKeyToIso(draft.startDate);
  if (draft.dueDate !== saved.dueDate) changes.dueDate = dateKeyToIso(draft.dueDate);
  if ([...draft.labelIds].sort().join() !== [...saved.labelIds].sort().join()) changes.labelIds = draft.labelIds;
  return changes;
}

/** The dialog refuses a start after the due date before the server has to. */
export function datesInOrder(draft: CardDraft): boolean {
  return !draft.startDate || !draft.dueDate || draft.startDate <= draft.dueDate;
}
