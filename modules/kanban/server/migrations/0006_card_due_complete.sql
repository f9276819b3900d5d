-- Trello's due-complete: the due date marked «готово» on the card. Such a card is never overdue.
ALTER TABLE "kanban_cards" ADD COLUMN IF NOT EXISTS "due_complete" boolean DEFAULT false NOT NULL;
