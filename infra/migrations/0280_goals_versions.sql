-- View as of a moment on the goals screens (issue 26): every version of the goals projection's rows,
-- known from its event until the next (known_to null: current), the live columns plus when each was
-- known (projections/as-of/row-versions.ts copies them by name). The projection is replayed from the
-- start (its rows and checkpoint emptied, as `projector rebuild goals` does) so the versions hold the
-- whole past.
CREATE TABLE goal_versions (LIKE goals);
ALTER TABLE goal_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);
CREATE INDEX goal_versions_known ON goal_versions (user_id, known_from);

CREATE TABLE goal_activity_versions (LIKE goal_activity);
ALTER TABLE goal_activity_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, goal_id, position, from_position);
CREATE INDEX goal_activity_versions_by_day ON goal_activity_versions (user_id, day);

CREATE TABLE goal_review_versions (LIKE goal_reviews);
ALTER TABLE goal_review_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, week_start, from_position);

DELETE FROM goals;
DELETE FROM goal_activity;
DELETE FROM goal_reviews;
DELETE FROM projection_checkpoints WHERE name = 'goals';
DELETE FROM projection_parked_events WHERE projection = 'goals';
DELETE FROM projection_failures WHERE projection = 'goals';
