-- When a projection cannot apply an event (see projector/src/batch.ts "one by one").
--
-- projection_parked_events: events set aside so the rest of the log keeps projecting. An event is
-- parked when applying it failed deterministically (reason 'failed': a data or integrity error, an
-- event that no longer parses, an exception thrown by the projection's code), or when an earlier
-- event of the same stream is parked (reason 'blocked': the stream's read-model rows stay frozen at
-- the last state its events produce). Rows are never deleted by the runner: a repair marks them
-- resolved (resolved_at, resolution), so the table is also the history of what went wrong.
CREATE TABLE projection_parked_events (
  projection      text        NOT NULL,
  position        text        NOT NULL,
  stream_id       text        NOT NULL,
  event_id        text        NOT NULL,
  event_type      text        NOT NULL,
  reason          text        NOT NULL CHECK (reason IN ('failed', 'blocked')),
  -- SQLSTATE (e.g. 22008) or the JavaScript error's name (ZodError, TypeError); null for 'blocked'.
  error_code      text,
  -- First line of the error message (at most 500 characters), or which parked event blocks this one.
  error           text        NOT NULL,
  attempts        int         NOT NULL DEFAULT 1,
  first_failed_at timestamptz NOT NULL DEFAULT now(),
  last_failed_at  timestamptz NOT NULL DEFAULT now(),
  resolved_at     timestamptz,
  resolution      text,
  PRIMARY KEY (projection, position)
);
-- "Is this stream parked for this projection?", asked once per batch.
CREATE INDEX projection_parked_events_open ON projection_parked_events (projection, stream_id, position) WHERE resolved_at IS NULL;

-- projection_failures: one row per projection whose batches keep failing without being parkable
-- (connection lost, a missing table, a projection bug that is not a data error). Written after the
-- runner's bounded number of failed attempts, updated once per back-off, deleted by the next
-- successful batch. /api/health and `npm run projector -- status` read it.
CREATE TABLE projection_failures (
  projection      text        PRIMARY KEY,
  -- The checkpoint the failing batch starts after.
  after_position  text        NOT NULL,
  -- The failing event when it could be isolated, else null.
  position        text,
  stream_id       text,
  event_type      text,
  error_code      text,
  error           text        NOT NULL,
  attempts        int         NOT NULL,
  first_failed_at timestamptz NOT NULL,
  last_failed_at  timestamptz NOT NULL DEFAULT now()
);
