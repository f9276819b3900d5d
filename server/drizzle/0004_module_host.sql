CREATE TABLE "module_files" (
	"module_id" text NOT NULL,
	"bucket" text NOT NULL,
	"workspace_id" uuid NOT NULL,
	"key" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_files_module_id_bucket_workspace_id_key_pk" PRIMARY KEY("module_id","bucket","workspace_id","key")
);
--> statement-breakpoint
CREATE TABLE "module_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_slot" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_files" ADD CONSTRAINT "module_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;