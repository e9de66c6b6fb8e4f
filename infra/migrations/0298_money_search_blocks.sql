-- A search's count without reading every row (issue 25 goal 4). The search matches a transaction when
-- its title, notes or a split line's memo holds the text, whatever the case (ILIKE '%text%'): counting
-- the matches of a text most transactions hold read and rechecked every row (100,000 rows: 65 ms on
-- PostgreSQL, 101 ms on PGlite). Here the ledger keeps, per user and month, those texts of the month's
-- transactions lowered, one line each (between chr(2)s; the texts of a line between chr(3)s), so a
-- count is a few string scans per month instead of a row each (search-blocks.ts).
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

-- A row per user and month holding any transaction: its lines in id order, and the longest one's bytes
-- (a line shorter than twice a text cannot hold it twice: then a count of occurrences is a count of lines).
CREATE TABLE money_search_blocks (
  user_id uuid NOT NULL,
  month   date NOT NULL,
  lines   text NOT NULL,
  longest int  NOT NULL,
  PRIMARY KEY (user_id, month)
);

INSERT INTO money_search_blocks (user_id, month, lines, longest)
SELECT t.user_id, date_trunc('month', t.date)::date, string_agg(t.line, chr(2) ORDER BY t.id), max(octet_length(t.line))
  FROM (SELECT user_id, date, id, money_search_line(title, notes, splits) AS line FROM money_transactions) AS t
 GROUP BY t.user_id, date_trunc('month', t.date)::date;
