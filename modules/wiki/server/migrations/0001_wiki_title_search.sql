-- Title and tag matches of any age compete in a search's ranking: the search asks this index for them
-- (recentMatches.ts) instead of testing every match of the whole text.
CREATE INDEX "wiki_articles_title_search_idx" ON "wiki_articles" USING gin ("title_vector");
