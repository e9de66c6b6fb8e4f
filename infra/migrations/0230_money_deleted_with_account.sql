-- What went with a deleted record (issue 26; projector/src/projections/deleted-with): the transactions
-- deleted with their account (TransactionDeleted reason 'account-deleted') while they stay deleted, so
-- the account's restore brings exactly them back and Recently Deleted shows them under the account.
-- Ids are kept as the events carry them (text): a row never fails on an id.
CREATE TABLE money_deleted_with_account (
  transaction_id   text NOT NULL PRIMARY KEY,
  user_id          uuid NOT NULL,
  account_id       text NOT NULL,
  deleted_position text NOT NULL
);
CREATE INDEX money_deleted_with_account_by_account ON money_deleted_with_account (user_id, account_id, deleted_position);
