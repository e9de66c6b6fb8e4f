-- Search across records (issue 24, GET /api/search): trigram indexes, so `ILIKE '%text%'` on the
-- large read models is an index scan instead of a scan of every row of the user's.
-- pg_trgm ships with PostgreSQL (a trusted extension: the database's owner may create it) and with
-- PGlite (loaded by infra/src/db/pglite.ts), so this migration is the same on both backends. A
-- server that refuses the extension still migrates: search then scans (correct, only slower).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE WARNING 'pg_trgm is not available (%): search runs without trigram indexes', SQLERRM;
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    -- The tables that grow with use; accounts, categories, recurring items, goals and grocery items
    -- are read through their (user_id, id) keys: a user has tens of them, not thousands.
    CREATE INDEX money_transactions_title_trgm ON money_transactions USING gin (title gin_trgm_ops);
    CREATE INDEX fitness_workouts_name_trgm ON fitness_workouts USING gin (name gin_trgm_ops);
    CREATE INDEX nutrition_meals_name_trgm ON nutrition_meals USING gin (name gin_trgm_ops);
  END IF;
END $$;

-- "86.42" finds the transactions of exactly that amount (the column is absolute; the sign is the type).
CREATE INDEX money_transactions_by_amount ON money_transactions (user_id, amount_cents);
-- A category's name finds the transactions filed under it (any of their categories).
CREATE INDEX money_transactions_by_categories ON money_transactions USING gin (category_ids);
