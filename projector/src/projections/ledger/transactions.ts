import { summedExactly, type Integers } from '../exact-sums';
import { formatCents, type CategoryType, type TransactionSplit, type TransactionStatus, type TransactionType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { knownAt, LIVE, rowsIn, type RowSource, type VersionedTable } from '../as-of/source';
import { ISO, sqlParams } from '../sql';
import { countsBySearchBlocks, searchBlocksCountSql } from './search-blocks';
import type { TransactionRow as StoredTransactionRow } from './fold';

/** money_transactions row as the API reads it; amount_cents unsigned (the sign follows from type), as a string. */
export type TransactionRow = Omit<StoredTransactionRow, 'user_id' | 'amount_cents' | 'category_ids' | 'updated_position'> & {
  amount_cents: string;
  /** Comma-separated uuids ('' for none): much cheaper for the driver than parsing a uuid[] per row. */
  category_ids: string;
  /**
   * Listed for one account (issue 24; as of an instant too): the account's balance after this row, posted only and
   * with pending; null for a row dated before the starting balance's as-of day. Absent otherwise.
   */
  balance_posted_cents?: string | null;
  balance_all_cents?: string | null;
};

/** The list's columns as the API reads them, from the rows aliased `a`. */
const columnsOf = (
  a: string,
) => `${a}.id::text AS id, ${a}.title, ${a}.type, ${a}.amount_cents, ${a}.category, array_to_string(${a}.category_ids, ',') AS category_ids,
  ${a}.from_account_id::text AS from_account_id, ${a}.to_account_id::text AS to_account_id, ${a}.status,
  to_char(${a}.date, 'YYYY-MM-DD') AS date, ${a}.notes, ${a}.splits, ${a}.recurring_transaction_id::text AS recurring_transaction_id, ${a}.is_recurring,
  ${a}.created_position, to_char(${a}.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  to_char(${a}.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;
const COLUMNS = columnsOf('t');
/**
 * The same columns unformatted: a page that is joined and sorted again (withRunningBalances) keeps
 * uuids and dates, compared as such, and is formatted once, at the end (a join on `id::text` cast
 * back to uuid, and the text conversions of rows sorted twice, were most of that statement's time).
 */
const RAW_COLUMNS = `t.id, t.title, t.type, t.amount_cents, t.category, t.category_ids, t.from_account_id, t.to_account_id, t.status,
  t.date, t.notes, t.splits, t.recurring_transaction_id, t.is_recurring, t.created_position, t.created_at, t.updated_at`;

// Qualified: a bare `date` would name the to_char output column and defeat the index.
const ORDER = 'ORDER BY t.date DESC, t.created_position DESC';

/** Keyset position: the last row of the previous page. */
export interface ListCursor {
  date: string;
  position: string;
}

export interface TransactionFilters {
  transactionType?: TransactionType;
  status?: TransactionStatus;
  /** Inclusive yyyy-mm-dd bounds. */
  startDate?: string;
  endDate?: string;
  /** Transactions from or to this account. */
  accountId?: string;
  /** Transactions with this category among theirs. */
  categoryId?: string;
  /**
   * Case-insensitive part of the title, the notes, a split line's memo or a category's name (matched
   * literally: % and _ are no wildcards), or an amount (searchedAmount).
   */
  search?: string;
  after?: ListCursor;
  limit: number;
}

/** The filters that select which transactions match, without paging (what a total counts). */
export type TransactionMatch = Omit<TransactionFilters, 'after' | 'limit'>;

/** The text as a LIKE pattern that matches it literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The amounts a search names, in cents (issue 24): "86.42", "$1,234.50" or "-86.42" that amount
 * exactly; "86.4" 86.40; a whole "86" every amount from 86.00 to 86.99. Undefined for other text.
 */
export function searchedAmount(text: string): { min: number; max: number } | undefined {
  const match = /^[-+]?\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replaceAll(',', ''));
  // Beyond any amount a transaction may hold (and any bigint): not an amount.
  if (dollars > 999_999_999) return undefined;
  if (match[2] === undefined) return { min: dollars * 100, max: dollars * 100 + 99 };
  const cents = dollars * 100 + Number(match[2].padEnd(2, '0'));
  return { min: cents, max: cents };
}

/** money_transactions and its versions (money-history): a deletion removes the row, and closes the version. */
export const TRANSACTION_ROWS: VersionedTable = { live: 'money_transactions', versions: 'money_transaction_versions', alias: 't' };

/**
 * The FROM item (`from`, alias t) and WHERE conditions shared by the list and the count, so the two
 * can never disagree. `sides` holds one extra condition per index scan: with accountId the from- and
 * to-account sides (a payment between two accounts never has the same account on both sides, so no
 * row matches both).
 */
function matchSql(userId: string, filters: TransactionMatch, source: RowSource = LIVE) {
  const { params, param } = sqlParams(userId);
  const where = ['t.user_id = $1'];
  if (filters.transactionType) where.push(`t.type = ${param(filters.transactionType)}`);
  if (filters.status) where.push(`t.status = ${param(filters.status)}`);
  if (filters.startDate) where.push(`t.date >= ${param(filters.startDate)}::date`);
  if (filters.endDate) where.push(`t.date <= ${param(filters.endDate)}::date`);
  // `@>`, not `= ANY(...)`: the form the category_ids GIN index answers (the same rows).
  if (filters.categoryId) where.push(`t.category_ids @> ARRAY[${param(filters.categoryId)}::uuid]`);
  // Issue 24: the title, a category's name (the user's categories matching, looked up once) or the amount.
  // Each arm is one PostgreSQL can answer from an index (title and notes trigrams, the split rows' partial
  // index, category_ids' GIN, the amount), so a count of matches is a BitmapOr, not a scan of every row
  // (100,000 transactions: 227 -> 46 ms, loaded); PGlite loads pg_trgm too (PGliteDb.open).
  if (filters.search) {
    const { texts, others } = searchArms(filters.search, param);
    where.push(`(${[...texts, ...others].join(' OR ')})`);
  }
  let sides = ['true'];
  if (filters.accountId) {
    const account = param(filters.accountId);
    sides = [`t.from_account_id = ${account}::uuid`, `t.to_account_id = ${account}::uuid`];
  }
  const { from, conditions } = rowsIn(source, TRANSACTION_ROWS, param);
  where.push(...conditions);
  return { params, param, from, where, sides };
}

/**
 * A search's conditions on the rows aliased t (any one matches; the user is $1): `texts` on the title, the notes and a
 * split line's memo (what money_search_blocks holds), `others` on a category's name and the amount.
 */
function searchArms(search: string, param: (value: unknown) => string): { texts: string[]; others: string[] } {
  const pattern = param(`%${escapeLike(search)}%`);
  const texts = [
    `t.title ILIKE ${pattern} ESCAPE '\\'`,
    // Issue 24: the notes and a split line's memo. Empty notes never match (the search is not empty):
    // saying so lets the partial trigram index (notes <> '') serve this arm.
    `(t.notes <> '' AND t.notes ILIKE ${pattern} ESCAPE '\\')`,
    `(jsonb_array_length(t.splits) > 0 AND EXISTS (SELECT 1 FROM jsonb_array_elements(t.splits) AS l(line)
                                                  WHERE l.line->>'memo' ILIKE ${pattern} ESCAPE '\\'))`,
  ];
  const others = [
    `t.category_ids && ARRAY(SELECT c.id FROM money_categories c
                             WHERE c.user_id = $1 AND NOT c.deleted AND c.transaction_category ILIKE ${pattern} ESCAPE '\\')`,
  ];
  const amount = searchedAmount(search);
  if (amount) others.push(`t.amount_cents BETWEEN ${param(amount.min)} AND ${param(amount.max)}`);
  return { texts, others };
}

/** The page statement of listTransactions (with accountId, its rows unformatted), its params and param(). */
function pageStatement(userId: string, filters: TransactionFilters, source: RowSource, readAllMatches = false) {
  const { params, param, from, where, sides } = matchSql(userId, filters, source);
  if (filters.after) where.push(`(t.date, t.created_position) < (${param(filters.after.date)}::date, ${param(filters.after.position)})`);
  const limit = param(filters.limit);
  // One account's page is joined with its running balances, which formats it.
  const columns = filters.accountId ? RAW_COLUMNS : COLUMNS;
  const matching = (side: string) => `SELECT ${columns} FROM ${from} WHERE ${[...where, side].join(' AND ')}`;
  // OFFSET 0 keeps the order and limit out of the matches' plan: they are found by their indexes (a bitmap), then ordered.
  const page = (side: string) =>
    readAllMatches
      ? `SELECT * FROM (${matching(side)} OFFSET 0) AS m ORDER BY m.date DESC, m.created_position DESC LIMIT ${limit}`
      : `${matching(side)} ${ORDER} LIMIT ${limit}`;
  const sql =
    sides.length === 1
      ? page(sides[0]!)
      : `SELECT * FROM (${sides.map((side) => `(${page(side)})`).join(' UNION ALL ')}) AS page
           ORDER BY page.date DESC, page.created_position DESC LIMIT ${limit}`;
  return { sql, params, param };
}

/** What the caller knows of a page's filters before reading it (the first page's X-Total-Count). */
export interface KnownMatches {
  /** How many transactions match the filters (cursor aside). */
  matches?: number;
  /** How many transactions the user has (countTransactions without filters). */
  all?: number;
}

/**
 * Whether reading every match and ordering them beats walking the date index until the page is full.
 * The walk reads about limit × all / matches rows (every row of the user when none match: a search
 * for a typo read all 100,000, 438 ms on PGlite), the other `matches` rows by their indexes: at
 * 100,000 transactions a search matching 1,111 took 57 → 20 ms on PGlite, 14 → 9 ms on PostgreSQL,
 * while one matching every row took 3.7 → 539 ms. So: while matches² ≤ limit × all.
 */
function fewMatches(known: KnownMatches, limit: number): boolean {
  const { matches, all } = known;
  return matches !== undefined && all !== undefined && matches * matches <= limit * all;
}

/**
 * One page of the source's transactions, newest first: date descending, then creation (event
 * position) descending. With accountId, the from- and to-account index scans are merged (nothing is
 * listed twice).
 */
export async function listTransactions(
  q: Queryable,
  userId: string,
  filters: TransactionFilters,
  source: RowSource = LIVE,
  known: KnownMatches = {},
): Promise<TransactionRow[]> {
  if (known.matches === 0) return [];
  const { sql, params, param } = pageStatement(userId, filters, source, fewMatches(known, filters.limit));
  if (isRegisterRead(filters, source)) {
    const { rows } = await q.query<TransactionRow & RegisterRow>(
      withRegisterBalances(sql, param(filters.accountId), columnsOf('p')),
      params,
      {
        prepared: true,
      },
    );
    // The rows as every other read gives them: the statement's own columns dropped.
    const listed: TransactionRow[] = [];
    withRunningSums(rows, (row, posted, all) => {
      const { move_cents: _move, oldest: _oldest, opening: _opening, adjusted_cents: _adjusted, ...listedRow } = row;
      listed.push({ ...listedRow, balance_posted_cents: posted, balance_all_cents: all });
    });
    return listed;
  }
  const balanced = filters.accountId ? withRunningBalances(sql, param(filters.accountId), source, param) : sql;
  const { rows } = await q.query<TransactionRow>(balanced, params);
  return rows;
}

/** What readSearchFirstPage answers: `matches` and `rows` only when few match or the search blocks counted many (see there). */
export type SearchFirstPage = {
  /** This projection's checkpoint ('' before its first event), in the rows' snapshot. */
  position: string;
  /** How many transactions the user has (countTransactions without filters). */
  all: number;
} & ({ matches: number; rows: TransactionRow[] } | { matches?: undefined; rows?: undefined });

/**
 * A live search's first page without an account (listTransactions with what the list route reads
 * beside it) in one statement: the checkpoint, the user's count, and, when few match (fewMatches, as
 * the count decides it there), how many and the page, from one pass over the matches' indexes where
 * the count and the page made one each (a trigram scan for a common word: 2.7 ms at 100,000 on
 * PostgreSQL). The pass stops after one match more than the most that can be few: then `matches` is
 * undefined and the caller counts them and walks the date index (listTransactions with KnownMatches).
 * A search alone that the search blocks count (countOfSearch) is first judged on its largest block:
 * when that block's share of it promises many, the pass is skipped (its index scan for a word most
 * rows hold cost as much as the count: 6.7 ms on PGlite at 100,000): the blocks count them and the
 * page walks the date index, here too.
 */
export async function readSearchFirstPage(
  q: Queryable,
  userId: string,
  filters: TransactionFilters & { search: string },
  checkpoint: string,
): Promise<SearchFirstPage> {
  if (filters.accountId !== undefined || filters.after !== undefined)
    throw new Error('readSearchFirstPage: a first page without an account');
  const { params, param, from, where } = matchSql(userId, filters, LIVE);
  const limit = param(filters.limit);
  const { after: _after, limit: _limit, ...match } = filters;
  const byBlocks = searchCountedByBlocks(match);
  // Many, by the largest block: its occurrences × all > cap × its lines (either way the answer is exact; only the cost differs).
  const common = byBlocks
    ? `,
     common AS (
       SELECT coalesce((SELECT (octet_length(b.lines) - octet_length(replace(b.lines, s.text, '')))::bigint * i.all_count
                                 > i.cap * octet_length(s.text) * (octet_length(b.lines) - octet_length(replace(b.lines, chr(2), '')) + 1)
                          FROM money_search_blocks b WHERE b.user_id = $1 ORDER BY octet_length(b.lines) DESC LIMIT 1), false) AS yes
         FROM info i CROSS JOIN (SELECT lower(${param(filters.search)}::text) AS text) AS s)`
    : '';
  const isCommon = byBlocks ? '(SELECT c.yes FROM common c)' : 'false';
  const matchCount = byBlocks
    ? `CASE WHEN ${isCommon} THEN ${searchCountSql(filters.search, param)} ELSE (SELECT count(*) FROM m) END`
    : '(SELECT count(*) FROM m)';
  // At most `cap` matches are few: matches² <= limit × all (fewMatches), so cap = floor(sqrt(limit × all)),
  // taken one higher here against the float's rounding; fewMatches decides exactly on the count.
  const { rows } = await q.query<
    TransactionRow & { position: string | null; all_count: string; cap: string; match_count: string; common: boolean }
  >(
    `WITH info AS (
       SELECT ${checkpointSql(param(checkpoint))} AS position, n.all_count,
              floor(sqrt(${limit}::float8 * n.all_count))::bigint + 1 AS cap
         FROM (${monthlySummaryCountSql('all_count')}) n)${common},
     m AS MATERIALIZED (
       SELECT t.ctid AS row_id, t.date, t.created_position FROM ${from} WHERE ${where.join(' AND ')} AND NOT ${isCommon}
        LIMIT (SELECT i.cap + 1 FROM info i)),
     counted AS MATERIALIZED (SELECT ${matchCount} AS match_count, ${isCommon} AS common),
     page AS (${byBlocks ? '(' : ''}SELECT m.row_id FROM m ORDER BY m.date DESC, m.created_position DESC LIMIT ${limit}${
       byBlocks
         ? `)
              UNION ALL (SELECT t.ctid FROM ${from} WHERE ${where.join(' AND ')} AND ${isCommon} ${ORDER} LIMIT ${limit})`
         : ''
     })
     SELECT i.position, i.all_count, i.cap, c.match_count, c.common, r.*
       FROM info i CROSS JOIN counted c
       LEFT JOIN (SELECT ${COLUMNS} FROM page p JOIN money_transactions t ON t.ctid = p.row_id) r ON c.match_count <= i.cap OR c.common
      ORDER BY r.date DESC, r.created_position DESC`,
    params,
  );
  const first = rows[0];
  const all = Number(first?.all_count ?? 0);
  const position = first?.position ?? '';
  const matches = Number(first?.match_count ?? 0);
  if (!first?.common && matches > Number(first?.cap ?? 0)) return { position, all };
  const listed = rows
    .filter((row) => row.id !== null)
    .map(({ position: _position, all_count: _all, cap: _cap, match_count: _matches, common: _common, ...row }) => row);
  return { position, all, matches, rows: listed };
}

/** The account register as it is read most (live, one account, by dates at most): what listRegisterJson answers. */
export function isRegisterRead(
  filters: TransactionFilters,
  source: RowSource = LIVE,
): filters is TransactionFilters & { accountId: string } {
  const { after: _after, limit: _limit, ...match } = filters;
  return filters.accountId !== undefined && source.kind === 'live' && onlyAccountAndDates(match);
}

/** One row of listRegisterJson: the API's JSON of it, and on the rows a page can end with, its keyset position. */
export interface RegisterJsonRow {
  json: string;
  /** Only on the statement's two oldest rows: the route asks one row more than its limit, so a full page ends on the second. */
  cursor?: { date: string; created_position: string };
}

/**
 * listTransactions of a register read (isRegisterRead), each row already as the API's JSON text
 * (what toTransactionJson and JSON.stringify make of listTransactions' row, byte for byte: the
 * register's month is 576 rows at 100,000 transactions, and parsing 20 columns a row, mapping and
 * stringifying them were most of the request's time in Node; register-json.test.ts compares).
 */
export async function listRegisterJson(
  q: Queryable,
  userId: string,
  filters: TransactionFilters & { accountId: string },
): Promise<RegisterJsonRow[]> {
  return (await readRegister(q, userId, filters)).rows;
}

/** What readRegister answers besides the rows (each only when asked for). */
export interface RegisterExtras {
  /** This projection's checkpoint ('' before its first event), in the rows' snapshot. */
  position?: string;
  /** countTransactions of the account and dates, and of the account alone. */
  total?: number;
  whole?: number;
}

/**
 * listRegisterJson and, in the same statement (one round trip, one snapshot), what the list route
 * reads beside it: the ledger's checkpoint (`checkpoint`: X-Read-Position; the projection moves it in
 * the batch that writes the rows, so in the rows' snapshot it is exactly the position they reflect)
 * and the counts of countTransactions (`total`: the account and the dates; `whole`: the account
 * alone), from the same daily effects as countOfAccount.
 */
export async function readRegister(
  q: Queryable,
  userId: string,
  filters: TransactionFilters & { accountId: string },
  ask: { checkpoint?: string; total?: boolean; whole?: boolean } = {},
): Promise<RegisterExtras & { rows: RegisterJsonRow[] }> {
  const { sql, params, param } = pageStatement(userId, filters, LIVE);
  const account = param(filters.accountId);
  const json = jsonOf('p');
  // The row's JSON whole, but a split row's lines apart (after chr(1), which JSON text never holds raw), the cursor where a page can end.
  const select = `CASE WHEN jsonb_array_length(p.splits) > 0 THEN ${json.head} || chr(1) || p.splits::text || chr(1) || ${json.tail}
      ELSE ${json.head} || '[]' || ${json.tail} END AS body,
    CASE WHEN p.may_end THEN to_char(p.date, 'YYYY-MM-DD') || ' ' || p.created_position END AS cursor, p.status,
    p.date AS row_date, p.created_position AS row_position`;
  // One JSON array of the extras, on the page's oldest row only (or alone: an empty page).
  const extras: string[] = [];
  if (ask.checkpoint !== undefined) extras.push(checkpointSql(param(ask.checkpoint)));
  if (ask.total)
    extras.push(accountCountSql(account, filters.startDate && param(filters.startDate), filters.endDate && param(filters.endDate)));
  if (ask.whole) extras.push(accountCountSql(account));
  // The whole page as one text, newest row first: each row's status, move, adjustments and cursor ('' for none), then its
  // JSON, after chr(3)s, the rows between chr(2)s (JSON text holds neither raw). PGlite parses every field of every row in JS
  // (one row of 3 texts instead of 576 rows of 8 fields: 7.1 -> 5.0 ms for a month at 100,000).
  const { rows } = await q.query<{ page: string | null; opening: string | null; extra: string | null }>(
    `SELECT string_agg(concat(r.status, chr(3), r.move_cents, chr(3), r.adjusted_cents, chr(3), r.cursor, chr(3), r.body), chr(2)
                       ORDER BY r.row_date DESC, r.row_position DESC) FILTER (WHERE r.status IS NOT NULL) AS page,
            max(r.opening) AS opening, max(r.extra) AS extra
       FROM (${withRegisterBalances(sql, account, select, extras, { ordered: false })}) AS r`,
    params,
    { prepared: true },
  );
  const { page, opening, extra: extraJson } = rows[0] ?? { page: null, opening: null, extra: null };
  const pageRows = page === null ? [] : page.split('\u0002').map(registerPageRow);
  // The opening balance is the oldest row's: the last (rows newest first).
  if (pageRows.length > 0) Object.assign(pageRows[pageRows.length - 1]!, { oldest: true, opening });
  const extra = JSON.parse(extraJson ?? '[]') as (string | number | null)[];
  const listed: RegisterJsonRow[] = [];
  withRunningSums(pageRows, (row, posted, all) => {
    const balances = `"balanceAfter":${moneyJson(posted)},"balanceAfterWithPending":${moneyJson(all)}`;
    const listedRow: RegisterJsonRow = { json: `${withSplitLines(row.body)},${balances}}` };
    if (row.cursor !== null) {
      const [date, created_position] = row.cursor.split(' ') as [string, string];
      listedRow.cursor = { date, created_position };
    }
    listed.push(listedRow);
  });
  let next = 0;
  const taken = () => extra[next++] ?? null;
  return {
    rows: listed,
    ...(ask.checkpoint !== undefined ? { position: String(taken() ?? '') } : {}),
    ...(ask.total ? { total: Number(taken() ?? 0) } : {}),
    ...(ask.whole ? { whole: Number(taken() ?? 0) } : {}),
  };
}

/** One row of readRegister's page text: "status chr(3) move chr(3) adjusted chr(3) cursor chr(3) JSON" ('' for null). */
function registerPageRow(text: string): RegisterRow & { body: string; cursor: string | null } {
  const ends: number[] = [];
  for (let at = -1, i = 0; i < 4; i++) ends.push((at = text.indexOf('\u0003', at + 1)));
  const field = (i: number) => text.slice(i === 0 ? 0 : ends[i - 1]! + 1, ends[i]) || null;
  return {
    status: field(0) as TransactionStatus,
    move_cents: field(1),
    adjusted_cents: field(2),
    cursor: field(3),
    body: text.slice(ends[3]! + 1),
    oldest: false,
    opening: null,
  };
}

/** A balance (integer cents as text) as toTransactionJson writes it: formatCents of the number, or null. */
const moneyJson = (cents: string | null) => {
  if (cents === null) return 'null';
  // From the digits (formatCents' form, exact at any size): "-5" -> "-0.05".
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  return `"${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}"`;
};

/** An amount in cents (a bigint expression) as formatCents writes it: "-12.30", "0.05". */
const centsText = (cents: string, negative: string) =>
  `concat(CASE WHEN ${negative} THEN '-' END, abs(${cents}) / 100, '.', lpad((abs(${cents}) % 100)::text, 2, '0'))`;
const nullableId = (id: string) => `coalesce('"' || ${id} || '"', 'null')`;
/**
 * Text as a JSON string (to_json escapes as JSON.stringify does). to_json looks its argument's type up
 * on every call, most of the row's cost: the values that need no escaping are quoted as they are
 * (an empty text, a type or status the ledger writes).
 */
const jsonText = (text: string, plain: readonly string[] = []) =>
  `CASE WHEN ${text} IN (${['', ...plain].map((value) => `'${value}'`).join(', ')}) THEN '"' || ${text} || '"' ELSE to_json(${text})::text END`;

/**
 * The row aliased `a` (withRegisterBalances' `moved`: its created_text) as JSON.stringify(toTransactionJson(row))
 * writes it, without the closing brace (the balances follow): the same keys in the same order, text escaped by
 * to_json (as JSON.stringify escapes it: quotes, backslashes, control characters), a split line's keys only when present.
 */
const jsonOf = (a: string) => ({
  head: `concat('{"id":"', ${a}.id, '","title":', to_json(${a}.title),
  ',"amount":"', ${centsText(`${a}.amount_cents`, `${a}.type = 'expense' AND ${a}.amount_cents <> 0`)},
  '","type":', ${jsonText(`${a}.type`, ['expense', 'income', 'payment'])}, ',"category":', ${jsonText(`${a}.category`)},
  ',"transactionCategoryIds":', coalesce('["' || nullif(array_to_string(${a}.category_ids, '","'), '') || '"]', '[]'),
  ',"fromAccountId":', ${nullableId(`${a}.from_account_id`)}, ',"toAccountId":', ${nullableId(`${a}.to_account_id`)},
  ',"posted":', ${jsonText(`${a}.status`, ['posted', 'pending'])}, ',"date":"', to_char(${a}.date, 'YYYY-MM-DD'), '","notes":', ${jsonText(`${a}.notes`)},
  ',"splits":')`,
  // Between them a split's lines, formatted in JS (withSplitLines): a subquery over them in this expression cost every row ~2 µs, split or not.
  tail: `concat(',"recurringTransactionId":', ${nullableId(`${a}.recurring_transaction_id`)},
  ',"isRecurring":', CASE WHEN ${a}.is_recurring THEN 'true' ELSE 'false' END,
  ',"createdAt":"', ${a}.created_text,
  '","updatedAt":"', CASE WHEN ${a}.updated_at = ${a}.created_at THEN ${a}.created_text ELSE to_char(${a}.updated_at AT TIME ZONE 'UTC', ${ISO}) END, '"')`,
});

/** A register row's JSON (but its balances): a split row's stored lines, between chr(1)s, as toTransactionJson writes them. */
function withSplitLines(body: string): string {
  const start = body.indexOf('\u0001');
  if (start < 0) return body;
  const end = body.indexOf('\u0001', start + 1);
  const lines = JSON.parse(body.slice(start + 1, end)) as TransactionSplit[];
  return body.slice(0, start) + splitLinesJson(lines) + body.slice(end + 1);
}

/** A split's lines as toTransactionJson writes them: each line's absolute amount formatted. */
const splitLinesJson = (lines: readonly TransactionSplit[]) =>
  JSON.stringify(lines.map((line) => ({ categoryId: line.categoryId, amount: formatCents(line.amountCents), memo: line.memo })));

/**
 * A page row's move of the account (alias p: the page; `asof` the account's starting balance's as-of
 * day): null when it moves nothing here or predates the starting balance.
 */
const pageMove = (account: string, asof: string) => `CASE WHEN p.date < ${asof} THEN NULL
    WHEN p.from_account_id = ${account}::uuid THEN CASE WHEN p.type IN ('expense', 'payment') THEN -p.amount_cents END
    WHEN p.to_account_id = ${account}::uuid THEN CASE WHEN p.type IN ('income', 'payment') THEN p.amount_cents END END`;

/** The register statement's rows: a page row, its move of the account and what its balance starts from (withRegisterBalances). */
interface RegisterRow {
  status: TransactionStatus;
  /** Signed cents this row moves the account, null when it moves nothing here or predates the starting balance. */
  move_cents: string | null;
  /** Whether this is the page's oldest row, which alone carries `opening` (and readRegister's extras). */
  oldest: boolean | null;
  /**
   * On the oldest row only: the balance before it, posted only and with pending ("<posted> <all>"; null
   * there: no such account). Once: the same two figures on every row cost their sending and parsing.
   */
  opening: string | null;
  /** The account's balance adjustments from the page's oldest day up to this row (null: none, the usual case). */
  adjusted_cents: string | null;
}

/**
 * withRunningBalances for the register as it is read most (issue 24's ledger, issue 25): the live
 * rows of one account, by date at most (and a cursor). Then the page holds every transaction of the
 * account from its oldest row on (up to its newest): the balance after a row is the balance before
 * the page's oldest row (`opening`), plus the page's moves up to it (summed here, in JS, oldest row
 * first: a window in SQL cost a sort and a WindowAgg over the page, and a bigger statement to plan),
 * plus the account's balance adjustments since the page's oldest row up to it (rare: summed per row
 * in SQL only when there are any). The balance before the oldest row: the starting balance, the
 * daily effects of the days before its day, and that day's transactions older than it (the page's
 * limit may cut a day). The same figures as withRunningBalances (register.property.test.ts).
 */
function withRegisterBalances(
  pageSql: string,
  account: string,
  select: string,
  extras: readonly string[] = [],
  { ordered = true }: { ordered?: boolean } = {},
): string {
  const earlier = (side: 'from' | 'to', sign: '-' | '', types: string) =>
    `SELECT CASE WHEN t.status = 'posted' THEN ${sign}t.amount_cents ELSE 0 END, ${sign}t.amount_cents
       FROM money_transactions t CROSS JOIN acct a CROSS JOIN oldest o
      WHERE t.user_id = $1 AND t.${side}_account_id = ${account}::uuid AND t.type IN (${types})
        AND t.date = o.date AND t.created_position < o.created_position AND t.date >= a.starting_balance_asof`;
  return `WITH page AS (${pageSql}),
  acct AS (SELECT a.user_id, a.id, a.starting_balance_cents, a.starting_balance_asof
             FROM money_accounts a WHERE a.user_id = $1 AND a.id = ${account}::uuid AND NOT a.deleted),
  last_two AS (SELECT p.date, p.created_position FROM page p ORDER BY p.date, p.created_position LIMIT 2),
  oldest AS (SELECT l.date, l.created_position FROM last_two l ORDER BY l.date, l.created_position LIMIT 1),
  opening AS (
    SELECT sum(e.posted_cents) AS posted_cents, sum(e.all_cents) AS all_cents FROM (
      SELECT a.starting_balance_cents AS posted_cents, a.starting_balance_cents AS all_cents FROM acct a
      UNION ALL
      SELECT d.posted_cents, d.all_cents FROM money_account_daily_effects d CROSS JOIN acct a CROSS JOIN oldest o
       WHERE d.user_id = a.user_id AND d.account_id = a.id AND d.date >= a.starting_balance_asof AND d.date < o.date
      UNION ALL
      ${earlier('from', '-', `'expense', 'payment'`)}
      UNION ALL
      ${earlier('to', '', `'income', 'payment'`)}
    ) AS e(posted_cents, all_cents)
  ),
  adjusted AS (SELECT EXISTS (SELECT 1 FROM money_balance_adjustments j CROSS JOIN acct a CROSS JOIN oldest o
                               WHERE j.user_id = $1 AND j.account_id = a.id AND j.date >= greatest(o.date, a.starting_balance_asof)) AS found),
  moved AS (SELECT p.*, ${pageMove(account, '(SELECT a.starting_balance_asof FROM acct a)')} AS cents,
                   -- Formatted once (jsonOf writes it twice for a row never edited); dropped when unused (the CTE is inlined).
                   to_char(p.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_text,
                   (p.date, p.created_position) = (SELECT o.date, o.created_position FROM oldest o) AS oldest,
                   (p.date, p.created_position) <= (SELECT l.date, l.created_position FROM last_two l
                                                     ORDER BY l.date DESC, l.created_position DESC LIMIT 1) AS may_end FROM page p)${
                                                       extras.length > 0
                                                         ? `,\n  extra AS (SELECT json_build_array(${extras.join(', ')})::text AS extra)`
                                                         : ''
                                                     }
  SELECT ${select}, p.cents::text AS move_cents, p.oldest,${
    // The extras once, on the oldest row (or alone: an empty page).
    extras.length > 0 ? `\n         CASE WHEN p.created_position IS NULL OR p.oldest THEN x.extra END AS extra,` : ''
  }
         CASE WHEN p.oldest THEN (SELECT o.posted_cents || ' ' || o.all_cents FROM opening o) END AS opening,
         CASE WHEN p.cents IS NOT NULL AND (SELECT d.found FROM adjusted d) THEN (
           SELECT coalesce(sum(j.amount_cents), 0) FROM money_balance_adjustments j CROSS JOIN acct a CROSS JOIN oldest o
            WHERE j.user_id = $1 AND j.account_id = a.id AND j.date >= greatest(o.date, a.starting_balance_asof)
              AND (j.date, j.created_position) <= (p.date, p.created_position))::text END AS adjusted_cents
    FROM ${extras.length > 0 ? 'extra x LEFT JOIN moved p ON true' : 'moved p'}${ordered ? '\n   ORDER BY p.date DESC, p.created_position DESC' : ''}`;
}

/**
 * The register statement's rows, newest first, each given (`set`) its balance after it: the opening
 * balance plus the moves of the rows up to it plus its adjustments, exact as in SQL (bigint: in
 * numbers while every sum is a safe integer, else again in bigints); null when it moves nothing here
 * (or predates the starting balance) or the account is gone.
 */
function withRunningSums<Row extends RegisterRow>(rows: Row[], set: (row: Row, posted: string | null, all: string | null) => void): void {
  const sums = summedExactly((integers) => runningSums(rows, integers));
  for (let i = 0; i < rows.length; i++) set(rows[i]!, sums[2 * i] ?? null, sums[2 * i + 1] ?? null);
}

/**
 * Posted and all balances after each row (pairs, in row order), in `integers`; undefined when one may
 * not be exact there (every figure is the opening, moves and an adjustment: bounded by their magnitudes).
 */
function runningSums<N extends number | bigint>(rows: RegisterRow[], integers: Integers<N>): (string | null)[] | undefined {
  const { of, add, magnitude, exact } = integers;
  const sums: (string | null)[] = new Array<string | null>(2 * rows.length).fill(null);
  // The oldest row's opening (the same for every row); none: no such account, no balances.
  const opening = rows.findLast((row) => row.oldest)?.opening?.split(' ');
  if (opening === undefined) return sums;
  const openingPosted = of(opening[0]!);
  const openingAll = of(opening[1]!);
  if (!exact(openingPosted) || !exact(openingAll)) return undefined;
  let bound = add(magnitude(openingPosted), magnitude(openingAll));
  let posted = of('0');
  let all = of('0');
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.move_cents === null) continue;
    const cents = of(row.move_cents);
    const adjusted = row.adjusted_cents === null ? of('0') : of(row.adjusted_cents);
    if (!exact(cents) || !exact(adjusted)) return undefined;
    bound = add(bound, add(magnitude(cents), magnitude(adjusted)));
    all = add(all, cents);
    if (row.status === 'posted') posted = add(posted, cents);
    sums[2 * i] = String(add(add(openingPosted, posted), adjusted));
    sums[2 * i + 1] = String(add(add(openingAll, all), adjusted));
  }
  return exact(bound) ? sums : undefined;
}

/**
 * The page (`pageSql`, one account's rows) with the account's balance after each row (issue 24), in
 * ledger order (date, then creation) over every move of the account: its transactions (both index
 * scans, from and to) and its balance adjustments. Live, the balance at the end of the day before the
 * page's first day comes from the daily effects (an index range scan of at most one row per day) and
 * only the moves within the page's days are summed; as of an instant, the versions known then are
 * summed from the starting balance's as-of day (slower, and the same figures). Rows dated before the
 * starting balance's as-of day do not count toward the balance: null. Filters other than the account
 * narrow the page, never the moves summed.
 */
function withRunningBalances(pageSql: string, account: string, source: RowSource, param: (value: unknown) => string): string {
  const live = source.kind === 'live';
  const instant = live ? '' : param(source.instant);
  // Live: moves from the page's first day on, after the opening balance; as of: all since the as-of day.
  const firstDay = live ? 'greatest(s.first_day, a.starting_balance_asof)' : 'a.starting_balance_asof';
  const transactions = live ? 'money_transactions t' : 'money_transaction_versions t';
  const knownTransactions = live ? '' : ` AND ${knownAt('t', instant)}`;
  const moves = (side: 'from' | 'to', sign: '-' | '') =>
    `SELECT t.id, t.date, t.created_position, t.status = 'posted' AS posted, ${sign}t.amount_cents AS cents
       FROM ${transactions} CROSS JOIN span s CROSS JOIN acct a
      WHERE t.user_id = $1 AND t.${side}_account_id = ${account}::uuid${knownTransactions}
        AND t.type IN (${side === 'from' ? `'expense', 'payment'` : `'income', 'payment'`})
        AND t.date BETWEEN ${firstDay} AND s.last_day`;
  const adjustments = live
    ? `SELECT NULL::uuid, j.date, j.created_position, true, j.amount_cents FROM money_balance_adjustments j`
    : `SELECT NULL::uuid, j.date, j.from_position, true, j.amount_cents FROM money_balance_adjustment_versions j`;
  const accountRow = live
    ? `SELECT a.user_id, a.id, a.starting_balance_cents, a.starting_balance_asof
         FROM money_accounts a WHERE a.user_id = $1 AND a.id = ${account}::uuid AND NOT a.deleted`
    : `SELECT a.user_id, a.id, a.starting_balance_cents, a.starting_balance_asof
         FROM money_account_versions a WHERE a.user_id = $1 AND a.id = ${account}::uuid AND ${knownAt('a', instant)}`;
  const opening = live
    ? `SELECT a.starting_balance_cents + coalesce(sum(d.posted_cents), 0) AS posted_cents,
              a.starting_balance_cents + coalesce(sum(d.all_cents), 0) AS all_cents
         FROM acct a CROSS JOIN span s
         LEFT JOIN money_account_daily_effects d
           ON d.user_id = a.user_id AND d.account_id = a.id AND d.date >= a.starting_balance_asof AND d.date < s.first_day
        GROUP BY a.starting_balance_cents`
    : `SELECT a.starting_balance_cents AS posted_cents, a.starting_balance_cents AS all_cents FROM acct a`;
  return `WITH page AS (${pageSql}),
  acct AS (${accountRow}),
  span AS (SELECT min(p.date) AS first_day, max(p.date) AS last_day FROM page p),
  opening AS (${opening}),
  moves AS (
    ${moves('from', '-')}
    UNION ALL
    ${moves('to', '')}
    UNION ALL
    ${adjustments} CROSS JOIN span s CROSS JOIN acct a
     WHERE j.user_id = $1 AND j.account_id = a.id AND j.date BETWEEN ${firstDay} AND s.last_day${live ? '' : ` AND j.known_from <= ${instant}::timestamptz`}
  ),
  running AS (
    SELECT m.id, o.posted_cents + sum(CASE WHEN m.posted THEN m.cents ELSE 0 END) OVER w AS posted_cents,
           o.all_cents + sum(m.cents) OVER w AS all_cents
      FROM moves m CROSS JOIN opening o
    WINDOW w AS (ORDER BY m.date, m.created_position ROWS UNBOUNDED PRECEDING)
  )
  SELECT ${columnsOf('p')}, r.posted_cents::text AS balance_posted_cents, r.all_cents::text AS balance_all_cents
    FROM page p LEFT JOIN running r ON r.id = p.id
   ORDER BY p.date DESC, p.created_position DESC`;
}

/** How many of the source's transactions match the filters (every page of listTransactions together). */
export async function countTransactions(
  q: Queryable,
  userId: string,
  filters: TransactionMatch,
  source: RowSource = LIVE,
): Promise<number> {
  if (source.kind === 'live' && filters.accountId && onlyAccountAndDates(filters)) return countOfAccount(q, userId, filters);
  if (source.kind === 'live' && filters.categoryId && onlyCategoryAndDates(filters)) return countOfCategory(q, userId, filters);
  if (source.kind === 'live' && onlyType(filters)) return countFromMonthlySummary(q, userId, filters.transactionType);
  if (source.kind === 'live' && searchCountedByBlocks(filters)) return countOfSearch(q, userId, filters.search);
  const { params, from, where, sides } = matchSql(userId, filters, source);
  const counts = sides.map((side) => `(SELECT count(*) FROM ${from} WHERE ${[...where, side].join(' AND ')})`);
  const { rows } = await q.query<{ count: string }>(`SELECT ${counts.join(' + ')} AS count`, params);
  return Number(rows[0]?.count ?? 0);
}

const ACCOUNT_AND_DATES: ReadonlySet<string> = new Set(['accountId', 'startDate', 'endDate']);

function onlyAccountAndDates(filters: TransactionMatch): boolean {
  return Object.entries(filters).every(([key, value]) => value === undefined || ACCOUNT_AND_DATES.has(key));
}

const CATEGORY_AND_DATES: ReadonlySet<string> = new Set(['categoryId', 'startDate', 'endDate']);

function onlyCategoryAndDates(filters: TransactionMatch): boolean {
  return Object.entries(filters).every(([key, value]) => value === undefined || CATEGORY_AND_DATES.has(key));
}

/** Only a search (the transactions page's search box). */
function onlySearch(filters: TransactionMatch): boolean {
  return Object.entries(filters).every(([key, value]) => value === undefined || key === 'search');
}

/**
 * A search's matches (issue 25 goal 4): those whose texts hold it, from the ledger's search blocks (a few scans of
 * text per month where a count of a text most rows hold rechecked every row), and those matching only by a category's
 * name or the amount, by their indexes (none, mostly).
 */
async function countOfSearch(q: Queryable, userId: string, search: string): Promise<number> {
  const { params, param } = sqlParams(userId);
  const { rows } = await q.query<{ count: string }>(`SELECT ${searchCountSql(search, param)} AS count`, params);
  return Number(rows[0]?.count ?? 0);
}

/** countOfSearch's count of the user's ($1) transactions matching `search` (countsBySearchBlocks), as an expression. */
function searchCountSql(search: string, param: (value: unknown) => string): string {
  const { texts, others } = searchArms(search, param);
  return `(${searchBlocksCountSql(param(search))}
          + (SELECT count(*) FROM money_transactions t
              WHERE t.user_id = $1 AND (${others.join(' OR ')}) AND NOT coalesce(${texts.join(' OR ')}, false)))`;
}

/** Whether countTransactions counts these filters from the search blocks (countOfSearch). */
function searchCountedByBlocks(filters: TransactionMatch): filters is TransactionMatch & { search: string } {
  return filters.search !== undefined && onlySearch(filters) && countsBySearchBlocks(filters.search);
}

/** No filter but, at most, the type: the whole list's count (the transactions page's first page). */
function onlyType(filters: TransactionMatch): boolean {
  return Object.entries(filters).every(([key, value]) => value === undefined || key === 'transactionType');
}

/** The monthly summary's count column of each type (a fixed list: never text from a request in SQL). */
const COUNT_COLUMN: Record<TransactionType, string> = { income: 'income_count', expense: 'expense_count', payment: 'payment_count' };

/**
 * All of a user's transactions (of one type), from the ledger's monthly totals (issue 25): the
 * ledger keeps money_monthly_summary's counts by type in the same batch as money_transactions, so
 * they always agree; O(months) where count(*) read every row (a sequential scan on PGlite).
 */
async function countFromMonthlySummary(q: Queryable, userId: string, type: TransactionType | undefined): Promise<number> {
  const { rows } = await q.query<{ count: string }>(monthlySummaryCountSql('count', type), [userId]);
  return Number(rows[0]?.count ?? 0);
}

/** countFromMonthlySummary's SELECT for the user $1, its one column named `as`. */
function monthlySummaryCountSql(as: string, type?: TransactionType): string {
  const counted = type === undefined ? 'income_count + expense_count + payment_count' : COUNT_COLUMN[type];
  return `SELECT coalesce(sum(${counted}), 0)::bigint AS ${as} FROM money_monthly_summary WHERE user_id = $1`;
}

/** The named projection's checkpoint as a scalar subquery (NULL before its row exists). */
const checkpointSql = (name: string) => `(SELECT c.position FROM projection_checkpoints c WHERE c.name = ${name})`;

/**
 * How many transactions move one account between the dates, from the ledger's daily totals (issue
 * 24): each day's `entries` count the account's transactions and balance adjustments that day, so
 * the adjustments are taken back out. O(days) instead of a count of every row: what the register's
 * "N in this window of M" asks at any date.
 */
async function countOfAccount(q: Queryable, userId: string, filters: TransactionMatch): Promise<number> {
  const { params, param } = sqlParams(userId, filters.accountId);
  const { rows } = await q.query<{ count: string }>(
    `SELECT ${accountCountSql('$2', filters.startDate && param(filters.startDate), filters.endDate && param(filters.endDate))} AS count`,
    params,
    // The register's two counts (X-Total-Count, X-Total-Without-Dates) on every first page: prepared (index ranges, one plan).
    { prepared: true },
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * How many transactions name one category between the dates, from the ledger's daily counts by
 * category (issue 25 goal 4), which it keeps in the batch that writes the rows: O(days) where the
 * list's `category_ids @> ARRAY[category]` counted every match (~23,500 at 100,000 transactions).
 */
async function countOfCategory(q: Queryable, userId: string, filters: TransactionMatch): Promise<number> {
  const { params, param } = sqlParams(userId, filters.categoryId);
  const dates = [
    filters.startDate ? ` AND d.date >= ${param(filters.startDate)}::date` : '',
    filters.endDate ? ` AND d.date <= ${param(filters.endDate)}::date` : '',
  ].join('');
  const { rows } = await q.query<{ count: string }>(
    `SELECT coalesce(sum(d.transactions), 0)::bigint AS count FROM money_category_daily_counts d
      WHERE d.user_id = $1 AND d.category_id = $2::uuid${dates}`,
    params,
    { prepared: true },
  );
  return Number(rows[0]?.count ?? 0);
}

/** countOfAccount's expression: `account` and the inclusive dates (when given) are placeholders; the user is $1. */
function accountCountSql(account: string, startDate?: string, endDate?: string): string {
  const dates = (alias: string) =>
    [startDate ? ` AND ${alias}.date >= ${startDate}::date` : '', endDate ? ` AND ${alias}.date <= ${endDate}::date` : ''].join('');
  return `((SELECT coalesce(sum(d.entries), 0) FROM money_account_daily_effects d
              WHERE d.user_id = $1 AND d.account_id = ${account}::uuid${dates('d')})
          - (SELECT count(*) FROM money_balance_adjustments j WHERE j.user_id = $1 AND j.account_id = ${account}::uuid${dates('j')}))`;
}

export async function findTransaction(q: Queryable, userId: string, transactionId: string): Promise<TransactionRow | undefined> {
  const { rows } = await q.query<TransactionRow>(`SELECT ${COLUMNS} FROM money_transactions t WHERE t.user_id = $1 AND t.id = $2::uuid`, [
    userId,
    transactionId,
  ]);
  return rows[0];
}

export interface ReferenceRow {
  id: string;
  name: string;
  is_active: boolean;
}

/** A category also names its type (which transaction types it fits). */
export interface CategoryReferenceRow extends ReferenceRow {
  type: CategoryType;
}

/** The user's live accounts and categories among the given (valid uuid) ids. */
export async function findReferences(
  q: Queryable,
  userId: string,
  accountIds: readonly string[],
  categoryIds: readonly string[],
): Promise<{ accounts: ReferenceRow[]; categories: CategoryReferenceRow[] }> {
  const [accounts, categories] = [
    accountIds.length === 0
      ? []
      : (
          await q.query<ReferenceRow>(
            `SELECT id::text AS id, account_name AS name, is_active FROM money_accounts
              WHERE user_id = $1 AND NOT deleted AND id IN (SELECT value::uuid FROM jsonb_array_elements_text($2::jsonb))`,
            [userId, JSON.stringify(accountIds)],
          )
        ).rows,
    categoryIds.length === 0
      ? []
      : (
          await q.query<CategoryReferenceRow>(
            `SELECT id::text AS id, transaction_category AS name, transaction_type AS type, is_active FROM money_categories
              WHERE user_id = $1 AND NOT deleted AND id IN (SELECT value::uuid FROM jsonb_array_elements_text($2::jsonb))`,
            [userId, JSON.stringify(categoryIds)],
          )
        ).rows,
  ];
  return { accounts, categories };
}

/** The list's columns and filter conditions, for the changes since a position (transaction-changes.ts). */
export { COLUMNS as TRANSACTION_COLUMNS, matchSql as transactionMatchSql };
