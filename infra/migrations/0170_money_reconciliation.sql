-- Reconciliation (issue 24; projector/src/projections/reconciliation). Ids are kept as the events
-- carry them (text): a row never fails on an id, and reads compare them as text.

-- The transactions ticked as cleared (TransactionCleared); untick and deletion remove the row.
CREATE TABLE money_transaction_cleared (
  user_id          uuid        NOT NULL,
  transaction_id   text        NOT NULL,
  cleared_position text        NOT NULL,
  PRIMARY KEY (user_id, transaction_id)
);

-- One row per finished reconciliation (AccountReconciled): the statement and what it locked.
CREATE TABLE money_reconciliations (
  user_id                 uuid        NOT NULL,
  id                      text        NOT NULL,
  account_id              text        NOT NULL,
  statement_date          date        NOT NULL,
  statement_balance_cents bigint      NOT NULL,
  transaction_ids         text[]      NOT NULL,
  created_position        text        NOT NULL,
  created_at              timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX money_reconciliations_by_account ON money_reconciliations (user_id, account_id, created_position DESC);

-- Which reconciliation locked a transaction (the register's lock mark, the form's warning).
CREATE TABLE money_reconciled_transactions (
  user_id           uuid NOT NULL,
  transaction_id    text NOT NULL,
  reconciliation_id text NOT NULL,
  account_id        text NOT NULL,
  statement_date    date NOT NULL,
  PRIMARY KEY (user_id, transaction_id, reconciliation_id)
);
CREATE INDEX money_reconciled_transactions_by_account ON money_reconciled_transactions (user_id, account_id);
