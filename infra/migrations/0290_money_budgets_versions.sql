-- Budgets as of a moment (issue 26): every version of money_budgets' rows, its columns plus when each
-- was known (known_to null: current), written by money-budgets (projections/as-of/row-versions.ts).
-- The projection is replayed from the start (rows and checkpoint emptied, as `projector rebuild
-- money-budgets` does) so the versions hold the whole past.
CREATE TABLE money_budgets_versions (LIKE money_budgets);
ALTER TABLE money_budgets_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);
CREATE INDEX money_budgets_versions_month ON money_budgets_versions (user_id, year, month);

DELETE FROM money_budgets;
DELETE FROM projection_checkpoints WHERE name = 'money-budgets';
DELETE FROM projection_parked_events WHERE projection = 'money-budgets';
DELETE FROM projection_failures WHERE projection = 'money-budgets';
