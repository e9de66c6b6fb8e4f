-- Split transactions (issue 24) reach several categories, and the per-category counts count one in
-- each of them, so a month's or a report's count of transactions summed over categories counted a
-- split once per category. These columns count each transaction once: in the row of its first share
-- only (a split's first line's category, else its first category or none), so their sum over
-- categories and accounts is the number of transactions. Backfilled from the ledger's transactions:
-- what the money-ledger projection writes for them.
ALTER TABLE money_monthly_category_spending ADD COLUMN expense_transactions int NOT NULL DEFAULT 0;
ALTER TABLE money_monthly_report_sums ADD COLUMN income_transactions int NOT NULL DEFAULT 0;
ALTER TABLE money_monthly_report_sums ADD COLUMN expense_transactions int NOT NULL DEFAULT 0;

UPDATE money_monthly_category_spending s
   SET expense_transactions = f.n
  FROM (SELECT user_id, date_trunc('month', date)::date AS month,
               coalesce(CASE WHEN jsonb_array_length(splits) > 0 THEN (splits->0->>'categoryId')::uuid ELSE category_ids[1] END,
                        '00000000-0000-0000-0000-000000000000'::uuid) AS category_id,
               count(*)::int AS n
          FROM money_transactions
         WHERE type = 'expense'
         GROUP BY 1, 2, 3) f
 WHERE s.user_id = f.user_id AND s.month = f.month AND s.category_id = f.category_id;

UPDATE money_monthly_report_sums s
   SET income_transactions = f.income_n, expense_transactions = f.expense_n
  FROM (SELECT user_id, date_trunc('month', date)::date AS month,
               coalesce(CASE WHEN type = 'income' THEN to_account_id ELSE from_account_id END,
                        '00000000-0000-0000-0000-000000000000'::uuid) AS account_id,
               coalesce(CASE WHEN jsonb_array_length(splits) > 0 THEN (splits->0->>'categoryId')::uuid ELSE category_ids[1] END,
                        '00000000-0000-0000-0000-000000000000'::uuid) AS category_id,
               count(*) FILTER (WHERE type = 'income')::int AS income_n,
               count(*) FILTER (WHERE type = 'expense')::int AS expense_n
          FROM money_transactions
         WHERE type IN ('income', 'expense')
         GROUP BY 1, 2, 3, 4) f
 WHERE s.user_id = f.user_id AND s.month = f.month AND s.account_id = f.account_id AND s.category_id = f.category_id;
