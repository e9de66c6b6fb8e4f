-- Recurring transactions as of a moment (issue 26): every version of money_recurring_transactions'
-- rows, its columns plus when each was known (known_to null: current), written by money-schedules
-- (projections/as-of/row-versions.ts). The projection is replayed from the start (rows and checkpoint
-- emptied, as `projector rebuild money-schedules` does) so the versions hold the whole past.
CREATE TABLE money_recurring_transactions_versions (LIKE money_recurring_transactions);
ALTER TABLE money_recurring_transactions_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);
CREATE INDEX money_recurring_transactions_versions_known ON money_recurring_transactions_versions (user_id, known_from);

DELETE FROM money_schedule_periods;
DELETE FROM money_schedules;
DELETE FROM money_recurring_transactions;
DELETE FROM projection_checkpoints WHERE name = 'money-schedules';
DELETE FROM projection_parked_events WHERE projection = 'money-schedules';
DELETE FROM projection_failures WHERE projection = 'money-schedules';
