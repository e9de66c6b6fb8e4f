import { formatCents, signedAmountCents, type TransactionStatus, type TransactionType } from '@life/domain';
import type { TransactionRow } from './queries';

/** A transaction as every /api/transactions route returns it. */
export interface TransactionView {
  id: string;
  title: string;
  /** Signed decimal string: expenses negative ("-12.30"), income and payments positive. */
  amount: string;
  type: TransactionType;
  /** Name of the first chosen category when it was written ('' when none). */
  category: string;
  transactionCategoryIds: string[];
  fromAccountId: string | null;
  toAccountId: string | null;
  posted: TransactionStatus;
  /** yyyy-mm-dd */
  date: string;
  recurringTransactionId: string | null;
  isRecurring: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toTransactionView(row: TransactionRow): TransactionView {
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
