-- Imported transactions (issue 11, projection 'money-imports'): the live transactions an import
-- batch wrote, with the bank's id (OFX FITID). Undo deletes exactly a batch's rows; an OFX import
-- skips FITIDs already on the account. A deleted transaction leaves this table.
CREATE TABLE money_imported_transactions (
  user_id        uuid NOT NULL,
  transaction_id uuid NOT NULL,
  import_id      text,
  external_id    text,
  account_id     text,
  PRIMARY KEY (user_id, transaction_id)
);
CREATE INDEX money_imported_transactions_by_import ON money_imported_transactions (user_id, import_id);
CREATE INDEX money_imported_transactions_by_external_id ON money_imported_transactions (user_id, account_id, external_id)
  WHERE external_id IS NOT NULL;
