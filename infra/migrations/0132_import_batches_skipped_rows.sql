-- Import batches list the rows they left out though readable (issue 23: duplicates matched to recorded
-- transactions, authorisation holds and their releases), each with why; batches completed before have none.
ALTER TABLE import_batches ADD COLUMN skipped_rows jsonb NOT NULL DEFAULT '[]'; -- the first 100 [{ row, column?, reason }]
