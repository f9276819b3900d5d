-- Members who watch a card hear of its comments (issue 15), as its author and assignees do.
ALTER TABLE "kanban_cards" ADD COLUMN IF NOT EXISTS "watcher_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
