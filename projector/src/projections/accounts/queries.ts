import { ACCOUNT_FIELD_KEYS, type AccountConvertedField, type AccountFields, type AccountPlainFields } from '@life/domain';
import type { Queryable } from '@life/infra';
import { accountsAndEffectsKnownAt, routeAt } from '../as-of/money-totals';
import { LIVE, type RowSource } from '../as-of/source';
import { ISO, sqlParams } from '../sql';

/**
 * The money_accounts column of each stored account field: the projection writes these columns,
 * the queries read them. Typed complete, so a field added to the domain's events is a compile
 * error here until it has its column (and a migration adds it).
 */
export const ACCOUNT_FIELD_COLUMNS = {
  accountName: 'account_name',
  accountType: 'account_type',
  startingBalanceCents: 'starting_balance_cents',
  startingBalanceAsOf: 'starting_balance_asof',
  creditLimitCents: 'credit_limit_cents',
  description: 'description',
  color: 'color',
  isActive: 'is_active',
} as const satisfies Record<keyof AccountFields, string>;

/** Fields the API converts, selected under their column names (cents as strings, the day as yyyy-mm-dd). */
const CONVERTED_FIELDS_SQL: Record<AccountConvertedField, string> = {
  startingBalanceCents: 'a.starting_balance_cents',
  startingBalanceAsOf: `to_char(a.starting_balance_asof, 'YYYY-MM-DD') AS starting_balance_asof`,
  creditLimitCents: 'a.credit_limit_cents',
};

/** The plain fields, selected under their domain names so the API's mapping can spread them. */
const PLAIN_FIELDS_SQL = ACCOUNT_FIELD_KEYS.filter((key): key is keyof AccountPlainFields => !Object.hasOwn(CONVERTED_FIELDS_SQL, key))
  .map((key) => `a.${ACCOUNT_FIELD_COLUMNS[key]} AS "${key}"`)
  .join(', ');

/**
 * money_accounts row with its derived balances: the plain fields (AccountPlainFields) under their
 * domain names, the rest snake_case (cents as strings, as int8/numeric come back).
 */
export type AccountRow = AccountPlainFields & {
  id: string;
  starting_balance_cents: string;
  starting_balance_asof: string;
  credit_limit_cents: string | null;
  is_primary: boolean;
  created_at: string;
  updated_at: string;
  /** Starting balance + posted effects dated from the as-of day through `asOf`. */
  balance_posted_cents: string;
  /** Same with pending transactions counted too. */
  balance_all_cents: string;
};

/**
 * The balance rule, one SQL condition for every balance query (this file's and balances/queries.ts):
 * the daily effects (`d`, money_account_daily_effects) an account (`a`, money_accounts) counts are
 * its own from its starting balance's as-of day on. Balance at the end of day D = starting balance
 * + those effects dated through D; before the as-of day it is the starting balance.
 */
export function countedEffects(d: string, a: string): string {
  return `${d}.user_id = ${a}.user_id AND ${d}.account_id = ${a}.id AND ${d}.date >= ${a}.starting_balance_asof`;
}

