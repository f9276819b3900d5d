CREATE TABLE "contragents_partner_list_versions" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contragents_partner_list_versions" ADD CONSTRAINT "contragents_partner_list_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;