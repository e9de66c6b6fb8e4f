-- Search (issue 24) matches a transaction's notes: a trigram index like the title's (0160), only
-- where the extension is there (search then scans otherwise: correct, only slower), and only on the
-- rows that have notes (most have none). A split line's memo is looked for among the split rows only:
-- this partial index finds them (the search's condition names the same predicate).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX money_transactions_notes_trgm ON money_transactions USING gin (notes gin_trgm_ops) WHERE notes <> '';
  END IF;
END $$;

CREATE INDEX money_transactions_split ON money_transactions (user_id, date DESC, created_position DESC)
  WHERE jsonb_array_length(splits) > 0;
