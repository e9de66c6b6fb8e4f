import { BALANCE_ADJUSTMENT_TITLE, formatCents } from '@life/domain';
import type { AccountRow, AdjustmentRow } from './queries';

/** GET /api/accounts item. Money as decimal strings with two decimals. */
export interface AccountView {
  id: string;
  accountName: string;
  accountType: string;
  /** Current balance: starting balance + posted transactions and adjustments dated from startingBalanceAsof to today. */
  balance: string;
  /** The same with pending transactions included. */
  balanceAll: string;
  startingBalance: string;
  startingBalanceAsof: string;
  creditLimit: string | null;
  description: string;
  color: string;
  isActive: boolean;
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
}

const money = (cents: string) => formatCents(Number(cents));

export function toAccountView(row: AccountRow): AccountView {
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
export interface AdjustmentView {
  id: string;
  accountId: string;
  title: typeof BALANCE_ADJUSTMENT_TITLE;
  /** Signed: what the adjustment added to the balance. */
  amount: string;
  date: string;
  previousBalance: string;
  newBalance: string;
  createdAt: string;
}

export function toAdjustmentView(row: AdjustmentRow): AdjustmentView {
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
