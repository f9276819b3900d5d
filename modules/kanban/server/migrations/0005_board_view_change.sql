-- The card the board view's latest version changed alone (null when a change reached beyond one card): an
-- instance whose cached view is one version behind refreshes that card's face instead of rebuilding the view.
ALTER TABLE "kanban_boards" ADD COLUMN IF NOT EXISTS "changed_card_id" uuid;
