-- Idempotency-Key of a create request (POST), per user, kept 24 hours: a retry with the same key
-- and the same request answers the stored response instead of writing again.
-- status IS NULL while the first request is still running (a concurrent duplicate gets 409).
CREATE TABLE idempotency_keys (
  user_id          text NOT NULL,
  key              text NOT NULL,
  request_hash     text NOT NULL, -- sha256 of method, path and canonical JSON body
  created_at       timestamptz NOT NULL,
  status           integer,
  response         jsonb, -- { headers, body } of the stored answer
  PRIMARY KEY (user_id, key)
);
-- The worker's daily maintenance deletes rows older than 24 hours.
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
