-- A GIN index keeps new entries in a pending list, unsorted, that every search reads whole until VACUUM merges
-- it into the index. PostgreSQL's autovacuum does that now and then; embedded PGlite has none, so its list grew
-- to the 4 MB default before a write merged it. The smallest limit (64 kB) keeps that read short on both and
-- still merges saves in batches.
ALTER INDEX "wiki_articles_search_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "wiki_articles_title_search_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX "wiki_articles_tags_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
SELECT gin_clean_pending_list('wiki_articles_search_idx'::regclass), gin_clean_pending_list('wiki_articles_title_search_idx'::regclass),
	gin_clean_pending_list('wiki_articles_tags_idx'::regclass);
--> statement-breakpoint
-- A search filtered by author walks that author's articles newest first (matchOrder.ts) instead of the whole
-- workspace's; the index serves what the one on (workspace_id, author_id) did.
CREATE INDEX "wiki_articles_author_recent_idx" ON "wiki_articles" ("workspace_id", "author_id", "updated_at" DESC);
--> statement-breakpoint
DROP INDEX "wiki_articles_author_idx";
