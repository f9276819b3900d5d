ALTER TABLE "flows" DROP CONSTRAINT "flows_state_check";--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_state_check" CHECK ("flows"."state" in ('draft', 'enabled', 'paused'));--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_paused_reason_check" CHECK (("flows"."state" = 'paused') = ("flows"."paused_reason" is not null));
