CREATE TABLE "contragents_benchmark_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"benchmark_id" uuid NOT NULL,
	"name" text NOT NULL,
	"partner_id" uuid,
	"inn" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contragents_benchmark_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"benchmark_id" uuid NOT NULL,
	"name" text NOT NULL,
	"weight" double precision NOT NULL,
	"kind" text NOT NULL,
	"direction" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contragents_benchmark_scores" (
	"candidate_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "contragents_benchmark_scores_candidate_id_criterion_id_pk" PRIMARY KEY("candidate_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "contragents_benchmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"title" text NOT NULL,
	"need" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winner_candidate_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contragents_activity" ADD COLUMN "benchmark_id" uuid;--> statement-breakpoint
ALTER TABLE "contragents_benchmark_candidates" ADD CONSTRAINT "contragents_benchmark_candidates_benchmark_id_contragents_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."contragents_benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_benchmark_candidates" ADD CONSTRAINT "contragents_benchmark_candidates_partner_id_contragents_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contragents_partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_benchmark_criteria" ADD CONSTRAINT "contragents_benchmark_criteria_benchmark_id_contragents_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."contragents_benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_benchmark_scores" ADD CONSTRAINT "contragents_benchmark_scores_candidate_id_contragents_benchmark_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."contragents_benchmark_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_benchmark_scores" ADD CONSTRAINT "contragents_benchmark_scores_criterion_id_contragents_benchmark_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."contragents_benchmark_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_benchmarks" ADD CONSTRAINT "contragents_benchmarks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_benchmarks" ADD CONSTRAINT "contragents_benchmarks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contragents_benchmark_candidates_benchmark_idx" ON "contragents_benchmark_candidates" USING btree ("benchmark_id");--> statement-breakpoint
CREATE INDEX "contragents_benchmark_criteria_benchmark_idx" ON "contragents_benchmark_criteria" USING btree ("benchmark_id");--> statement-breakpoint
CREATE INDEX "contragents_benchmarks_workspace_idx" ON "contragents_benchmarks" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "contragents_activity_benchmark_idx" ON "contragents_activity" USING btree ("benchmark_id","created_at");