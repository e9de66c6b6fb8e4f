import type { Queryable } from '@life/infra';
import { knownAt } from './source';

/**
 * The money totals (daily effects per account, monthly summary) as money-history knew them at an
 * instant: the CTEs the balance and summary reads take their rows from, as of a moment. The
 * placeholders are the reads': $1 the user, `instant` the instant's, `lastDay` the last day's.
 */

/**
 * Two ways to sum what was known at the instant, whichever reads fewer versions (`routeAt`):
 * 'known': the versions known at the instant themselves (few for an early instant);
 * 'later': the current totals (money_history_daily_effects, money_history_monthly_summary) undoing
 * what became known after it: the current versions opened after it (-1) and the versions known at
 * it that closed after it (+1) (few for a recent instant; indexes money_transaction_versions_opened/_closed).
 */
export type AsOfRoute = 'known' | 'later';

/** Versions counted per way before stopping: past this many, both ways cost about the same anyway. */
const ROUTE_PROBE = 2_000;

/**
 * "Known from `param` or before" for the versions closed after it: an expression on known_from, so
 * they are found by known_to (the few closed since), never through the known_from index (all of
 * them); with stale statistics after an import the planner chose that and read every version.
 */
const CLOSED_KNOWN_FROM = (param: string) => `(v.known_from + interval '0') <= ${param}::timestamptz`;

/** The cheaper way for user $1 at `asOf`: two bounded index scans. */
export async function routeAt(q: Queryable, userId: string, asOf: string): Promise<AsOfRoute> {
  const bounded = (where: string) =>
    `(SELECT count(*) FROM (SELECT 1 FROM money_transaction_versions v WHERE v.user_id = $1 AND ${where} LIMIT ${ROUTE_PROBE}) x)`;
  const { rows } = await q.query<{ known: string; later: string }>(
    `SELECT ${bounded('v.known_from <= $2::timestamptz')} AS known,
            ${bounded('v.known_to IS NULL AND v.known_from > $2::timestamptz')}
              + ${bounded(`v.known_to > $2::timestamptz AND ${CLOSED_KNOWN_FROM('$2')}`)} AS later`,
    [userId, asOf],
  );
  const known = Number(rows[0]?.known ?? 0);
  // A probe that hit its bound means "at least that many": then the changes since are the bet.
  return known < ROUTE_PROBE && known < Number(rows[0]?.later ?? 0) ? 'known' : 'later';
}

/** What the sums read of a version: the narrow rows keep `delta` in memory (whole rows spilled to disk). */
const DELTA_COLUMNS = 'v.debit_account_id, v.credit_account_id, v.date, v.status, v.type, v.amount_cents';

/** CTE `delta`: the versions (dated through `lastDay`) summed with `sign` on top of the route's base totals. */
function deltaCte(route: AsOfRoute, instant: string, lastDay: string | undefined): string {
  const dated = lastDay ? ` AND v.date <= ${lastDay}::date` : '';
  if (route === 'known') {
    return `delta AS MATERIALIZED (
    SELECT ${DELTA_COLUMNS}, 1 AS sign FROM money_transaction_versions v WHERE v.user_id = $1 AND ${knownAt('v', instant)}${dated}
  )`;
  }
  return `delta AS MATERIALIZED (
    SELECT ${DELTA_COLUMNS}, -1 AS sign FROM money_transaction_versions v
     WHERE v.user_id = $1 AND v.known_to IS NULL AND v.known_from > ${instant}::timestamptz${dated}
    UNION ALL
    SELECT ${DELTA_COLUMNS}, 1 AS sign FROM money_transaction_versions v
     WHERE v.user_id = $1 AND v.known_to > ${instant}::timestamptz AND ${CLOSED_KNOWN_FROM(instant)}${dated}
  )`;
}

/** The route's base rows: the current totals for 'later', nothing for 'known'. */
const baseFilter = (route: AsOfRoute) => (route === 'known' ? ' AND false' : '');

/**
 * CTEs `accounts` (the user's ($1) accounts known at the instant) and `effects` (what
 * money_account_daily_effects held then, through day `lastDay`): the route's base daily effects plus
 * the balance effects (debit/credit accounts, posted and all) of `delta`, and the balance adjustments
 * (known by the instant for 'known'; recorded after it, taken out, for 'later'). Materialized: every
 * account reads them once.
 */
export function accountsAndEffectsKnownAt(route: AsOfRoute, instant: string, lastDay: string): string {
  const adjustments =
    route === 'known'
      ? `j.amount_cents, j.amount_cents FROM money_balance_adjustment_versions j WHERE j.known_from <= ${instant}::timestamptz`
      : `-j.amount_cents, -j.amount_cents FROM money_balance_adjustment_versions j WHERE j.known_from > ${instant}::timestamptz`;
  return `WITH accounts AS MATERIALIZED (
    SELECT a.* FROM money_account_versions a WHERE a.user_id = $1 AND ${knownAt('a', instant)}
  ),
  ${deltaCte(route, instant, lastDay)},
  effects AS MATERIALIZED (
    SELECT $1::uuid AS user_id, x.account_id, x.date, sum(x.posted_cents) AS posted_cents, sum(x.all_cents) AS all_cents
      FROM (
        SELECT d.account_id, d.date, d.posted_cents, d.all_cents
          FROM money_history_daily_effects d WHERE d.user_id = $1 AND d.date <= ${lastDay}::date${baseFilter(route)}
        UNION ALL
        SELECT l.debit_account_id, l.date, CASE WHEN l.status = 'posted' THEN -l.amount_cents * l.sign ELSE 0 END, -l.amount_cents * l.sign
          FROM delta l WHERE l.debit_account_id IS NOT NULL
        UNION ALL
        SELECT l.credit_account_id, l.date, CASE WHEN l.status = 'posted' THEN l.amount_cents * l.sign ELSE 0 END, l.amount_cents * l.sign
          FROM delta l WHERE l.credit_account_id IS NOT NULL
        UNION ALL
        SELECT j.account_id, j.date, ${adjustments} AND j.user_id = $1 AND j.date <= ${lastDay}::date
      ) x
     GROUP BY x.account_id, x.date
  )`;
}

const TOTALS = ['income', 'expense', 'payment'] as const;
/** A `delta` version as a money_monthly_summary delta (its type's amount and count, signed). */
const LATER_TOTALS = TOTALS.map(
  (type) =>
    `CASE WHEN l.type = '${type}' THEN l.amount_cents * l.sign ELSE 0 END AS ${type}_cents, CASE WHEN l.type = '${type}' THEN l.sign ELSE 0 END AS ${type}_count`,
).join(', ');
const SUMMARY_COLUMNS = TOTALS.map((type) => `s.${type}_cents, s.${type}_count`).join(', ');

/**
 * CTE `monthly`: rows of money_monthly_summary's columns (month and the totals, several rows per
 * month: sum them) that add up to what it held at the instant.
 */
export function monthlySummaryKnownAt(route: AsOfRoute, instant: string): string {
  return `WITH ${deltaCte(route, instant, undefined)},
  monthly AS MATERIALIZED (
    SELECT s.month, ${SUMMARY_COLUMNS} FROM money_history_monthly_summary s WHERE s.user_id = $1${baseFilter(route)}
    UNION ALL
    SELECT date_trunc('month', l.date)::date, ${LATER_TOTALS} FROM delta l
  )`;
}
