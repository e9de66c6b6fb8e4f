import type { Queryable } from '@life/infra';
import { recordset } from '../rows';
import type { TransactionRow } from './fold';

/**
 * money_search_blocks (migration 0298): the lowered title, notes and memos of a user's transactions, a
 * line each (money_search_line), in blocks by the append that recorded them (the first 20 characters
 * of created_position), lines in creation order. A batch's new transactions go to the end of their
 * block (created_position is the recording event's position, after everything projected before);
 * an edited or deleted one's block is rebuilt from money_transactions. So a block always holds what
 * money_transactions holds, in the same snapshot, and is what a rebuild from the rows gives
 * whatever the batches were (projector verify). Rebuilding a whole block per batch instead cost an
 * import with random dates a rebuild of every block each batch (a5d7236).
 */
export interface SearchBlockKey {
  user_id: string;
  creation: string;
}

/** The block a transaction's line sits in. */
export const creationOf = (createdPosition: string) => createdPosition.slice(0, 20);

/** What a batch does to the blocks: new transactions' lines to append, and blocks to rebuild. */
export interface SearchBlockChanges {
  appends: TransactionRow[];
  rebuilds: SearchBlockKey[];
}

/**
 * A batch's changes to the blocks, from the rows it loaded (`loaded`, before it), the rows it wrote
 * (`upserts`) and the ids it deleted: a transaction it did not load is new (appended); one it loaded
 * and changed or deleted has its block rebuilt.
 */
export function searchBlockChanges(
  loaded: ReadonlyMap<string, TransactionRow>,
  upserts: readonly TransactionRow[],
  deletedIds: readonly string[],
): SearchBlockChanges {
  const appends: TransactionRow[] = [];
  const rebuilds = new Map<string, SearchBlockKey>();
  const rebuild = (row: TransactionRow) => {
    const key = { user_id: row.user_id, creation: creationOf(row.created_position) };
    rebuilds.set(`${key.user_id} ${key.creation}`, key);
  };
  for (const row of upserts) {
    const before = loaded.get(row.id);
    if (before === undefined) appends.push(row);
    else {
      rebuild(before);
      rebuild(row);
    }
  }
  for (const id of deletedIds) {
    const before = loaded.get(id);
    if (before !== undefined) rebuild(before);
  }
  // A line appended to a block rebuilt in the same batch is in the rebuild already.
  return {
    appends: appends.filter((row) => !rebuilds.has(`${row.user_id} ${creationOf(row.created_position)}`)),
    rebuilds: [...rebuilds.values()],
  };
}

/** A block's columns from lines `l` (line, created_position, id) grouped by (user_id, creation). */
const BLOCK_COLUMNS = `string_agg(l.line, chr(2) ORDER BY l.created_position, l.id), max(octet_length(l.line)), max(l.created_position)`;

/**
 * Writes a batch's changes to the blocks: appends the new transactions' lines (in creation order) to
 * their blocks' ends, or rebuilds a block when a line would not come last (an event applied late, as a
 * parked one retried), and rebuilds the blocks of changed and deleted transactions from money_transactions.
 */
export async function writeSearchBlocks(tx: Queryable, { appends, rebuilds }: SearchBlockChanges): Promise<void> {
  const late = new Map<string, SearchBlockKey>();
  if (appends.length > 0) {
    const lines = recordset(
      appends.map((row) => ({
        user_id: row.user_id,
        creation: creationOf(row.created_position),
        created_position: row.created_position,
        id: row.id,
        title: row.title,
        notes: row.notes,
        splits: row.splits,
      })),
    );
    // The blocks whose newest line is not older than a line to append: rebuilt instead.
    const { rows } = await tx.query<SearchBlockKey>(
      `SELECT DISTINCT b.user_id::text AS user_id, b.creation
         FROM jsonb_to_recordset($1::jsonb) AS r(user_id uuid, creation text, created_position text)
         JOIN money_search_blocks b ON b.user_id = r.user_id AND b.creation = r.creation AND b.last_position >= r.created_position`,
      [lines],
    );
    for (const key of rows) late.set(`${key.user_id} ${key.creation}`, key);
    await tx.query(
      `INSERT INTO money_search_blocks AS b (user_id, creation, lines, longest, last_position)
       SELECT l.user_id, l.creation, ${BLOCK_COLUMNS}
         FROM (SELECT r.user_id, r.creation, r.created_position, r.id, money_search_line(r.title, r.notes, r.splits) AS line
                 FROM jsonb_to_recordset($1::jsonb)
                   AS r(user_id uuid, creation text, created_position text, id uuid, title text, notes text, splits jsonb)) AS l
        WHERE NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS k(user_id uuid, creation text)
                           WHERE k.user_id = l.user_id AND k.creation = l.creation)
        GROUP BY l.user_id, l.creation
       ON CONFLICT (user_id, creation) DO UPDATE
         SET lines = b.lines || chr(2) || excluded.lines, longest = greatest(b.longest, excluded.longest), last_position = excluded.last_position`,
      [lines, recordset([...late.values()])],
    );
  }
  const keys = [...rebuilds, ...late.values()];
  if (keys.length === 0) return;
  const recorded = recordset(keys);
  await tx.query(
    `DELETE FROM money_search_blocks b USING jsonb_to_recordset($1::jsonb) AS k(user_id uuid, creation text)
      WHERE b.user_id = k.user_id AND b.creation = k.creation`,
    [recorded],
  );
  // Planned anew each time (a plan kept from an empty table scanned every row); OFFSET 0: each block's rows by
  // money_transactions_by_creation (as a join, with the recordset estimated at 100 rows, it scanned every row). A
  // position is `<20 digits>-<20 digits>` on every store, so the block's rows are one range whatever the collation.
  await tx.query(
    `INSERT INTO money_search_blocks (user_id, creation, lines, longest, last_position)
     SELECT k.user_id, k.creation, ${BLOCK_COLUMNS}
       FROM jsonb_to_recordset($1::jsonb) AS k(user_id uuid, creation text)
      CROSS JOIN LATERAL (SELECT t.id, t.created_position, money_search_line(t.title, t.notes, t.splits) AS line
                            FROM money_transactions t
                           WHERE t.user_id = k.user_id AND t.created_position BETWEEN k.creation || '-00000000000000000000'
                                                                               AND k.creation || '-99999999999999999999'
                          OFFSET 0) AS l
      GROUP BY k.user_id, k.creation`,
    [recorded],
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
