-- The body's visible text (search/snippetText.ts), written with the body: a search's snippets are marked in it
-- by the search's own query, with no markdown to read and no bodies to send back and forth. Articles not saved
-- since keep NULL, and their snippets are read from the body as before.
ALTER TABLE "wiki_articles" ADD COLUMN "body_text" text;
