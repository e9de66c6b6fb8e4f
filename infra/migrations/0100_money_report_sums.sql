-- Reports (issue 11): income and expenses per user, month, account and FIRST category, every status
-- (payments are neither), so filtered reports sum a few rows per month instead of every transaction.
-- account_id: an expense's from account, an income's to account; the nil uuid stands for "no
-- category" (as in money_monthly_category_spending) and for a missing account. Kept by the
-- money-ledger projection beside its other monthly tables; a row exists while a transaction counts in it.
CREATE TABLE money_monthly_report_sums (
  user_id       uuid   NOT NULL,
  month         date   NOT NULL,
  account_id    uuid   NOT NULL,
  category_id   uuid   NOT NULL,
  income_cents  bigint NOT NULL,
  income_count  int    NOT NULL,
  expense_cents bigint NOT NULL, -- absolute
  expense_count int    NOT NULL,
  PRIMARY KEY (user_id, month, account_id, category_id)
);

-- The ledger's transactions as they stand when this runs (the same rows the projection would have added).
INSERT INTO money_monthly_report_sums
SELECT user_id,
       date_trunc('month', date)::date AS month,
       coalesce(CASE WHEN type = 'income' THEN to_account_id ELSE from_account_id END, '00000000-0000-0000-0000-000000000000'::uuid) AS account_id,
       coalesce(category_ids[1], '00000000-0000-0000-0000-000000000000'::uuid) AS category_id,
       coalesce(sum(amount_cents) FILTER (WHERE type = 'income'), 0) AS income_cents,
       count(*) FILTER (WHERE type = 'income')::int AS income_count,
       coalesce(sum(abs(amount_cents)) FILTER (WHERE type = 'expense'), 0) AS expense_cents,
       count(*) FILTER (WHERE type = 'expense')::int AS expense_count
  FROM money_transactions
 WHERE type IN ('income', 'expense')
 GROUP BY 1, 2, 3, 4;
