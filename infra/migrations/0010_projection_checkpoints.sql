-- One row per projection: the position of the last event it has applied (START = '').
-- The runner moves it with compare-and-set in the same transaction as the read-model writes.
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  position text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
