-- Who read which article on which day (UTC): one row a reader a day, so reloads and live refreshes count once.
CREATE TABLE "wiki_article_reads" (
	"article_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "wiki_article_reads_pk" PRIMARY KEY("article_id","user_id","day")
);
--> statement-breakpoint
ALTER TABLE "wiki_article_reads" ADD CONSTRAINT "wiki_article_reads_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."wiki_articles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "wiki_article_reads_workspace_day_idx" ON "wiki_article_reads" USING btree ("workspace_id","day");
