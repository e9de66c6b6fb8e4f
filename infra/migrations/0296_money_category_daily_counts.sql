-- How many live transactions name each category on each day (issue 25 goal 4): the ledger keeps it in
-- the batch that writes money_transactions, so a list filtered by one category (and dates) is counted
-- from at most one row per day instead of every matching transaction (X-Total-Count: 300 ms at 100,000
-- on PostgreSQL, a bitmap of every match). A transaction counts once in each category its
-- category_ids hold (the list's `category_ids @> ARRAY[category]`). A row exists while its count is not 0.
-- Backfilled from the ledger's transactions: what the money-ledger projection writes for them.
CREATE TABLE money_category_daily_counts (
  user_id      uuid NOT NULL,
  category_id  uuid NOT NULL,
  date         date NOT NULL,
  transactions int  NOT NULL,
  PRIMARY KEY (user_id, category_id, date)
);

INSERT INTO money_category_daily_counts (user_id, category_id, date, transactions)
SELECT t.user_id, c.category_id, t.date, count(*)::int AS transactions
  FROM money_transactions t
 CROSS JOIN LATERAL (SELECT DISTINCT unnest(t.category_ids) AS category_id) c
 GROUP BY t.user_id, c.category_id, t.date;
