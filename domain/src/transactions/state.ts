import type { TransactionStatus, TransactionType } from './constants';

/** The normalised, stored fields of a transaction (amount absolute, in cents). */
export interface TransactionFields {
  title: string;
  type: TransactionType;
  amountCents: number;
  category: string;
  transactionCategoryIds: string[];
  fromAccountId: string | null;
  toAccountId: string | null;
  posted: TransactionStatus;
  date: string;
}

export type TransactionState =
  | { status: 'none' }
  | {
      status: 'recorded';
      transactionId: string;
      userId: string;
      fields: TransactionFields;
      recurringTransactionId: string | null;
      isRecurring: boolean;
    }
  /** Deleted: its last values are kept, so a restore (issue 10) records it again as it was. */
  | {
      status: 'deleted';
      transactionId: string;
      userId: string;
      fields: TransactionFields;
      recurringTransactionId: string | null;
    };

export function transactionStreamId(transactionId: string): string {
  return `transaction-${transactionId}`;
}
