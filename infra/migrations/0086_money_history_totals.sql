-- "As of any moment", part 2 (projection 'money-history'): the current totals beside the versions,
-- so an answer as of T is "now" minus what became known after T (the versions opened or closed
-- after T: few for a recent T) instead of a sum over every version known at T. Written by the
-- same projection and transaction as the versions (the live ledger's tables may be at another
-- position), with the ledger's own rules (LedgerTotals); same shapes as money_account_daily_effects
-- and money_monthly_summary.
CREATE TABLE money_history_daily_effects (
  user_id      uuid   NOT NULL,
  account_id   uuid   NOT NULL,
  date         date   NOT NULL,
  posted_cents bigint NOT NULL,
  all_cents    bigint NOT NULL,
  entries      int    NOT NULL,
  PRIMARY KEY (user_id, account_id, date)
);

CREATE TABLE money_history_monthly_summary (
  user_id       uuid   NOT NULL,
  month         date   NOT NULL,
  income_cents  bigint NOT NULL,
  income_count  int    NOT NULL,
  expense_cents bigint NOT NULL,
  expense_count int    NOT NULL,
  payment_cents bigint NOT NULL,
  payment_count int    NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- What became known after T: current versions opened after it, and versions it knew that closed after it.
CREATE INDEX money_transaction_versions_opened ON money_transaction_versions (user_id, known_from) WHERE known_to IS NULL;
CREATE INDEX money_transaction_versions_closed ON money_transaction_versions (user_id, known_to) WHERE known_to IS NOT NULL;
CREATE INDEX money_balance_adjustment_versions_by_known ON money_balance_adjustment_versions (user_id, known_from);
