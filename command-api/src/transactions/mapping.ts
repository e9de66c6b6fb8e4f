import { formatCents, signedAmountCents, type TransactionJson } from '@life/domain';
import type { TransactionRow } from '@life/projector/projections/ledger/queries';

/** A transaction as every /api/transactions route returns it; the shape web reads too. */
export function toTransactionJson(row: TransactionRow): TransactionJson {
  return {
    id: row.id,
    title: row.title,
    amount: formatCents(signedAmountCents(row.type, Number(row.amount_cents))),
    type: row.type,
    category: row.category,
    transactionCategoryIds: row.category_ids === '' ? [] : row.category_ids.split(','),
    fromAccountId: row.from_account_id,
    toAccountId: row.to_account_id,
    posted: row.status,
    date: row.date,
    recurringTransactionId: row.recurring_transaction_id,
    isRecurring: row.is_recurring,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
