-- life_append (0001) without the second write of a new stream's row: a created stream is inserted
-- with its final revision instead of -1 and then updated. Every new stream (a transaction, an
-- occurrence of a recurring transaction, a bulk import's items) is one row version instead of two.
-- Measured with bench/ (recurring generation, bulk import): see docs/BENCHMARKS.md.
CREATE OR REPLACE FUNCTION life_append(p_stream_id text, p_expected text, p_events jsonb, p_notify boolean DEFAULT true)
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
    -- A new stream is written once, with its final revision (no second row version from an UPDATE).
    INSERT INTO streams (stream_id, revision) VALUES (p_stream_id, v_count - 1) ON CONFLICT (stream_id) DO NOTHING;
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

  IF NOT v_created THEN
    UPDATE streams SET revision = v_current + v_count WHERE stream_id = p_stream_id;
  END IF;

  IF p_notify THEN
    -- Wakes subscribers and pull loops (delivered at commit).
    PERFORM pg_notify('events_appended', p_stream_id);
  END IF;

  RETURN QUERY SELECT v_current + v_count, pg_current_xact_id()::text::bigint, currval('events_global_position_seq'::regclass);
END
$$;
