import { BALANCE_ADJUSTMENT_TITLE, formatCents, type AccountJson, type AdjustmentJson } from '@life/domain';
import type { AccountRow, AdjustmentRow } from '@life/projector/projections/money/queries';

const money = (cents: string) => formatCents(Number(cents));

/** GET /api/accounts item; the shape is the domain's AccountJson, which web reads too. */
export function toAccountJson(row: AccountRow): AccountJson {
  return {
    id: row.id,
    accountName: row.account_name,
    accountType: row.account_type,
    balance: money(row.balance_posted_cents),
    balanceAll: money(row.balance_all_cents),
    startingBalance: money(row.starting_balance_cents),
    startingBalanceAsof: row.starting_balance_asof,
    creditLimit: row.credit_limit_cents === null ? null : money(row.credit_limit_cents),
    description: row.description,
    color: row.color,
    isActive: row.is_active,
    isPrimary: row.is_primary,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
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
