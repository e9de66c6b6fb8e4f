-- Money read models, part 3: the ledger (projection 'money-ledger'): transactions, balance
-- adjustments, per-account daily balance effects, and monthly summaries. One projection owns
-- all of them because each transaction change moves rows in several of these tables at once.

-- One row per live transaction; deleted ones are removed. amount_cents is absolute (> 0);
-- the API signs it by type (expense negative).
CREATE TABLE money_transactions (
  user_id                  uuid        NOT NULL,
  id                       uuid        NOT NULL,
  title                    text        NOT NULL,
  type                     text        NOT NULL,
  amount_cents             bigint      NOT NULL,
  category                 text        NOT NULL,
  category_ids             uuid[]      NOT NULL,
  from_account_id          uuid,
  to_account_id            uuid,
  status                   text        NOT NULL, -- 'posted' | 'pending'
  date                     date        NOT NULL,
  recurring_transaction_id uuid,
  is_recurring             boolean     NOT NULL,
  -- Position of TransactionRecorded: the "created" tiebreak of the list order, unique and rebuild-stable.
  created_position         text        NOT NULL,
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- The list: newest first, keyset-paginated on (date, created_position).
CREATE INDEX money_transactions_by_date ON money_transactions (user_id, date DESC, created_position DESC);
-- One account's history (from or to), same order.
CREATE INDEX money_transactions_by_from_account ON money_transactions (user_id, from_account_id, date DESC, created_position DESC)
  WHERE from_account_id IS NOT NULL;
CREATE INDEX money_transactions_by_to_account ON money_transactions (user_id, to_account_id, date DESC, created_position DESC)
  WHERE to_account_id IS NOT NULL;

-- BalanceAdjusted events ("Balance adjustment" in an account's history); always posted.
CREATE TABLE money_balance_adjustments (
  user_id                uuid        NOT NULL,
  id                     uuid        NOT NULL,
  account_id             uuid        NOT NULL,
  amount_cents           bigint      NOT NULL,
  date                   date        NOT NULL,
  previous_balance_cents bigint      NOT NULL,
  new_balance_cents      bigint      NOT NULL,
  created_position       text        NOT NULL,
  created_at             timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX money_balance_adjustments_by_account ON money_balance_adjustments (user_id, account_id, date DESC, created_position DESC);

-- Net balance change per account per day, from transactions and adjustments.
-- Balance of an account at the end of day D = starting_balance_cents
--   + sum(posted_cents | all_cents) over starting_balance_asof <= date <= D.
-- entries counts the transactions/adjustments behind the row; a row exists exactly while entries > 0,
-- so live updates and a rebuild leave the same rows.
CREATE TABLE money_account_daily_effects (
  user_id      uuid   NOT NULL,
  account_id   uuid   NOT NULL,
  date         date   NOT NULL,
  posted_cents bigint NOT NULL,
  all_cents    bigint NOT NULL,
  entries      int    NOT NULL,
  PRIMARY KEY (user_id, account_id, date)
);

-- Per user per calendar month (month = its first day), by transaction type, all statuses.
-- A row exists while any transaction is dated in that month.
CREATE TABLE money_monthly_summary (
  user_id       uuid   NOT NULL,
  month         date   NOT NULL,
  income_cents  bigint NOT NULL,
  income_count  int    NOT NULL,
  expense_cents bigint NOT NULL, -- absolute
  expense_count int    NOT NULL,
  payment_cents bigint NOT NULL,
  payment_count int    NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- Expense spending per month per category: the transaction's FIRST category (the one its
-- `category` name comes from); the nil uuid stands for "no category".
CREATE TABLE money_monthly_category_spending (
  user_id       uuid   NOT NULL,
  month         date   NOT NULL,
  category_id   uuid   NOT NULL,
  expense_cents bigint NOT NULL,
  expense_count int    NOT NULL,
  PRIMARY KEY (user_id, month, category_id)
);
