CREATE TABLE "contragents_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"partner_id" uuid,
	"document_id" uuid,
	"actor_id" uuid,
	"action" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contragents_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contragents_document_counters" (
	"legal_entity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "contragents_document_counters_legal_entity_id_kind_year_pk" PRIMARY KEY("legal_entity_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "contragents_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"unit" text NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"vat_rate" text,
	"amount" numeric(15, 2) NOT NULL,
	"vat" numeric(15, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contragents_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"date" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"due_date" date,
	"valid_from" date,
	"valid_to" date,
	"vat_mode" text NOT NULL,
	"vat_rate" text NOT NULL,
	"subtotal" numeric(15, 2) NOT NULL,
	"vat" numeric(15, 2) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"paid" numeric(15, 2) DEFAULT '0' NOT NULL,
	"basis" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"contract_id" uuid,
	"invoice_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contragents_partner_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"bik" text NOT NULL,
	"corr_account" text NOT NULL,
	"account" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contragents_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text DEFAULT '' NOT NULL,
	"ogrn" text DEFAULT '' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"postal_address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"responsible_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "contragents_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contragents_activity" ADD CONSTRAINT "contragents_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_activity" ADD CONSTRAINT "contragents_activity_partner_id_contragents_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contragents_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_activity" ADD CONSTRAINT "contragents_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_contacts" ADD CONSTRAINT "contragents_contacts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_contacts" ADD CONSTRAINT "contragents_contacts_partner_id_contragents_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contragents_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_document_lines" ADD CONSTRAINT "contragents_document_lines_document_id_contragents_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contragents_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_documents" ADD CONSTRAINT "contragents_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_documents" ADD CONSTRAINT "contragents_documents_partner_id_contragents_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contragents_partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_documents" ADD CONSTRAINT "contragents_documents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_partner_bank_accounts" ADD CONSTRAINT "contragents_partner_bank_accounts_partner_id_contragents_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contragents_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_partners" ADD CONSTRAINT "contragents_partners_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_partners" ADD CONSTRAINT "contragents_partners_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_partners" ADD CONSTRAINT "contragents_partners_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_partners" ADD CONSTRAINT "contragents_partners_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_payments" ADD CONSTRAINT "contragents_payments_document_id_contragents_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."contragents_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contragents_payments" ADD CONSTRAINT "contragents_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contragents_activity_partner_idx" ON "contragents_activity" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "contragents_contacts_partner_idx" ON "contragents_contacts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "contragents_document_lines_document_idx" ON "contragents_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "contragents_documents_number_idx" ON "contragents_documents" USING btree ("legal_entity_id","kind","year","sequence");--> statement-breakpoint
CREATE INDEX "contragents_documents_workspace_idx" ON "contragents_documents" USING btree ("workspace_id","kind","date");--> statement-breakpoint
CREATE INDEX "contragents_documents_partner_idx" ON "contragents_documents" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "contragents_partner_bank_accounts_partner_idx" ON "contragents_partner_bank_accounts" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contragents_partners_workspace_inn_idx" ON "contragents_partners" USING btree ("workspace_id","inn") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "contragents_partners_workspace_idx" ON "contragents_partners" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "contragents_payments_document_idx" ON "contragents_payments" USING btree ("document_id");