/** AccountRow's columns but the balances, over `a`: a money_accounts row or a version of one (money-history). */
export const ACCOUNT_ROW_COLUMNS = `a.id::text AS id, ${PLAIN_FIELDS_SQL}, ${Object.values(CONVERTED_FIELDS_SQL).join(', ')}, a.is_primary,
         to_char(a.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
         to_char(a.updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/**
 * Where balances are summed from: the user's ($1) accounts (FROM item `accounts`, alias a, with
 * `conditions`) and the daily effects (`effects`, a table or CTE of money_account_daily_effects'
 * columns), after the CTEs `with`.
 */
export interface BalanceRows {
  with: string;
  accounts: string;
  conditions: string[];
  effects: string;
}

/**
 * The balance rows of the source: the live tables, or what money-history knew at the instant (bound
 * by `param`), its effects summed through day `lastDay` (a placeholder) by the cheaper route.
 */
export async function balanceRowsIn(
  q: Queryable,
  userId: string,
  source: RowSource,
  lastDay: string,
  param: (value: unknown) => string,
): Promise<BalanceRows> {
  if (source.kind === 'live') {
    return { with: '', accounts: 'money_accounts a', conditions: ['NOT a.deleted'], effects: 'money_account_daily_effects' };
  }
  const route = await routeAt(q, userId, source.instant);
  return {
    with: accountsAndEffectsKnownAt(route, param(source.instant), lastDay),
    accounts: 'accounts a',
    conditions: [],
    effects: 'effects',
  };
}

/**
 * Balance at the end of day $2 = starting balance + the daily effects from the as-of day to $2:
 * an index range scan of at most one row per day with activity, per account.
 */
function accountsWithBalances(rows: BalanceRows, where: readonly string[] = []): string {
  return `${rows.with}
  SELECT ${ACCOUNT_ROW_COLUMNS},
         a.starting_balance_cents + coalesce(e.posted, 0) AS balance_posted_cents,
         a.starting_balance_cents + coalesce(e.all_cents, 0) AS balance_all_cents
    FROM ${rows.accounts}
    LEFT JOIN LATERAL (
      SELECT sum(d.posted_cents) AS posted, sum(d.all_cents) AS all_cents
        FROM ${rows.effects} d
       WHERE ${countedEffects('d', 'a')} AND d.date <= $2::date
    ) e ON true
   WHERE ${['a.user_id = $1', ...rows.conditions, ...where].join(' AND ')}`;
}

/** The user's accounts in the source in creation order, with balances at the end of day `day`. */
export async function listAccounts(q: Queryable, userId: string, day: string, source: RowSource = LIVE): Promise<AccountRow[]> {
  const { params, param } = sqlParams(userId, day);
  const rows = await balanceRowsIn(q, userId, source, '$2', param);
  const { rows: accounts } = await q.query<AccountRow>(`${accountsWithBalances(rows)} ORDER BY a.created_position`, params);
  return accounts;
}

/** One live account of the user (undefined when missing, deleted or someone else's), balances at the end of day `day`. */
export async function findAccount(q: Queryable, userId: string, accountId: string, day: string): Promise<AccountRow | undefined> {
  const { params, param } = sqlParams(userId, day);
  const rows = await balanceRowsIn(q, userId, LIVE, '$2', param);
  const { rows: accounts } = await q.query<AccountRow>(accountsWithBalances(rows, [`a.id = ${param(accountId)}::uuid`]), params);
  return accounts[0];
}

export interface AccountBalanceAt {
  accountId: string;
  postedCents: number;
  allCents: number;
}

/**
 * Balances of every account in the source at the end of day `date` (posted and all): what schedule
 * periods ask for their start and end days. Days before an account's as-of day give its starting balance.
 */
export async function accountBalancesAt(q: Queryable, userId: string, date: string, source: RowSource = LIVE): Promise<AccountBalanceAt[]> {
  const rows = await listAccounts(q, userId, date, source);
  return rows.map((row) => ({ accountId: row.id, postedCents: Number(row.balance_posted_cents), allCents: Number(row.balance_all_cents) }));
}

export interface AdjustmentRow {
  id: string;
  account_id: string;
  amount_cents: string;
  date: string;
  previous_balance_cents: string;
  new_balance_cents: string;
  created_at: string;
}

/**
 * An account's balance adjustments, newest first; with `asOf` (an instant, issue 10) the ones known
 * then: adjustments are never changed or removed, so a row is known from its event's occurredAt on.
 */
export async function listAdjustments(q: Queryable, userId: string, accountId: string, asOf?: string): Promise<AdjustmentRow[]> {
  const { rows } = await q.query<AdjustmentRow>(
    `SELECT a.id::text AS id, a.account_id::text AS account_id, a.amount_cents, to_char(a.date, 'YYYY-MM-DD') AS date,
            a.previous_balance_cents, a.new_balance_cents, to_char(a.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at
       FROM money_balance_adjustments a
      WHERE a.user_id = $1 AND a.account_id = $2::uuid${asOf ? ' AND a.created_at <= $3::timestamptz' : ''}
      ORDER BY a.date DESC, a.created_position DESC`,
    asOf ? [userId, accountId, asOf] : [userId, accountId],
  );
  return rows;
}

/** What still names an account (issue 13 #4: deleting it must orphan nothing). */
export interface AccountUsageCounts {
  /** Live transactions with the account as from- or to-account, generated occurrences included. */
  transactions: number;
  /** Of those, payments (transfers): the other account's balance changes too when they go. */
  transfers: number;
  /** Live recurring transactions with the account as from- or to-account. */
  recurringTransactions: number;
}

const NAMES_ACCOUNT = (alias: string) =>
  `${alias}.user_id = $1 AND (${alias}.from_account_id = $2::uuid OR ${alias}.to_account_id = $2::uuid)`;

/** Counted over the ledger and the recurring read model (index scans of the by-account indexes). */
export async function accountUsage(q: Queryable, userId: string, accountId: string): Promise<AccountUsageCounts> {
  const { rows } = await q.query<{ transactions: string; transfers: string; recurring: string }>(
    `SELECT count(*) AS transactions, count(*) FILTER (WHERE t.type = 'payment') AS transfers,
            (SELECT count(*) FROM money_recurring_transactions r WHERE ${NAMES_ACCOUNT('r')}) AS recurring
       FROM money_transactions t
      WHERE ${NAMES_ACCOUNT('t')}`,
    [userId, accountId],
  );
  const row = rows[0];
  return {
    transactions: Number(row?.transactions ?? 0),
    transfers: Number(row?.transfers ?? 0),
    recurringTransactions: Number(row?.recurring ?? 0),
  };
}

/** The ids of the live transactions naming the account (from or to), oldest first. */
export async function accountTransactionIds(q: Queryable, userId: string, accountId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT t.id::text AS id FROM money_transactions t WHERE ${NAMES_ACCOUNT('t')} ORDER BY t.created_position`,
    [userId, accountId],
  );
  return rows.map((row) => row.id);
}
