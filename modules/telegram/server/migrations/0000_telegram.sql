CREATE TABLE "telegram_bots" (
	"workspace_id" uuid PRIMARY KEY NOT NULL REFERENCES "public"."workspaces"("id") ON DELETE cascade,
	"token_ciphertext" text NOT NULL,
	"bot_id" bigint NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"api_root" text NOT NULL,
	"update_offset" bigint DEFAULT 0 NOT NULL,
	"last_update_at" timestamp with time zone,
	"last_error" text,
	"last_error_reason" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"reconnect_interval" integer NOT NULL,
	"poll_lease_until" timestamp with time zone,
	"time_zone" text NOT NULL,
	"max_message_history" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL REFERENCES "public"."workspaces"("id") ON DELETE cascade,
	"chat_id" bigint NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"bot_status" text NOT NULL,
	"board_id" uuid REFERENCES "public"."boards"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_chats_workspace_chat" UNIQUE("workspace_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL REFERENCES "public"."workspaces"("id") ON DELETE cascade,
	"chat_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"is_task" boolean NOT NULL,
	"confidence" real NOT NULL,
	"title" text NOT NULL,
	"assignee" text,
	"addressee_name" text,
	"due" text,
	"priority" text NOT NULL,
	"assignee_user_id" uuid REFERENCES "public"."users"("id") ON DELETE set null,
	CONSTRAINT "telegram_messages_chat_message" UNIQUE("workspace_id","chat_id","message_id")
);
--> statement-breakpoint
CREATE INDEX "telegram_messages_chat_sent" ON "telegram_messages" ("workspace_id","chat_id","sent_at");
--> statement-breakpoint
CREATE TABLE "telegram_members" (
	"workspace_id" uuid NOT NULL REFERENCES "public"."workspaces"("id") ON DELETE cascade,
	"username" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	CONSTRAINT "telegram_members_workspace_id_username_pk" PRIMARY KEY("workspace_id","username"),
	CONSTRAINT "telegram_members_user" UNIQUE("workspace_id","user_id")
);
