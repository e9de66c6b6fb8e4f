import type { TransactionJson } from '@life/domain/transactions/api';
import type { TransactionInput } from '@life/domain/transactions/schemas';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from '@life/domain/transactions/constants';

/** A transaction as the API returns it: the one shape command-api's mapping also returns. */
export type Transaction = TransactionJson;

/** POST /api/transactions and PUT /api/transactions/{id} (SPEC 7): the domain's body shape. */
export type TransactionBody = TransactionInput;

/** GET /api/transactions filters; absent means "all". */
export interface TransactionFilters {
  transactionType?: TransactionType;
  status?: TransactionStatus;
  startDate?: string;
  endDate?: string;
  /** Part of the title, case-insensitive (trimmed; absent when blank). */
  search?: string;
  /** Transactions from or to this account (?accountId, or the register's route). */
  accountId?: string;
  /** Transactions with this category among theirs. */
  categoryId?: string;
}

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  income: 'Income',
  expense: 'Expense',
  payment: 'Payment',
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  posted: 'Posted',
  pending: 'Pending',
};

/** Select/segmented-control options of every type, in the domain's order; `labels` overrides some. */
export function transactionTypeOptions(labels: Partial<Record<TransactionType, string>> = {}): { value: TransactionType; label: string }[] {
  return TRANSACTION_TYPES.map((type) => ({ value: type, label: labels[type] ?? TRANSACTION_TYPE_LABELS[type] }));
}

/** Options of every status, in the domain's order. */
export function transactionStatusOptions(): { value: TransactionStatus; label: string }[] {
  return TRANSACTION_STATUSES.map((status) => ({ value: status, label: TRANSACTION_STATUS_LABELS[status] }));
}

export const TRANSACTION_TYPE_COLORS: Record<TransactionType, string> = {
  income: 'teal',
  expense: 'red',
  payment: 'blue',
};
