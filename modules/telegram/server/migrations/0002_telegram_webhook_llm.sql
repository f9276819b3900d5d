ALTER TABLE "telegram_bots" ADD COLUMN "webhook_url" text;
--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD COLUMN "webhook_secret_ciphertext" text;
--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD COLUMN "session_timeout" integer DEFAULT 86400000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD COLUMN "llm_base_url" text;
--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD COLUMN "llm_model" text;
--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD COLUMN "llm_key_ciphertext" text;
--> statement-breakpoint
ALTER TABLE "telegram_tasks" ADD COLUMN "question_asked_at" timestamp with time zone;
