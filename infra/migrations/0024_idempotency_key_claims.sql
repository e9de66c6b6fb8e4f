-- Retries after a crash (issue 12 item 8). A create with an Idempotency-Key derives its new ids
-- (records and events) from id_seed, so running it again appends nothing new: the event store
-- already holds those ids and handleCommand answers with the first write.
--   id_seed:    random per first use of a key (a key reused after 24 hours gets new ids).
--   claimed_at: when the request now running took the key; NULL once released for a retry.
--               A claim older than the middleware's stale limit belongs to a process that died.
ALTER TABLE idempotency_keys
  ADD COLUMN id_seed uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN claimed_at timestamptz;
UPDATE idempotency_keys SET claimed_at = created_at WHERE status IS NULL;
