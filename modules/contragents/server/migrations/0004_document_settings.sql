CREATE TABLE "contragents_document_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"contract_template" text NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contragents_document_settings" ADD CONSTRAINT "contragents_document_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_document_settings" ADD CONSTRAINT "contragents_document_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;