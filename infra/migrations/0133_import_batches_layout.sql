-- A bank CSV import's layout (issue 23: delimiter, formats, column names, from ImportStarted.layout),
-- so the account's next statement is read the same way; other kinds and older batches have none.
ALTER TABLE import_batches ADD COLUMN layout jsonb;
CREATE INDEX import_batches_account_layout ON import_batches (user_id, account_id, created_position DESC) WHERE layout IS NOT NULL;
