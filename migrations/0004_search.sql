-- Site search (server/src/routes/search, docs/decisions/010-site-search.md): a generated tsvector column with a GIN
-- index on each searched table. Each text is indexed twice: stemmed ('english': "renewables" finds "renewable")
-- and as written ('simple': the word typed so far, "renewa", is a prefix of "renewable" though not of its stem
-- "renew"). Weights: the title A, people and labels B, the body C. Not in schema.ts on purpose: no list query
-- should fetch these columns; the backup skips generated columns (they are rebuilt from the rest).
CREATE FUNCTION "search_words"(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
--> statement-breakpoint
CREATE FUNCTION "search_vector"(doc text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('english'::regconfig, coalesce(doc, '')), weight)
            || setweight(to_tsvector('simple'::regconfig, coalesce(doc, '')), weight) $$;
--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  search_vector("heading", 'A') || search_vector(search_words("authors"), 'B') || search_vector("content", 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "papers_search_idx" ON "papers" USING gin ("search");
--> statement-breakpoint
ALTER TABLE "speakers" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  search_vector("name", 'A') || search_vector(search_words("specialization"), 'B') || search_vector("description", 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "speakers_search_idx" ON "speakers" USING gin ("search");
--> statement-breakpoint
ALTER TABLE "committee_members" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  search_vector("name", 'A')
    || search_vector(coalesce("role", '') || ' ' || "committee" || ' ' || "college" || ' ' || search_words("specialization"), 'B')
    || search_vector("description", 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "committee_members_search_idx" ON "committee_members" USING gin ("search");
--> statement-breakpoint
ALTER TABLE "recent_updates" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  search_vector("title", 'A') || search_vector("description", 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "recent_updates_search_idx" ON "recent_updates" USING gin ("search");
