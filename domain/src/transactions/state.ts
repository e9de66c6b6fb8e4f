import type { TransactionFields } from './fields';

export type { TransactionFields } from './fields';

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
