import {
  ACCOUNT_FIELD_KEYS,
  BALANCE_ADJUSTMENT_TITLE,
  formatCents,
  type AccountConvertedField,
  type AccountJson,
  type AccountPlainFields,
  type AdjustmentJson,
} from '@life/domain';
import { pickFields } from '@life/domain/shared/aggregate-fields';
import type { AccountRow, AdjustmentRow } from '@life/projector/projections/accounts/queries';

const money = (cents: string) => formatCents(Number(cents));

/** The stored fields the API returns as they are (AccountPlainFields), picked by the domain's one field list. */
const CONVERTED_FIELDS: readonly AccountConvertedField[] = ['startingBalanceCents', 'startingBalanceAsOf', 'creditLimitCents'];
const PLAIN_FIELD_KEYS = ACCOUNT_FIELD_KEYS.filter(
  (key): key is keyof AccountPlainFields => !(CONVERTED_FIELDS as readonly string[]).includes(key),
);

/**
 * Picked, not spread: a column the shared query selects for another caller (a user id, say) must never reach
 * the API by accident. A new plain field still needs no line here.
 */
function plainFields(row: AccountRow): AccountPlainFields {
  return pickFields(PLAIN_FIELD_KEYS, row);
}

/** GET /api/accounts item; the shape is the domain's AccountJson, which web reads too. */
export function toAccountJson(row: AccountRow): AccountJson {
  return {
    id: row.id,
    ...plainFields(row),
    balance: money(row.balance_posted_cents),
    balanceAll: money(row.balance_all_cents),
    startingBalance: money(row.starting_balance_cents),
    startingBalanceAsof: row.starting_balance_asof,
    creditLimit: row.credit_limit_cents === null ? null : money(row.credit_limit_cents),
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
