-- The trash: a deleted article and the pages under it keep their rows for 30 days. trash_root_id names the
-- article whose deletion took them there, so restoring it brings back the same pages, and a page trashed on its
-- own earlier stays its own entry.
ALTER TABLE "wiki_articles" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "deleted_by_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "trash_root_id" uuid;
--> statement-breakpoint
-- A trashed article no longer holds its title: a new article may take it (restoring then asks for a rename).
DROP INDEX "wiki_articles_title_key_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_articles_title_key_idx" ON "wiki_articles" ("workspace_id", "title_key") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "wiki_articles_trash_idx" ON "wiki_articles" ("workspace_id", "deleted_at") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
-- A revision written because another article was renamed: its [[links]] followed the new title.
ALTER TABLE "wiki_revisions" ADD COLUMN "relinked_from" text;
--> statement-breakpoint
ALTER TABLE "wiki_revisions" ADD COLUMN "relinked_to" text;
