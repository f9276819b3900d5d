CREATE TABLE "contragents_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contragents_comments" ADD CONSTRAINT "contragents_comments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_comments" ADD CONSTRAINT "contragents_comments_partner_id_contragents_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contragents_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_comments" ADD CONSTRAINT "contragents_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contragents_comments_partner_idx" ON "contragents_comments" USING btree ("partner_id","created_at");