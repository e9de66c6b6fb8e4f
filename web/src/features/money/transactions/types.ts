import type { TransactionJson } from '@life/domain/transactions/api';
import type { TransactionStatus, TransactionType } from '@life/domain/transactions/constants';

/** A transaction as the API returns it: the one shape command-api's mapping also returns. */
export type Transaction = TransactionJson;

/** POST /api/transactions and PUT /api/transactions/{id} (SPEC 7). */
export interface TransactionBody {
  title: string;
  amount: string;
  type: string;
  category: string;
  transactionCategoryIds: string[];
  fromAccountId: string | null;
  toAccountId: string | null;
  posted: string;
  date: string;
  isRecurring: false;
}

/** GET /api/transactions filters; absent means "all". */
export interface TransactionFilters {
  transactionType?: TransactionType;
  status?: TransactionStatus;
  startDate?: string;
  endDate?: string;
}

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  income: 'Income',
  expense: 'Expense',
  payment: 'Payment',
};

export const TRANSACTION_TYPE_COLORS: Record<TransactionType, string> = {
  income: 'teal',
  expense: 'red',
  payment: 'blue',
};
