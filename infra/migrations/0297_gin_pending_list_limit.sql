-- GIN indexes keep their pending list small (issue 25 goal 4). With fastupdate a GIN index gathers
-- new entries in an unsorted pending list, up to gin_pending_list_limit (4 MB by default), and every
-- scan of the index reads that list whole. Autovacuum empties it on PostgreSQL, but PGlite (the
-- embedded default) has no autovacuum: after an import of 100,000 transactions each search read
-- ~1.8 MB of it (a search matching nothing: 6.7 ms, 0.06 ms without). At 64 kB, the least allowed,
-- an insert still moves a few hundred rows' entries into the index at once (the bulk import's rate
-- did not change measurably). A new GIN index sets the same (gin-pending-list.test.ts checks).
DO $$
DECLARE
  gin_index regclass;
BEGIN
  FOR gin_index IN
    SELECT c.oid::regclass FROM pg_class c
      JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'i' AND am.amname = 'gin' AND n.nspname = current_schema()
  LOOP
    EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 64)', gin_index);
    PERFORM gin_clean_pending_list(gin_index);
  END LOOP;
END $$;
