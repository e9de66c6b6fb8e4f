import type { AccountType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { balanceRowsIn, countedEffects, type BalanceRows } from '../accounts/queries';
import { LIVE, rowsIn, type RowSource } from '../as-of/source';
import { sqlParams } from '../sql';
import { PERIOD_COLUMNS, PERIOD_ROWS, type SchedulePeriodRow } from '../schedules/queries';

/**
 * One live account's balances over a date range: start = at the end of the day before the range
 * (before any transaction dated its first day), end = at the end of its last day. Posted counts
 * posted transactions only, all pending ones too; balance adjustments are posted effects, and the
 * starting balance counts from its as-of day (countedEffects, the rule of accountBalancesAt).
 * Cents as strings.
 */
export interface AccountRangeBalanceRow {
  account_id: string;
  account_name: string;
  account_type: AccountType;
  start_posted_cents: string;
  start_all_cents: string;
  end_posted_cents: string;
  end_all_cents: string;
}

export type PeriodBalanceRow = { period_number: number } & AccountRangeBalanceRow;

/**
 * Every account of user $1 in the balance rows (`rows`: live, or known at an instant) at both edges
 * of every period `periodsSql` selects (columns period_number, start_date, end_date as dates), as
 * CTEs ending in `balances` (PeriodBalanceRow plus created_position, the accounts' list order). An edge is the end of a day: the day before a
 * period (its start balance) or its last day. One pass over each account's counted daily effects
 * through the last edge (an index range scan), whatever the number of periods, not one sum per edge:
 * width_bucket puts each effect between two consecutive edges (a binary search over the days after
 * each edge), the buckets are summed, and a running sum over the buckets gives each edge its balance.
 */
function periodBalancesCtes(rows: BalanceRows, periodsSql: string): string {
  return `${rows.with ? `${rows.with},` : 'WITH'} periods AS (${periodsSql}),
  period_accounts AS (
    SELECT a.user_id, a.id, a.account_name, a.account_type, a.starting_balance_cents, a.starting_balance_asof, a.created_position
      FROM ${rows.accounts}
     WHERE ${['a.user_id = $1', ...rows.conditions].join(' AND ')}
  ),
  edges AS (
    SELECT p.period_number, false AS is_end, p.start_date - 1 AS day FROM periods p
    UNION ALL
    SELECT p.period_number, true AS is_end, p.end_date AS day FROM periods p
  ),
  -- The day after each distinct edge, ascending. An effect dated d falls in bucket k = how many of
  -- these are <= d; the balance at the edge whose day after is the j-th counts buckets 0 .. j-1.
  thresholds AS (
    SELECT array_agg(x.after ORDER BY x.after) AS days FROM (SELECT DISTINCT e.day + 1 AS after FROM edges e) x
  ),
  buckets AS (
    SELECT d.account_id, width_bucket(d.date, t.days) AS bucket, sum(d.posted_cents)::bigint AS posted_cents, sum(d.all_cents)::bigint AS all_cents
      FROM thresholds t
      CROSS JOIN period_accounts a
      JOIN ${rows.effects} d ON ${countedEffects('d', 'a')} AND d.date < t.days[cardinality(t.days)]
     GROUP BY d.account_id, bucket
  ),
  running AS (
    SELECT a.id AS account_id, k.bucket,
           (sum(coalesce(b.posted_cents, 0)) OVER w)::bigint AS posted_cents, (sum(coalesce(b.all_cents, 0)) OVER w)::bigint AS all_cents
      FROM thresholds t
      CROSS JOIN period_accounts a
      CROSS JOIN generate_series(0, cardinality(t.days) - 1) AS k(bucket)
      LEFT JOIN buckets b ON b.account_id = a.id AND b.bucket = k.bucket
    WINDOW w AS (PARTITION BY a.id ORDER BY k.bucket)
  ),
  sums AS (
    SELECT r.account_id, e.period_number,
           max(r.posted_cents) FILTER (WHERE NOT e.is_end) AS start_posted, max(r.all_cents) FILTER (WHERE NOT e.is_end) AS start_all,
           max(r.posted_cents) FILTER (WHERE e.is_end) AS end_posted, max(r.all_cents) FILTER (WHERE e.is_end) AS end_all
      FROM thresholds t
      CROSS JOIN edges e
      JOIN running r ON r.bucket = width_bucket(e.day + 1, t.days) - 1
     GROUP BY r.account_id, e.period_number
  ),
  balances AS (
    SELECT s.period_number, a.id::text AS account_id, a.account_name, a.account_type, a.created_position,
           a.starting_balance_cents + s.start_posted AS start_posted_cents, a.starting_balance_cents + s.start_all AS start_all_cents,
           a.starting_balance_cents + s.end_posted AS end_posted_cents, a.starting_balance_cents + s.end_all AS end_all_cents
      FROM sums s JOIN period_accounts a ON a.id = s.account_id
  )`;
}

const BALANCE_COLUMNS = `b.account_id, b.account_name, b.account_type, b.start_posted_cents, b.start_all_cents, b.end_posted_cents, b.end_all_cents`;

/**
 * Every account of the user in the source with its balances for [startDate, endDate] (yyyy-mm-dd),
 * in the accounts' list order (GET /api/account-balances/{startDate}/{endDate}). One range needs no
 * buckets: per account, one index range scan of its counted daily effects through endDate, summed
 * twice (before startDate, and all), as the accounts list sums them for one day.
 */
export async function accountBalancesForRange(
  q: Queryable,
  userId: string,
  startDate: string,
  endDate: string,
  source: RowSource = LIVE,
): Promise<AccountRangeBalanceRow[]> {
  const { params, param } = sqlParams(userId, startDate, endDate);
  const from = await balanceRowsIn(q, userId, source, '$3', param);
  const { rows } = await q.query<AccountRangeBalanceRow>(
    `${from.with}
     SELECT a.id::text AS account_id, a.account_name, a.account_type,
            a.starting_balance_cents + coalesce(e.start_posted, 0) AS start_posted_cents,
            a.starting_balance_cents + coalesce(e.start_all, 0) AS start_all_cents,
            a.starting_balance_cents + coalesce(e.end_posted, 0) AS end_posted_cents,
            a.starting_balance_cents + coalesce(e.end_all, 0) AS end_all_cents
       FROM ${from.accounts}
       LEFT JOIN LATERAL (
         SELECT sum(d.posted_cents) FILTER (WHERE d.date < $2::date)::bigint AS start_posted,
                sum(d.all_cents) FILTER (WHERE d.date < $2::date)::bigint AS start_all,
                sum(d.posted_cents)::bigint AS end_posted, sum(d.all_cents)::bigint AS end_all
           FROM ${from.effects} d
          WHERE ${countedEffects('d', 'a')} AND d.date <= $3::date
       ) e ON true
      WHERE ${['a.user_id = $1', ...from.conditions].join(' AND ')}
      ORDER BY a.created_position`,
    params,
  );
  return rows;
}

export interface ScheduleBalances {
  /** The schedule's periods in date order (as listSchedulePeriods). */
  periods: SchedulePeriodRow[];
  /** Every period × every live account, by period then in the accounts' list order. */
  balances: PeriodBalanceRow[];
}

/** A period and one account's balances, or nulls (no live account): account_id tells which. */
type PeriodWithBalanceRow = SchedulePeriodRow & (AccountRangeBalanceRow | { [K in keyof AccountRangeBalanceRow]: null });

/**
 * A schedule's periods with every account's balances for each in the source (the schedule page's
 * one call), in ONE statement: the periods and their balances come from the same snapshot. Each row
 * is a period with one account's balances, or with nulls when the user has no account. As of an
 * instant: the periods and accounts known then, the balances from the transaction versions known then.
 */
export async function scheduleBalances(
  q: Queryable,
  userId: string,
  scheduleId: string,
  source: RowSource = LIVE,
): Promise<ScheduleBalances> {
  const { params, param } = sqlParams(userId, scheduleId);
  const periodRows = rowsIn(source, PERIOD_ROWS, param);
  const periodsSql = `SELECT p.* FROM ${periodRows.from}
    WHERE ${['p.user_id = $1', 'p.schedule_id = $2::uuid', ...periodRows.conditions].join(' AND ')}`;
  const balanceRows = await balanceRowsIn(q, userId, source, `(SELECT max(x.end_date) FROM (${periodsSql}) x)`, param);
  const { rows } = await q.query<PeriodWithBalanceRow>(
    `${periodBalancesCtes(balanceRows, periodsSql)}
     SELECT ${PERIOD_COLUMNS}, ${BALANCE_COLUMNS}
       FROM periods p LEFT JOIN balances b ON b.period_number = p.period_number
      ORDER BY p.period_number, b.created_position`,
    params,
  );
  const periods: SchedulePeriodRow[] = [];
  const balances: PeriodBalanceRow[] = [];
  for (const row of rows) {
    const { schedule_id, schedule_name, period_number, days_in_period, start_date, end_date, created_at } = row;
    if (periods.at(-1)?.period_number !== period_number) {
      periods.push({ schedule_id, schedule_name, period_number, days_in_period, start_date, end_date, created_at });
    }
    if (row.account_id === null) continue;
    const { account_id, account_name, account_type, start_posted_cents, start_all_cents, end_posted_cents, end_all_cents } = row;
    balances.push({
      period_number,
      account_id,
      account_name,
      account_type,
      start_posted_cents,
      start_all_cents,
      end_posted_cents,
      end_all_cents,
    });
  }
  return { periods, balances };
}
