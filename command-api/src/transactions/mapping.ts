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
    notes: row.notes,
    // Issue 24: each line's absolute amount, as a body states it (the type gives the sign).
    splits: row.splits.map((line) => ({ categoryId: line.categoryId, amount: formatCents(line.amountCents), memo: line.memo })),
    recurringTransactionId: row.recurring_transaction_id,
    isRecurring: row.is_recurring,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.balance_posted_cents !== undefined
      ? {
          balanceAfter: row.balance_posted_cents === null ? null : formatCents(Number(row.balance_posted_cents)),
          balanceAfterWithPending: row.balance_all_cents == null ? null : formatCents(Number(row.balance_all_cents)),
        }
      : {}),
  };
}
