-- Live events of each workspace, kept for a bounded window so reconnecting clients resume (workspaceEventLog.ts).
-- No foreign keys: an event published as its workspace is deleted must not fail the write that caused it; pruning clears it.
CREATE TABLE "workspace_event_counters" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "workspace_events" (
	"workspace_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("workspace_id", "id")
);--> statement-breakpoint
CREATE INDEX "workspace_events_created_at_idx" ON "workspace_events" ("created_at");
