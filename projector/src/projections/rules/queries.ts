import type { RuleMatchKind, RuleToApply } from '@life/domain';
import type { Queryable } from '@life/infra';
import { ISO } from '../sql';

/** money_rules row (GET /api/rules), cents as strings. */
export interface RuleRow {
  id: string;
  name: string;
  match_kind: RuleMatchKind;
  pattern: string;
  account_id: string | null;
  min_amount_cents: string | null;
  max_amount_cents: string | null;
  category_id: string | null;
  rename_to: string;
  transfer_account_id: string | null;
  created_at: string;
  updated_at: string;
}

const RULE_COLUMNS = `id, name, match_kind, pattern, account_id, min_amount_cents::text AS min_amount_cents,
  max_amount_cents::text AS max_amount_cents, category_id, rename_to, transfer_account_id,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(updated_at AT TIME ZONE 'UTC', ${ISO}) AS updated_at`;

/** The user's live rules in the order they are tried (the user's order: creation order until one is moved). */
export async function listRules(q: Queryable, userId: string): Promise<RuleRow[]> {
  const { rows } = await q.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM money_rules WHERE user_id = $1 AND NOT deleted ORDER BY rank, created_position`,
    [userId],
  );
  return rows;
}

/** One live rule of the user (undefined when missing, deleted or someone else's). */
export async function findRule(q: Queryable, userId: string, ruleId: string): Promise<RuleRow | undefined> {
  const { rows } = await q.query<RuleRow>(`SELECT ${RULE_COLUMNS} FROM money_rules WHERE user_id = $1 AND id = $2 AND NOT deleted`, [
    userId,
    ruleId,
  ]);
  return rows[0];
}

const centsOrNull = (cents: string | null): number | null => (cents === null ? null : Number(cents));

/** A row as applyRules takes it (domain values). */
export function ruleToApply(row: RuleRow): RuleToApply {
  return {
    ruleId: row.id,
    name: row.name,
    matchKind: row.match_kind,
    pattern: row.pattern,
    accountId: row.account_id,
    minAmountCents: centsOrNull(row.min_amount_cents),
    maxAmountCents: centsOrNull(row.max_amount_cents),
    categoryId: row.category_id,
    renameTo: row.rename_to,
    transferAccountId: row.transfer_account_id,
  };
}

/** The user's rules ready to apply, in order. */
export async function rulesToApply(q: Queryable, userId: string): Promise<RuleToApply[]> {
  return (await listRules(q, userId)).map(ruleToApply);
}

export interface PayeeMemoryRow {
  title: string;
  type: 'income' | 'expense' | 'payment';
  category_ids: string[];
  from_account_id: string | null;
  to_account_id: string | null;
}

/**
 * Payee memory (issue 23): the user's newest transaction (by day, then recording) whose title is
 * this one, case-insensitively; one probe of money_transactions_by_title (0049). Reads the
 * ledger's table (the money-ledger checkpoint is what a caller waits on).
 */
export async function lastTransactionWithTitle(q: Queryable, userId: string, title: string): Promise<PayeeMemoryRow | undefined> {
  const { rows } = await q.query<PayeeMemoryRow>(
    `SELECT title, type, category_ids::text[] AS category_ids, from_account_id::text AS from_account_id, to_account_id::text AS to_account_id
       FROM money_transactions WHERE user_id = $1 AND lower(title) = lower($2)
      ORDER BY date DESC, created_position DESC LIMIT 1`,
    [userId, title.trim()],
  );
  return rows[0];
}
