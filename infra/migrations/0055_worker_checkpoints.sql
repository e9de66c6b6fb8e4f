-- The worker's checkpointed subscriptions over the event log (worker/src/recurring/dispatcher.ts):
-- one row per subscription, the position of the last event whose work it handed on (START = '').
-- Kept apart from projection_checkpoints so projector status and health never list a dispatcher
-- as a projection. Positions are fixed-width strings, so the row only ever moves forward (position < new).
CREATE TABLE worker_checkpoints (
  name text PRIMARY KEY,
  position text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
