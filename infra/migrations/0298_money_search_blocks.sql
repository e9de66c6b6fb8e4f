-- A search's count without reading every row (issue 25 goal 4). The search matches a transaction when
-- its title, notes or a split line's memo holds the text, whatever the case (ILIKE '%text%'): counting
-- the matches of a text most transactions hold read and rechecked every row (100,000 rows: 65 ms on
-- PostgreSQL, 101 ms on PGlite). Here the ledger keeps those texts lowered, one line per transaction
-- (between chr(2)s; the texts of a line between chr(3)s), in blocks of many lines, so a count is a
-- few string scans per block instead of a row each (search-blocks.ts).
--
-- money_search_line: one transaction's line. ILIKE compares lower() of both sides, so a text without
-- control characters occurs in this line exactly when the search matches the transaction; chr(2) in
-- a text (none since the domain refused control characters, but the log is forever) becomes chr(3),
-- which like every control character no such text can cross.
CREATE FUNCTION money_search_memos(splits jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(chr(3) || (l.line->>'memo'), '' ORDER BY l.n), '')
    FROM jsonb_array_elements(splits) WITH ORDINALITY AS l(line, n) WHERE l.line->>'memo' IS NOT NULL
$$;

-- An expression alone, so PostgreSQL inlines it (a call per row cost ~9 us on PGlite); memos only for a split.
CREATE FUNCTION money_search_line(title text, notes text, splits jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(title || chr(3) || notes || CASE WHEN jsonb_array_length(splits) = 0 THEN '' ELSE money_search_memos(splits) END),
                   chr(2), chr(3))
$$;

-- A row per user and append (the first 20 digits of its transactions' created_position, `<append>-<event>` on every
-- store: the SQL store's transaction id or EventStoreDB's commit; any key would count right, this one lets the ledger
-- append, and finds a block's rows by money_transactions_by_creation): its lines in creation
-- order, the longest one's bytes (a line shorter than twice a text cannot hold it twice: then a count of occurrences is a
-- count of lines) and the newest line's created_position. An import's batch is one append, so one block: the ledger
-- adds a batch's new transactions to their block's end and rebuilds only the blocks of those edited or deleted.
CREATE TABLE money_search_blocks (
  user_id       uuid NOT NULL,
  creation      text NOT NULL,
  lines         text NOT NULL,
  longest       int  NOT NULL,
  last_position text NOT NULL,
  PRIMARY KEY (user_id, creation)
);

INSERT INTO money_search_blocks (user_id, creation, lines, longest, last_position)
SELECT t.user_id, left(t.created_position, 20), string_agg(t.line, chr(2) ORDER BY t.created_position, t.id),
       max(octet_length(t.line)), max(t.created_position)
  FROM (SELECT user_id, id, created_position, money_search_line(title, notes, splits) AS line FROM money_transactions) AS t
 GROUP BY t.user_id, left(t.created_position, 20);
