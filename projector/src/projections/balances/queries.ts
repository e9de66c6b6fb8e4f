import type { AccountType } from '@life/domain';
import type { Queryable } from '@life/infra';
import { balanceRowsIn, countedEffects } from '../accounts/queries';
import { LIVE, rowsIn, type RowSource } from '../as-of/source';
import { summedExactly, type Integers } from '../exact-sums';
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

/**
 * A schedule's periods with every account's balances for each in the source (the schedule page's
 * one call), in ONE statement: the periods and their balances come from the same snapshot. As of an
 * instant: the periods and accounts known then, the balances from the transaction versions known then.
 *
 * An edge is the end of a day: the day before a period (its start balance) or its last day. Each
 * account's counted daily effects through the last edge are read once (an index range scan), whatever
 * the number of periods: width_bucket puts each effect between two consecutive edges (the days after
 * the edges, ascending: bucket k holds the effects dated on or after the k-th and before the next)
 * and the buckets are summed in SQL; the running sums over the buckets, which give each edge its
 * balance, are added up here (a few hundred buckets, where SQL's window, joins and sorts over every
 * period × account cost more than the effects' scan), exactly: in numbers while every sum is a safe
 * integer, else in bigints.
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
  const rows = await balanceRowsIn(q, userId, source, `(SELECT max(x.end_date) FROM (${periodsSql}) x)`, param);
  const { rows: found } = await q.query<{ periods: string | null; accounts: string | null; buckets: string | null }>(
    `${rows.with ? `${rows.with},` : 'WITH'} periods AS (${periodsSql}),
  period_accounts AS (
    SELECT a.user_id, a.id, a.account_name, a.account_type, a.starting_balance_cents, a.starting_balance_asof, a.created_position
      FROM ${rows.accounts}
     WHERE ${['a.user_id = $1', ...rows.conditions].join(' AND ')}
  ),
  thresholds AS (
    SELECT array_agg(x.after ORDER BY x.after) AS days
      FROM (SELECT p.start_date AS after FROM periods p UNION SELECT p.end_date + 1 FROM periods p) x
  ),
  buckets AS (
    SELECT d.account_id, width_bucket(d.date, t.days) AS bucket, sum(d.posted_cents)::bigint AS posted_cents, sum(d.all_cents)::bigint AS all_cents
      FROM thresholds t
      CROSS JOIN period_accounts a
      JOIN ${rows.effects} d ON ${countedEffects('d', 'a')} AND d.date < t.days[cardinality(t.days)]
     GROUP BY d.account_id, bucket
  )
  SELECT (SELECT json_agg(x ORDER BY x.period_number)::text FROM (
            SELECT ${PERIOD_COLUMNS}, width_bucket(p.start_date, t.days) AS start_edge, width_bucket(p.end_date + 1, t.days) AS end_edge
              FROM periods p CROSS JOIN thresholds t) x) AS periods,
         (SELECT json_agg(json_build_array(a.id::text, a.account_name, a.account_type, a.starting_balance_cents::text)
                          ORDER BY a.created_position)::text FROM period_accounts a) AS accounts,
         (SELECT string_agg(concat_ws(' ', b.account_id, b.bucket, b.posted_cents, b.all_cents), ',') FROM buckets b) AS buckets`,
    params,
  );
  const { periods: periodsJson, accounts: accountsJson, buckets } = found[0] ?? { periods: null, accounts: null, buckets: null };
  const periods = JSON.parse(periodsJson ?? '[]') as (SchedulePeriodRow & { start_edge: number; end_edge: number })[];
  const accounts = JSON.parse(accountsJson ?? '[]') as [string, string, AccountType, string][];
  const edges = periods.length === 0 ? 0 : Math.max(...periods.map((period) => period.end_edge));
  const sums = summedExactly((integers) => bucketSums(accounts, edges, buckets, integers));
  const balances: PeriodBalanceRow[] = [];
  for (const { start_edge, end_edge, ...period } of periods) {
    accounts.forEach(([account_id, account_name, account_type], index) => {
      const at = sums[index]!;
      balances.push({
        period_number: period.period_number,
        account_id,
        account_name,
        account_type,
        start_posted_cents: at.posted[start_edge]!,
        start_all_cents: at.all[start_edge]!,
        end_posted_cents: at.posted[end_edge]!,
        end_all_cents: at.all[end_edge]!,
      });
    });
  }
  return { periods: periods.map(({ start_edge: _start, end_edge: _end, ...period }) => period), balances };
}

/** Each account's balances at the edges 0..edges (posted and all, as text): its starting balance plus the buckets before the edge. */
type EdgeBalances = { posted: string[]; all: string[] };

/**
 * The balance at edge j is the account's starting balance plus its buckets 0..j-1 (`buckets`: "account
 * bucket posted all" by comma), in `integers`; undefined when a figure may not be exact there (every
 * sum is bounded by the sum of the magnitudes, checked once).
 */
function bucketSums<N extends number | bigint>(
  accounts: readonly [string, string, AccountType, string][],
  edges: number,
  buckets: string | null,
  integers: Integers<N>,
): EdgeBalances[] | undefined {
  const { of, add, magnitude, exact } = integers;
  const indexOf = new Map(accounts.map(([id], index) => [id, index]));
  const moved = accounts.map(() => ({ posted: new Array<N>(edges).fill(of('0')), all: new Array<N>(edges).fill(of('0')) }));
  let bound = of('0');
  for (const [, , , starting] of accounts) {
    if (!exact(of(starting))) return undefined;
    bound = add(bound, magnitude(of(starting)));
  }
  for (const line of buckets ? buckets.split(',') : []) {
    const [accountId, bucket, posted, all] = line.split(' ') as [string, string, string, string];
    const account = moved[indexOf.get(accountId)!]!;
    const k = Number(bucket);
    const [postedCents, allCents] = [of(posted), of(all)];
    if (!exact(postedCents) || !exact(allCents)) return undefined;
    bound = add(bound, add(magnitude(postedCents), magnitude(allCents)));
    account.posted[k] = postedCents;
    account.all[k] = allCents;
  }
  if (!exact(bound)) return undefined;
  return accounts.map(([, , , starting], index) => {
    const account = moved[index]!;
    const result: EdgeBalances = { posted: [], all: [] };
    let posted = of(starting);
    let all = of(starting);
    for (let j = 0; j <= edges; j++) {
      result.posted.push(String(posted));
      result.all.push(String(all));
      if (j < edges) {
        posted = add(posted, account.posted[j]!);
        all = add(all, account.all[j]!);
      }
    }
    return result;
  });
}
