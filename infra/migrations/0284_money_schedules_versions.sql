-- Schedules and their periods as of a moment (issue 26): every version of money_schedules' and
-- money_schedule_periods' rows, their columns plus when each was known (known_to null: current),
-- written by money-schedules (projections/as-of/row-versions.ts). The projection is replayed from the
-- start (rows and checkpoint emptied, as `projector rebuild money-schedules` does).
CREATE TABLE money_schedules_versions (LIKE money_schedules);
ALTER TABLE money_schedules_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);

CREATE TABLE money_schedule_periods_versions (LIKE money_schedule_periods);
ALTER TABLE money_schedule_periods_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (schedule_id, start_date, from_position);
CREATE INDEX money_schedule_periods_versions_of ON money_schedule_periods_versions (user_id, schedule_id);

DELETE FROM money_schedule_periods;
DELETE FROM money_schedules;
DELETE FROM money_recurring_transactions;
DELETE FROM money_recurring_transactions_versions;
DELETE FROM projection_checkpoints WHERE name = 'money-schedules';
DELETE FROM projection_parked_events WHERE projection = 'money-schedules';
DELETE FROM projection_failures WHERE projection = 'money-schedules';
