CREATE TABLE "module_storage" (
	"workspace_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_storage_workspace_id_module_id_key_pk" PRIMARY KEY("workspace_id","module_id","key")
);
--> statement-breakpoint
CREATE TABLE "module_versions" (
	"module_id" text NOT NULL,
	"version" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"integrity" text NOT NULL,
	"bundle" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"changelog" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_versions_module_id_version_pk" PRIMARY KEY("module_id","version")
);
--> statement-breakpoint
ALTER TABLE "modules" DROP CONSTRAINT "modules_source_check";--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_modules" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "module_storage" ADD CONSTRAINT "module_storage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_storage" ADD CONSTRAINT "module_storage_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_versions" ADD CONSTRAINT "module_versions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_versions" ADD CONSTRAINT "module_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_storage_module_idx" ON "module_storage" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "module_versions_file_idx" ON "module_versions" USING btree ("module_id","file_name");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modules_owner_idx" ON "modules" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_source_check" CHECK ("modules"."source" in ('bundled', 'developer'));