-- One running import per user and kind of records (issue 11): two uploads of the same file at once
-- would both pass the duplicate check and both add everything. Operational state like sessions and
-- idempotency keys, not a read model: a row lives while its import runs. A row older than the
-- longest import (a process that died mid-import) may be taken over.
CREATE TABLE import_locks (
  user_id   text NOT NULL,
  scope     text NOT NULL, -- 'bank' (CSV and OFX both write an account's transactions), 'apple-health', 'mfp'
  token     uuid NOT NULL,
  locked_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, scope)
);
