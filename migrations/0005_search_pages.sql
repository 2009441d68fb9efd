-- The static pages' texts for the site search (docs/decisions/010-site-search.md). They come from the client's
-- content (server/src/routes/search/search-pages.json), so the server copies them in on its first search whenever
-- the file's version differs (search.pages.ts). Their own schema keeps them out of backups and restores, which
-- cover the public schema only: this is derived data, rebuilt from the code.
CREATE SCHEMA IF NOT EXISTS "search";
--> statement-breakpoint
CREATE TABLE "search"."pages" (
  "url" text PRIMARY KEY,
  "title" text NOT NULL,
  "description" text NOT NULL,
  "text" text NOT NULL,
  "search" tsvector GENERATED ALWAYS AS (
    search_vector("title", 'A') || search_vector("description", 'B') || search_vector("text", 'C')
  ) STORED
);
--> statement-breakpoint
CREATE INDEX "search_pages_search_idx" ON "search"."pages" USING gin ("search");
--> statement-breakpoint
-- Which search-pages.json the rows above were copied from (one row).
CREATE TABLE "search"."pages_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" text NOT NULL
);
