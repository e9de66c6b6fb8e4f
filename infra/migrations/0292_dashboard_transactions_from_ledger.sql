-- Issue 25, goal 2 (one read model holds each fact once): the dashboard no longer keeps transactions.
-- Its month's money and the 2 latest transactions of Recent Activity come from the ledger
-- (money_transactions, money_monthly_summary) live and from money-history's transaction versions as of
-- a moment; the dashboard and dashboard-history stop handling Transaction* events. Their other rows
-- (workouts, meals, goals, targets) are what they were, so neither replays: the transactions' rows
-- and columns simply go.
DELETE FROM dashboard_records WHERE kind = 'transaction';
DELETE FROM dashboard_record_versions WHERE kind = 'transaction';
-- A day row exists while any of its counts is above 0 (additive-rows): one that only transactions
-- kept goes, so the rows are what a replay without them writes (`projector verify`).
DELETE FROM dashboard_days WHERE workouts = 0 AND logged_meals = 0;
ALTER TABLE dashboard_days DROP COLUMN transactions, DROP COLUMN expense_cents;
-- Dropping transaction_type drops the by-day index that included it: made again without it.
ALTER TABLE dashboard_records DROP COLUMN transaction_type;
ALTER TABLE dashboard_record_versions DROP COLUMN transaction_type;
DROP INDEX IF EXISTS dashboard_record_versions_by_day;
CREATE INDEX dashboard_record_versions_by_day ON dashboard_record_versions (user_id, day)
  INCLUDE (kind, known_from, known_to, amount, activity_position) WHERE day IS NOT NULL;
-- Transaction events the two projections parked or failed on are theirs no more (`retry` would
-- offer events they no longer handle).
DELETE FROM projection_parked_events
 WHERE projection IN ('dashboard', 'dashboard-history') AND event_type LIKE 'Transaction%';
DELETE FROM projection_failures
 WHERE projection IN ('dashboard', 'dashboard-history') AND event_type LIKE 'Transaction%';

-- Recent Activity's 2 latest transactions (none dated after today), newest recorded first: live from
-- the ledger, and as of T from the versions recorded by T (by time, then position, as the
-- dashboard's activity index did). `date` is read from the index, so the ones dated after today
-- (generated occurrences to come) are passed over there; the known range is read from the rows of
-- the few candidates.
CREATE INDEX money_transactions_by_creation ON money_transactions (user_id, created_position DESC) INCLUDE (date);
CREATE INDEX money_transaction_versions_by_creation ON money_transaction_versions (user_id, created_at DESC, created_position DESC)
  INCLUDE (date);
