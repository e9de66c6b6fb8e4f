import type { Queryable } from '@life/infra';

/**
 * Reads of the reconciliation read model (issue 24), joined with the ledger and the accounts. The
 * cleared balance is defined in domain/src/accounts/reconciliation.ts; these reads compute it.
 */

/** What the signed effect of a transaction on account `a` is (cents): in +, out -. */
const EFFECT = `CASE WHEN t.to_account_id = a.id AND t.type IN ('income', 'payment') THEN t.amount_cents
                     WHEN t.from_account_id = a.id AND t.type IN ('expense', 'payment') THEN -t.amount_cents
                     ELSE 0 END`;

/** The user's live account's starting balance (its as-of day) with the cleared balance on `statementDate`. */
export interface ClearedBalanceRow {
  starting_balance_asof: string;
  /** Everything cleared on the statement's day, in cents (as a string). */
  cleared_cents: string;
}

export async function clearedBalance(
  q: Queryable,
  userId: string,
  accountId: string,
  statementDate: string,
): Promise<ClearedBalanceRow | undefined> {
  const { rows } = await q.query<ClearedBalanceRow>(
    `WITH a AS (
       SELECT id, starting_balance_cents, starting_balance_asof FROM money_accounts WHERE user_id = $1 AND id = $2::uuid AND NOT deleted
     )
     SELECT to_char(a.starting_balance_asof, 'YYYY-MM-DD') AS starting_balance_asof,
       ((CASE WHEN a.starting_balance_asof <= $3::date THEN a.starting_balance_cents ELSE 0 END)
        + coalesce((SELECT sum(j.amount_cents) FROM money_balance_adjustments j
                     WHERE j.user_id = $1 AND j.account_id = a.id AND j.date BETWEEN a.starting_balance_asof AND $3::date), 0)
        + coalesce((SELECT sum(${EFFECT}) FROM money_transactions t
                      JOIN money_transaction_cleared c ON c.user_id = t.user_id AND c.transaction_id = t.id::text
                     WHERE t.user_id = $1 AND (t.from_account_id = a.id OR t.to_account_id = a.id) AND t.status = 'posted'
                       AND t.date BETWEEN a.starting_balance_asof AND $3::date), 0))::text AS cleared_cents
       FROM a`,
    [userId, accountId, statementDate],
  );
  return rows[0];
}

/** Most transactions the reconcile dialog lists at once (oldest first). */
export const MAX_RECONCILE_CANDIDATES = 2000;

/** A posted transaction of the account the reconciliation may tick: not locked yet, dated as-of day..statement day. */
export interface ReconcileCandidateRow {
  id: string;
  date: string;
  title: string;
  type: string;
  /** The signed effect on the account, in cents (as a string). */
  effect_cents: string;
  cleared: boolean;
}

export async function reconcileCandidates(
  q: Queryable,
  userId: string,
  accountId: string,
  statementDate: string,
): Promise<ReconcileCandidateRow[]> {
  const { rows } = await q.query<ReconcileCandidateRow>(
    `WITH a AS (SELECT id, starting_balance_asof FROM money_accounts WHERE user_id = $1 AND id = $2::uuid AND NOT deleted)
     SELECT t.id::text AS id, to_char(t.date, 'YYYY-MM-DD') AS date, t.title, t.type, (${EFFECT})::text AS effect_cents,
            EXISTS (SELECT 1 FROM money_transaction_cleared c WHERE c.user_id = t.user_id AND c.transaction_id = t.id::text) AS cleared
       FROM money_transactions t CROSS JOIN a
      WHERE t.user_id = $1 AND (t.from_account_id = a.id OR t.to_account_id = a.id) AND t.status = 'posted'
        AND t.date BETWEEN a.starting_balance_asof AND $3::date
        AND NOT EXISTS (SELECT 1 FROM money_reconciled_transactions r WHERE r.user_id = t.user_id AND r.transaction_id = t.id::text)
      ORDER BY t.date, t.created_position
      LIMIT ${MAX_RECONCILE_CANDIDATES}`,
    [userId, accountId, statementDate],
  );
  return rows;
}

export interface ReconciliationRow {
  id: string;
  statement_date: string;
  statement_balance_cents: string;
  transaction_count: number;
}

/** The account's latest reconciliation (the register's locked-in line). */
export async function lastReconciliation(q: Queryable, userId: string, accountId: string): Promise<ReconciliationRow | undefined> {
  const { rows } = await q.query<ReconciliationRow>(
    `SELECT id, to_char(statement_date, 'YYYY-MM-DD') AS statement_date, statement_balance_cents::text AS statement_balance_cents,
            cardinality(transaction_ids) AS transaction_count
       FROM money_reconciliations WHERE user_id = $1 AND account_id = $2 ORDER BY created_position DESC LIMIT 1`,
    [userId, accountId],
  );
  return rows[0];
}

/** Each locked transaction of the account with the statement day of its latest reconciliation. */
export async function lockedTransactions(
  q: Queryable,
  userId: string,
  accountId: string,
): Promise<{ transaction_id: string; statement_date: string }[]> {
  const { rows } = await q.query<{ transaction_id: string; statement_date: string }>(
    `SELECT transaction_id, to_char(max(statement_date), 'YYYY-MM-DD') AS statement_date
       FROM money_reconciled_transactions WHERE user_id = $1 AND account_id = $2 GROUP BY transaction_id ORDER BY transaction_id`,
    [userId, accountId],
  );
  return rows;
}

/** The ids among the account's cleared transactions (the register's cleared marks). */
export async function clearedTransactionIds(q: Queryable, userId: string, accountId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT t.id::text AS id FROM money_transactions t
       JOIN money_transaction_cleared c ON c.user_id = t.user_id AND c.transaction_id = t.id::text
      WHERE t.user_id = $1 AND (t.from_account_id = $2::uuid OR t.to_account_id = $2::uuid) ORDER BY t.id`,
    [userId, accountId],
  );
  return rows.map((row) => row.id);
}
