-- Event store: one row per stream (its current revision, the optimistic-concurrency
-- lock target) and an append-only events table in a global order.

CREATE TABLE streams (
  stream_id  text PRIMARY KEY,
  -- Revision of the last event in the stream (revisions start at 0).
  revision   bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  -- Readers order by (transaction_id, global_position) and only read transactions older
  -- than every running one, so a slow writer's events are never skipped.
  -- A 64-bit xid (xid8) kept as bigint, so positions parse, compare and sort as plain numbers.
  transaction_id  bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint),
  stream_id       text NOT NULL,
  revision        bigint NOT NULL,
  event_id        uuid NOT NULL,
  type            text NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision),
  CONSTRAINT events_stream_event_id_key UNIQUE (stream_id, event_id)
);

CREATE INDEX events_transaction_position_idx ON events (transaction_id, global_position);

-- Appends a batch to one stream in one round trip.
--   p_expected: 'any', 'no-stream', or the stream's current revision as text.
--   p_events:   [{ "id": uuid, "type": text, "data": json, "metadata": json }, ...]
-- Returns the revision of the last event, its transaction id and global position.
-- Conflicts raise SQLSTATE 'LW409' with DETAIL = the actual revision or 'no-stream'.
-- Re-appending a batch whose ids are all already in the stream is a no-op returning the
-- original result (idempotent retries); a batch that is only partly there is a conflict.
-- p_notify: NOTIFY 'events_appended' from inside the transaction. PostgreSQL serialises
-- notifying commits cluster-wide (a lock held through the WAL flush), so the store's own
-- appends pass false and send NOTIFY right after COMMIT in the same query string.
CREATE FUNCTION life_append(p_stream_id text, p_expected text, p_events jsonb, p_notify boolean DEFAULT true)
RETURNS TABLE (next_revision bigint, transaction_id bigint, global_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count    int := jsonb_array_length(p_events);
  v_ids      uuid[];
  v_current  bigint;
  v_created  boolean := false;
  v_existing int;
  v_last     bigint;
BEGIN
  IF v_count = 0 THEN
    RAISE EXCEPTION 'life_append: no events for stream %', p_stream_id;
  END IF;

  -- Lock the stream row (creating it when allowed), so concurrent appenders queue here.
  FOR attempt IN 1..2 LOOP
    SELECT s.revision INTO v_current FROM streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
    EXIT WHEN FOUND;
    IF p_expected NOT IN ('no-stream', 'any') THEN
      RAISE EXCEPTION USING ERRCODE = 'LW409', DETAIL = 'no-stream',
        MESSAGE = format('Stream %s: expected revision %s, actual no-stream', p_stream_id, p_expected);
    END IF;
    INSERT INTO streams (stream_id, revision) VALUES (p_stream_id, -1) ON CONFLICT (stream_id) DO NOTHING;
    IF FOUND THEN
      v_current := -1;
      v_created := true;
      EXIT;
    END IF;
    -- A concurrent writer created it first and has committed: loop to lock its row.
  END LOOP;
  IF v_current IS NULL THEN
    RAISE EXCEPTION 'life_append: could not lock stream %', p_stream_id;
  END IF;

  IF NOT v_created THEN
    SELECT array_agg((e.value->>'id')::uuid) INTO v_ids FROM jsonb_array_elements(p_events) AS e(value);
    SELECT count(*), max(ev.revision) INTO v_existing, v_last
      FROM events ev WHERE ev.stream_id = p_stream_id AND ev.event_id = ANY (v_ids);
    IF v_existing = v_count THEN
      RETURN QUERY SELECT ev.revision, ev.transaction_id, ev.global_position
        FROM events ev WHERE ev.stream_id = p_stream_id AND ev.revision = v_last;
      RETURN;
    ELSIF v_existing > 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'LW409', DETAIL = v_current::text,
        MESSAGE = format('Stream %s: %s of %s events are already stored', p_stream_id, v_existing, v_count);
    END IF;

    IF p_expected = 'no-stream' OR (p_expected <> 'any' AND p_expected::bigint <> v_current) THEN
      RAISE EXCEPTION USING ERRCODE = 'LW409', DETAIL = v_current::text,
        MESSAGE = format('Stream %s: expected revision %s, actual %s', p_stream_id, p_expected, v_current);
    END IF;
  END IF;

  INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
  SELECT p_stream_id, v_current + e.ord, (e.value->>'id')::uuid, e.value->>'type',
         coalesce(e.value->'data', 'null'::jsonb), coalesce(e.value->'metadata', '{}'::jsonb)
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord)
   ORDER BY e.ord;

  UPDATE streams SET revision = v_current + v_count WHERE stream_id = p_stream_id;

  IF p_notify THEN
    -- Wakes subscribers and pull loops (delivered at commit).
    PERFORM pg_notify('events_appended', p_stream_id);
  END IF;

  RETURN QUERY SELECT v_current + v_count, pg_current_xact_id()::text::bigint, currval('events_global_position_seq'::regclass);
END
$$;
