-- The past imports as of a moment (issue 26): every version of import_batches' rows, its columns plus
-- when each was known (known_to null: current), written by import-batches (projections/as-of/
-- row-versions.ts). The projection is replayed from the start (rows and checkpoint emptied, as
-- `projector rebuild import-batches` does) so its versions hold the whole past.
CREATE TABLE import_batches_versions (LIKE import_batches);
ALTER TABLE import_batches_versions ADD COLUMN from_position text NOT NULL, ADD COLUMN known_from timestamptz NOT NULL,
  ADD COLUMN to_position text, ADD COLUMN known_to timestamptz, ADD PRIMARY KEY (user_id, id, from_position);
CREATE INDEX import_batches_versions_known ON import_batches_versions (user_id, known_from);

DELETE FROM import_batches;
DELETE FROM projection_checkpoints WHERE name = 'import-batches';
DELETE FROM projection_parked_events WHERE projection = 'import-batches';
DELETE FROM projection_failures WHERE projection = 'import-batches';
