ALTER TABLE "telegram_bots" ADD COLUMN "confidence_threshold" real DEFAULT 0.7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD COLUMN "app_url" text;
--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD COLUMN "column_id" uuid;
--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD COLUMN "linked_by" uuid REFERENCES "public"."users"("id") ON DELETE set null;
--> statement-breakpoint
CREATE TABLE "telegram_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL REFERENCES "public"."workspaces"("id") ON DELETE cascade,
	"chat_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"board_id" uuid REFERENCES "public"."boards"("id") ON DELETE set null,
	"column_id" uuid,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"message_url" text,
	"sent_at" timestamp with time zone NOT NULL,
	"confidence" real NOT NULL,
	"detected_title" text NOT NULL,
	"title" text NOT NULL,
	"assignee_user_id" uuid REFERENCES "public"."users"("id") ON DELETE set null,
	"due" text,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"decision" text,
	"decided_by" uuid REFERENCES "public"."users"("id") ON DELETE set null,
	"decided_by_telegram" text,
	"decided_at" timestamp with time zone,
	"card_id" uuid,
	"question_message_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_tasks_chat_message" UNIQUE("workspace_id","chat_id","message_id")
);
--> statement-breakpoint
CREATE INDEX "telegram_tasks_pending" ON "telegram_tasks" ("workspace_id", "status");
