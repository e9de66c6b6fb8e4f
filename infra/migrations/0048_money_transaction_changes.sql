-- Incremental polling of the transactions list (issue 13, beyond SPEC): GET /api/transactions?changedSince=<position>
-- answers the transactions created or changed after that position plus the ids deleted after it.

-- Position of the last event that wrote the row (recorded, updated or status changed). Rows written
-- before this migration start at their creation position; a rebuild writes the exact value.
ALTER TABLE money_transactions ADD COLUMN updated_position text;
UPDATE money_transactions SET updated_position = created_position;
ALTER TABLE money_transactions ALTER COLUMN updated_position SET NOT NULL;
CREATE INDEX money_transactions_by_update ON money_transactions (user_id, updated_position);

-- One row per deleted transaction: what a client that loaded it before must drop. Kept for good
-- (an id and a position per deletion: a user deleting thousands costs a few hundred kB); part of
-- the ledger projection, so a rebuild empties and refills it.
CREATE TABLE money_transaction_tombstones (
  user_id          uuid NOT NULL,
  id               uuid NOT NULL,
  deleted_position text NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX money_transaction_tombstones_by_position ON money_transaction_tombstones (user_id, deleted_position);
