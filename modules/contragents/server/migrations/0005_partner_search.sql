-- Partner search matches fragments anywhere in search_text; pg_trgm (in PostgreSQL's contrib, and loaded by the
-- embedded PGlite) indexes them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contragents_partners_search_idx" ON "contragents_partners" USING gin ("search_text" gin_trgm_ops);
