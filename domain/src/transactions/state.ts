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
      /** Ticked as on a bank statement (issue 24, TransactionCleared); absent until first ticked. */
      cleared?: boolean;
    }
  /** Deleted: its last values are kept, so a restore (issue 10) records it again as it was. */
  | {
      status: 'deleted';
      transactionId: string;
      userId: string;
      fields: TransactionFields;
      recurringTransactionId: string | null;
      cleared?: boolean;
      /** Deleted with this account (reason 'account-deleted'): the account's restore brings it back. */
      deletedWithAccountId?: string;
      /** Deleted with its recurring transaction (reason 'recurring-deleted'): the rule's restore brings it back. */
      deletedWithRecurringTransactionId?: string;
    };

export function transactionStreamId(transactionId: string): string {
  return `transaction-${transactionId}`;
}
