-- The board view's version: every change to a board's columns, cards, labels, checklists, comments or
-- attachments adds one in its own transaction, so every server instance knows when its cached view is old.
ALTER TABLE "kanban_boards" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 0 NOT NULL;
