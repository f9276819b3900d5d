-- Where each card was and when, for the analytics (cumulative flow, created vs completed, cycle and lead
-- time). Kept from the activity log by a trigger, so every write path that records activity feeds it, and
-- filled from the existing log once here. A card is "completed" when it enters the board's last column (by
-- rank, as the board is at that moment) and stays completed until it moves to another column.
CREATE TABLE IF NOT EXISTS "kanban_card_flow" (
	"seq" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"board_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"column_id" uuid NOT NULL,
	"delta" smallint NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "kanban_card_flow_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade,
	CONSTRAINT "kanban_card_flow_delta_check" CHECK ("delta" in (-1, 1))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kanban_card_flow_board_idx" ON "kanban_card_flow" USING btree ("board_id", "at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kanban_card_flow_card_idx" ON "kanban_card_flow" USING btree ("card_id", "seq");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "kanban_card_cycle" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"board_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "kanban_card_cycle_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kanban_card_cycle_created_idx" ON "kanban_card_cycle" USING btree ("board_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kanban_card_cycle_completed_idx" ON "kanban_card_cycle" USING btree ("board_id", "completed_at");
--> statement-breakpoint
-- The overdue cards report walks open cards by due date and stops at its limit.
CREATE INDEX IF NOT EXISTS "kanban_cards_open_due_idx" ON "kanban_cards" USING btree ("due_date", "id") WHERE "archived_at" IS NULL AND "due_date" IS NOT NULL;
--> statement-breakpoint
-- The reports for one member find their cards by assignee.
CREATE INDEX IF NOT EXISTS "kanban_cards_assignees_idx" ON "kanban_cards" USING gin ("assignee_ids");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kanban_card_enters(p_board uuid, p_card uuid, p_column uuid, p_at timestamptz, p_first boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	last_column uuid;
BEGIN
	SELECT id INTO last_column FROM kanban_columns WHERE board_id = p_board ORDER BY rank COLLATE "C" DESC, id DESC LIMIT 1;
	IF p_first THEN
		INSERT INTO kanban_card_cycle (card_id, board_id, created_at, completed_at)
		VALUES (p_card, p_board, p_at, CASE WHEN p_column = last_column THEN p_at END)
		ON CONFLICT (card_id) DO NOTHING;
	ELSE
		UPDATE kanban_card_cycle
		SET started_at = coalesce(started_at, p_at), completed_at = CASE WHEN p_column = last_column THEN p_at END
		WHERE card_id = p_card;
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kanban_apply_card_flow(p_board uuid, p_card uuid, p_kind text, p_data jsonb, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	current_column uuid;
	last_delta smallint;
	target uuid;
	moved record;
BEGIN
	IF p_kind = 'column.deleted' THEN
		-- The column's cards were moved to another column or archived with it, without an activity entry each.
		target := (p_data->>'targetColumnId')::uuid;
		FOR moved IN
			SELECT card_id FROM (
				SELECT DISTINCT ON (card_id) card_id, column_id, delta FROM kanban_card_flow
				WHERE board_id = p_board ORDER BY card_id, seq DESC
			) latest
			WHERE latest.delta = 1 AND latest.column_id = (p_data->>'columnId')::uuid
		LOOP
			INSERT INTO kanban_card_flow (board_id, card_id, column_id, delta, reason, at)
			VALUES (p_board, moved.card_id, (p_data->>'columnId')::uuid, -1, 'column_deleted', p_at);
			IF target IS NOT NULL THEN
				INSERT INTO kanban_card_flow (board_id, card_id, column_id, delta, reason, at)
				VALUES (p_board, moved.card_id, target, 1, 'column_deleted', p_at);
				PERFORM kanban_card_enters(p_board, moved.card_id, target, p_at, false);
			END IF;
		END LOOP;
		RETURN;
	END IF;
	IF p_card IS NULL THEN
		RETURN;
	END IF;
	IF p_kind IN ('card.created', 'card.restored') THEN
		target := (p_data->>'columnId')::uuid;
	ELSIF p_kind = 'card.moved' THEN
		target := (p_data->>'toColumnId')::uuid;
	ELSIF p_kind NOT IN ('card.archived', 'card.deleted') THEN
		RETURN;
	END IF;
	SELECT column_id, delta INTO current_column, last_delta FROM kanban_card_flow WHERE card_id = p_card ORDER BY seq DESC LIMIT 1;
	IF last_delta IS DISTINCT FROM 1 THEN
		current_column := NULL;
	END IF;
	IF current_column IS NOT DISTINCT FROM target THEN
		RETURN;
	END IF;
	IF current_column IS NOT NULL THEN
		INSERT INTO kanban_card_flow (board_id, card_id, column_id, delta, reason, at)
		VALUES (p_board, p_card, current_column, -1, substr(p_kind, 6), p_at);
	END IF;
	IF target IS NOT NULL THEN
		INSERT INTO kanban_card_flow (board_id, card_id, column_id, delta, reason, at)
		VALUES (p_board, p_card, target, 1, substr(p_kind, 6), p_at);
		PERFORM kanban_card_enters(p_board, p_card, target, p_at, p_kind = 'card.created');
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kanban_card_flow_from_activity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM kanban_apply_card_flow(NEW.board_id, NEW.card_id, NEW.kind, NEW.data, NEW.created_at);
	RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS kanban_card_flow_from_activity ON kanban_activity;
--> statement-breakpoint
CREATE TRIGGER kanban_card_flow_from_activity AFTER INSERT ON kanban_activity
FOR EACH ROW EXECUTE FUNCTION kanban_card_flow_from_activity();
--> statement-breakpoint
DO $$
DECLARE
	entry record;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM kanban_card_flow) THEN
		FOR entry IN
			SELECT board_id, card_id, kind, data, created_at FROM kanban_activity
			WHERE kind IN ('card.created', 'card.moved', 'card.restored', 'card.archived', 'card.deleted', 'column.deleted')
			ORDER BY created_at, kind <> 'card.created', id
		LOOP
			PERFORM kanban_apply_card_flow(entry.board_id, entry.card_id, entry.kind, entry.data, entry.created_at);
		END LOOP;
	END IF;
END $$;
