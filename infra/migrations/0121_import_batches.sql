-- Import batches (issue 11, projection 'import-batches'): one row per batch (stream import-<id>)
-- with its summary; the list of a user's imports, newest first.
CREATE TABLE import_batches (
  user_id          uuid        NOT NULL,
  id               uuid        NOT NULL,
  kind             text        NOT NULL,
  file_name        text        NOT NULL,
  account_id       text,
  status           text        NOT NULL, -- running | completed | undone
  added            integer     NOT NULL DEFAULT 0,
  skipped          integer     NOT NULL DEFAULT 0,
  rejected         jsonb       NOT NULL DEFAULT '[]', -- the first 100 [{ row, column?, reason }]
  rejected_count   integer     NOT NULL DEFAULT 0,
  removed          integer,
  completed_at     timestamptz,
  undone_at        timestamptz,
  created_position text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);

CREATE INDEX import_batches_newest ON import_batches (user_id, created_position DESC);
