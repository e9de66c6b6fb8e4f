import { BALANCE_ADJUSTMENT_TITLE, formatCents, type AccountJson, type AdjustmentJson } from '@life/domain';
import type { AccountRow, AdjustmentRow } from '@life/projector/projections/money/queries';

const money = (cents: string) => formatCents(Number(cents));

/** GET /api/accounts item; the shape is the domain's AccountJson, which web reads too. */
export function toAccountJson(row: AccountRow): AccountJson {
  // The rest are the plain fields (texts, type, flag), already under their JSON names: a new one needs no line here.
  const {
    id,
    balance_posted_cents,
    balance_all_cents,
    starting_balance_cents,
    starting_balance_asof,
    credit_limit_cents,
    is_primary,
    created_at,
    updated_at,
    ...plain
  } = row;
  return {
    id,
    ...plain,
    balance: money(balance_posted_cents),
    balanceAll: money(balance_all_cents),
    startingBalance: money(starting_balance_cents),
    startingBalanceAsof: starting_balance_asof,
    creditLimit: credit_limit_cents === null ? null : money(credit_limit_cents),
    isPrimary: is_primary,
    createdAt: created_at,
    updatedAt: updated_at,
  };
}

/** GET /api/accounts/:id/adjustments item. */
export function toAdjustmentJson(row: AdjustmentRow): AdjustmentJson {
  return {
    id: row.id,
    accountId: row.account_id,
    title: BALANCE_ADJUSTMENT_TITLE,
    amount: money(row.amount_cents),
    date: row.date,
    previousBalance: money(row.previous_balance_cents),
    newBalance: money(row.new_balance_cents),
    createdAt: row.created_at,
  };
}
