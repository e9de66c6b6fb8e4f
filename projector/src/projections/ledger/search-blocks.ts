import type { Queryable } from '@life/infra';
import { recordset } from '../rows';
import type { TransactionRow } from './fold';

/**
 * money_search_blocks (migration 0298): per user and month, the lowered title, notes and memos of the
 * month's transactions, a line each (money_search_line). The ledger rebuilds a month's block in the
 * batch that changes a transaction dated in it (or moved out of it), so a block always holds what
 * money_transactions holds, in the same snapshot; rebuilt from the rows, in id order, it is the same
 * whatever the batches were (projector verify).
 */
export interface SearchBlockKey {
  user_id: string;
  /** First day of the month, yyyy-mm-dd. */
  month: string;
}

const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The blocks a batch changes: the months its transactions were dated in before it (`before`) and after it (`after`). */
export function touchedSearchBlocks(before: Iterable<TransactionRow>, after: Iterable<TransactionRow>): SearchBlockKey[] {
  const keys = new Map<string, SearchBlockKey>();
  for (const rows of [before, after])
    for (const { user_id, date } of rows) {
      const month = monthOf(date);
      keys.set(`${user_id} ${month}`, { user_id, month });
    }
  return [...keys.values()];
}

/** Rebuilds the blocks from money_transactions as they are now (a month with no transaction left has none). */
export async function rebuildSearchBlocks(tx: Queryable, blocks: readonly SearchBlockKey[]): Promise<void> {
  if (blocks.length === 0) return;
  const keys = recordset(blocks);
  await tx.query(
    `DELETE FROM money_search_blocks b USING jsonb_to_recordset($1::jsonb) AS k(user_id uuid, month date)
      WHERE b.user_id = k.user_id AND b.month = k.month`,
    [keys],
    { prepared: true },
  );
  await tx.query(
    `INSERT INTO money_search_blocks (user_id, month, lines, longest)
     SELECT k.user_id, k.month, string_agg(t.line, chr(2) ORDER BY t.id), max(octet_length(t.line))
       FROM jsonb_to_recordset($1::jsonb) AS k(user_id uuid, month date)
      -- Each month's rows by the date index (OFFSET 0: as a join, with the recordset estimated at 100 rows, it scanned every row).
      CROSS JOIN LATERAL (SELECT t.id, money_search_line(t.title, t.notes, t.splits) AS line FROM money_transactions t
                           WHERE t.user_id = k.user_id AND t.date >= k.month AND t.date < (k.month + interval '1 month')::date OFFSET 0) AS t
      GROUP BY k.user_id, k.month`,
    [keys],
    { prepared: true },
  );
}

// C0 and C1 control characters and DEL: a line's separators are control characters, and so may be a stored text's.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether the blocks count the transactions whose texts hold `search`: a text with a control character could span lines. */
export function countsBySearchBlocks(search: string): boolean {
  return search.length > 0 && !CONTROL.test(search);
}

/**
 * How many of the user's ($1) transactions have a title, notes or memo holding the text `search` (a
 * parameter), whatever the case: the lines holding it in every block. A block without it costs one
 * scan; where the longest line is shorter than twice the text no line holds it twice, so the
 * occurrences (what replace() removes, in bytes) are the lines; else its lines are split and checked.
 */
export function searchBlocksCountSql(search: string): string {
  return `(SELECT coalesce(sum(CASE
            WHEN strpos(b.lines, s.text) = 0 THEN 0
            WHEN b.longest < 2 * octet_length(s.text) THEN (octet_length(b.lines) - octet_length(replace(b.lines, s.text, ''))) / octet_length(s.text)
            ELSE (SELECT count(*) FROM unnest(string_to_array(b.lines, chr(2))) AS l(line) WHERE strpos(l.line, s.text) > 0) END), 0)
     FROM money_search_blocks b CROSS JOIN (SELECT lower(${search}::text) AS text) AS s
    WHERE b.user_id = $1)`;
}
