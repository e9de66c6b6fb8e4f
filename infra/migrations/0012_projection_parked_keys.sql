-- Parking per record inside a stream (see projector/src/projection.ts `parkingKey`).
--
-- All of a user's accounts share one stream (accounts-<userId>), all categories another: parking
-- by stream would freeze every account or category of the user behind one bad event. parking_key
-- names the record an event belongs to (the account or category id, as the projection keys it);
-- '' means the whole stream (projections without parkingKey, and events whose key cannot be read).
-- An open row blocks later events of its stream with the same key, or every later event when ''.
ALTER TABLE projection_parked_events ADD COLUMN parking_key text NOT NULL DEFAULT '';

DROP INDEX projection_parked_events_open;
CREATE INDEX projection_parked_events_open ON projection_parked_events (projection, stream_id, parking_key, position) WHERE resolved_at IS NULL;
-- "Is this record under repair?", asked by the command API before each write (any projection).
CREATE INDEX projection_parked_events_open_stream ON projection_parked_events (stream_id, parking_key) WHERE resolved_at IS NULL;
