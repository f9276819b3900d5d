ALTER TABLE "instance_settings" ADD COLUMN "outbound_allow_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "instance_settings" ADD COLUMN "module_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;
