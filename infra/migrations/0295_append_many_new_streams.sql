-- life_append_many (0002) with a set-based path for the common call, every stream new (a bulk
-- import's transactions): one INSERT of the streams' rows and one of all their events, instead of
-- life_append's lock, insert and checks once per stream. Anything else (an existing stream, an
-- expected revision, an empty batch, a stream twice in the call or created meanwhile by a
-- concurrent call) goes through the loop as before. Same rows, results, conflicts and order of
-- events (call order, then each stream's order).
CREATE OR REPLACE FUNCTION life_append_many(p_batches jsonb, p_notify boolean DEFAULT true)
RETURNS TABLE (ord bigint, next_revision bigint, transaction_id bigint, global_position bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_batch     record;
  v_stream    text;
  v_detail    text;
  v_message   text;
  v_new       boolean;
  v_ords      bigint[];
  v_revisions bigint[];
  v_positions bigint[];
BEGIN
  SELECT bool_and(b.value->>'expected' IN ('no-stream', 'any') AND jsonb_array_length(b.value->'events') > 0)
         AND NOT EXISTS (SELECT 1 FROM streams s
                          WHERE s.stream_id = ANY (ARRAY(SELECT c.value->>'streamId' FROM jsonb_array_elements(p_batches) AS c(value))))
    INTO v_new
    FROM jsonb_array_elements(p_batches) AS b(value);
  IF v_new THEN
    BEGIN
      -- No ON CONFLICT: a stream named twice or created meanwhile raises unique_violation, and the loop decides.
      INSERT INTO streams (stream_id, revision)
      SELECT x.value->>'streamId', jsonb_array_length(x.value->'events') - 1 FROM jsonb_array_elements(p_batches) AS x(value);
      WITH written AS (
        INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
        SELECT b.value->>'streamId', e.ord - 1, (e.value->>'id')::uuid, e.value->>'type',
               coalesce(e.value->'data', 'null'::jsonb), coalesce(e.value->'metadata', '{}'::jsonb)
          FROM jsonb_array_elements(p_batches) WITH ORDINALITY AS b(value, ord),
               jsonb_array_elements(b.value->'events') WITH ORDINALITY AS e(value, ord)
         ORDER BY b.ord, e.ord
        RETURNING events.stream_id, events.revision, events.global_position
      ), last AS (
        SELECT w.stream_id, max(w.revision) AS revision, max(w.global_position) AS global_position FROM written w GROUP BY w.stream_id
      )
      SELECT array_agg(b.ord ORDER BY b.ord), array_agg(l.revision ORDER BY b.ord), array_agg(l.global_position ORDER BY b.ord)
        INTO v_ords, v_revisions, v_positions
        FROM jsonb_array_elements(p_batches) WITH ORDINALITY AS b(value, ord)
        JOIN last l ON l.stream_id = b.value->>'streamId';
    EXCEPTION WHEN unique_violation THEN
      v_new := false; -- this block's rows are undone
    END;
  END IF;
  IF v_new THEN
    RETURN QUERY SELECT r.ord, r.revision, pg_current_xact_id()::text::bigint, r.position
      FROM unnest(v_ords, v_revisions, v_positions) AS r(ord, revision, position);
    v_stream := p_batches->-1->>'streamId';
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
