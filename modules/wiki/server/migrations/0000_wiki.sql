-- array_to_string is only STABLE (it calls the element type's output function); for text[] it cannot
-- change, and a generated column needs an IMMUTABLE expression.
CREATE FUNCTION "wiki_tags_text"(tags text[]) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
CREATE TABLE "wiki_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
	"parent_id" uuid REFERENCES "wiki_articles"("id") ON DELETE SET NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	-- 'russian' is named on purpose: the server default is 'english', and 'russian' stems Latin words with
	-- the English stemmer, so one column serves both languages.
	"search_vector" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('russian'::regconfig, "title"), 'A')
		|| setweight(to_tsvector('russian'::regconfig, "wiki_tags_text"("tags")), 'B')
		|| setweight(to_tsvector('russian'::regconfig, "body"), 'C')
	) STORED,
	-- Title and tags alone, to tell title and tag matches from body-only ones without reading the large vector.
	"title_vector" tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector('russian'::regconfig, "title"), 'A')
		|| setweight(to_tsvector('russian'::regconfig, "wiki_tags_text"("tags")), 'B')
	) STORED,
	CONSTRAINT "wiki_articles_status_check" CHECK ("status" in ('draft', 'published'))
) WITH (toast_tuple_target = 256);
--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_articles_title_key_idx" ON "wiki_articles" ("workspace_id", "title_key");
--> statement-breakpoint
-- A search goes through the GIN index and then reads every matching row's small columns, so the body and the
-- large vector live out of line (toast_tuple_target above) while the small ones stay in the row (MAIN): a
-- row is then ~300 bytes, and a common word's 25,000 matches are a few thousand pages, not 100 MB.
ALTER TABLE "wiki_articles" ALTER COLUMN "title" SET STORAGE MAIN, ALTER COLUMN "title_key" SET STORAGE MAIN,
	ALTER COLUMN "tags" SET STORAGE MAIN, ALTER COLUMN "title_vector" SET STORAGE MAIN;
--> statement-breakpoint
CREATE INDEX "wiki_articles_search_idx" ON "wiki_articles" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "wiki_articles_tags_idx" ON "wiki_articles" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "wiki_articles_recent_idx" ON "wiki_articles" ("workspace_id", "updated_at" DESC);
--> statement-breakpoint
CREATE INDEX "wiki_articles_author_idx" ON "wiki_articles" ("workspace_id", "author_id");
--> statement-breakpoint
CREATE INDEX "wiki_articles_parent_idx" ON "wiki_articles" ("parent_id");
--> statement-breakpoint
CREATE TABLE "wiki_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL REFERENCES "wiki_articles"("id") ON DELETE CASCADE,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"summary" text DEFAULT '' NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_revisions_article_number_unique" UNIQUE ("article_id", "number")
);
--> statement-breakpoint
-- Outgoing [[Title]] links by the target's title key: a link to a missing article is a "wanted" page, and it
-- becomes a backlink as soon as an article with that title exists.
CREATE TABLE "wiki_links" (
	"source_id" uuid NOT NULL REFERENCES "wiki_articles"("id") ON DELETE CASCADE,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
	"target_key" text NOT NULL,
	"target_title" text NOT NULL,
	CONSTRAINT "wiki_links_pk" PRIMARY KEY ("source_id", "target_key")
);
--> statement-breakpoint
CREATE INDEX "wiki_links_target_idx" ON "wiki_links" ("workspace_id", "target_key");
--> statement-breakpoint
-- Images and files put into articles; the bytes are in the platform's file storage (bucket 'files').
CREATE TABLE "wiki_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
