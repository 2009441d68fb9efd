-- The search indexes take each new row straight into the index instead of a pending list (GIN's fastupdate).
-- A pending list is merged only by VACUUM; until then every search reads all of it. 1,000 papers added at once
-- (an import, a restore) made every search three times slower until autovacuum came by, and never faster where
-- autovacuum is off. Writes are rare admin actions; searches are what must stay fast (decision 010).
ALTER INDEX "papers_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "speakers_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "committee_members_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "recent_updates_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search"."search_pages_search_idx" SET (fastupdate = off);--> statement-breakpoint
-- What is pending already goes into the index now (turning fastupdate off does not do it).
SELECT gin_clean_pending_list('papers_search_idx'), gin_clean_pending_list('speakers_search_idx'),
  gin_clean_pending_list('committee_members_search_idx'), gin_clean_pending_list('recent_updates_search_idx'),
  gin_clean_pending_list('search.search_pages_search_idx');
