-- A card's optional link to a partner of the Partners module. Kept beside the card, not in it: the partner lives
-- in another module's table, so there is no foreign key; the link goes with the card when the card is deleted.
CREATE TABLE IF NOT EXISTS "kanban_card_partners" (
	"card_id" uuid PRIMARY KEY NOT NULL REFERENCES "kanban_cards"("id") ON DELETE CASCADE,
	"partner_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
