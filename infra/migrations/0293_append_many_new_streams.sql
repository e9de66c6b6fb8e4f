-- life_append_many (0002) with a set-based path for its common call: every element a new stream
-- (expected 'no-stream', at least one event, each stream id once), as the bulk API and the bank
-- import append. Their stream rows go in with one INSERT and their events with another, instead of
-- life_append's five statements per stream. A stream that exists already (a retried batch, a
-- conflict, a concurrent writer) makes that INSERT fail on the key: it is undone (its own
-- subtransaction) and the batch goes through the per-stream loop as before, which answers a retry
-- with the original result and a conflict with LW409. Results, revisions, positions (in element
-- and event order) and errors are those of the loop.
-- Measured on PGlite with bench/ (issue 25 goal 1): see docs/BENCHMARKS.md.
CREATE OR REPLACE FUNCTION life_append_many(p_batches jsonb, p_notify boolean DEFAULT true)
RETURNS TABLE (ord bigint, next_revision bigint, transaction_id bigint, global_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_batch   record;
  v_stream  text;
  v_detail  text;
  v_message text;
  v_new     boolean;
BEGIN
  SELECT bool_and(b.value->>'expected' = 'no-stream' AND jsonb_array_length(b.value->'events') > 0)
         AND count(DISTINCT b.value->>'streamId') = count(*),
         max(b.value->>'streamId') FILTER (WHERE b.ord = jsonb_array_length(p_batches))
    INTO v_new, v_stream
    FROM jsonb_array_elements(p_batches) WITH ORDINALITY AS b(value, ord);

  IF v_new THEN
    BEGIN
      INSERT INTO streams (stream_id, revision)
      SELECT b.value->>'streamId', jsonb_array_length(b.value->'events') - 1
        FROM jsonb_array_elements(p_batches) AS b(value);
    EXCEPTION WHEN unique_violation THEN
      v_new := false;
    END;
  END IF;

  IF v_new THEN
    RETURN QUERY
      WITH appended AS (
        INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
        SELECT b.value->>'streamId', e.ord - 1, (e.value->>'id')::uuid, e.value->>'type',
               coalesce(e.value->'data', 'null'::jsonb), coalesce(e.value->'metadata', '{}'::jsonb)
          FROM jsonb_array_elements(p_batches) WITH ORDINALITY AS b(value, ord),
               jsonb_array_elements(b.value->'events') WITH ORDINALITY AS e(value, ord)
         ORDER BY b.ord, e.ord
        RETURNING events.stream_id, events.revision, events.global_position
      )
      SELECT b.ord, max(a.revision), pg_current_xact_id()::text::bigint, max(a.global_position)
        FROM appended a
        JOIN jsonb_array_elements(p_batches) WITH ORDINALITY AS b(value, ord) ON b.value->>'streamId' = a.stream_id
       GROUP BY b.ord
       ORDER BY b.ord;
  ELSE
    FOR v_batch IN SELECT b.value, b.ord FROM jsonb_array_elements(p_batches) WITH ORDINALITY AS b(value, ord) LOOP
      v_stream := v_batch.value->>'streamId';
      RETURN QUERY SELECT v_batch.ord, a.next_revision, a.transaction_id, a.global_position
        FROM life_append(v_stream, v_batch.value->>'expected', v_batch.value->'events', false) AS a;
    END LOOP;
  END IF;
  IF p_notify AND v_stream IS NOT NULL THEN
    PERFORM pg_notify('events_appended', v_stream);
  END IF;
EXCEPTION WHEN SQLSTATE 'LW409' THEN
  -- One handler around the loop (not per iteration), so there is a single subtransaction.
  GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL, v_message = MESSAGE_TEXT;
  RAISE EXCEPTION USING ERRCODE = 'LW409', DETAIL = v_detail, HINT = v_stream, MESSAGE = v_message;
END
$$;
