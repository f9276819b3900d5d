ALTER TABLE "flows" ADD COLUMN "loop_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD COLUMN "chain" jsonb DEFAULT '[]'::jsonb NOT NULL;
