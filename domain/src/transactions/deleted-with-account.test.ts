import { describe, it } from 'vitest';
import { ConflictError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import type { RestoreTransaction } from './commands';
import { transactionDecider } from './decider';
import type { TransactionEvent } from './events';
import { checkingId, expenseRecorded, foodId, metadata, savingsId, txId } from './testing/fixtures';

/*
 * Issue 26: a transaction deleted with its account says so (reason 'account-deleted', accountId), and
 * the account's restore brings back exactly those: as they were, only with that account.
 */
const spec = deciderSpec(transactionDecider);
const withAccount: TransactionEvent = {
  type: 'TransactionDeleted',
  data: { transactionId: txId, reason: 'account-deleted', accountId: checkingId },
};
const byHand: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId } };
/** Only the restored account is live again: categories are not asked for (kept as they were). */
const restoredAccountOnly = { accounts: { [checkingId]: { name: 'Everyday', isActive: true } }, categories: {} };
const restoreWith =
  (accountId = checkingId, context = restoredAccountOnly) =>
  (): RestoreTransaction => ({ type: 'RestoreTransaction', data: { transactionId: txId, context, withAccountId: accountId }, metadata });

describe('a transaction deleted with its account', () => {
  it('says which account took it', () => {
    spec
      .given([expenseRecorded])
      .when({ type: 'DeleteTransaction', data: { transactionId: txId, withAccountId: checkingId }, metadata })
      .then([withAccount]);
  });

  it('is not deleted with an account it does not name', () => {
    spec
      .given([expenseRecorded])
      .when({ type: 'DeleteTransaction', data: { transactionId: txId, withAccountId: savingsId }, metadata })
      .thenThrows(ConflictError);
    spec
      .given([expenseRecorded])
      .when({ type: 'DeleteTransaction', data: { transactionId: txId, withAccountId: 'a\ud83d' }, metadata })
      .thenThrows(ConflictError);
  });

  it('comes back with that account as it was, its categories kept even when deleted since', () => {
    spec.given([expenseRecorded, withAccount]).when(restoreWith()).then([expenseRecorded]);
  });

  it('keeps its cleared tick and its recurring rule', () => {
    const generated = { ...expenseRecorded, data: { ...expenseRecorded.data, recurringTransactionId: foodId, isRecurring: true } };
    const cleared: TransactionEvent = { type: 'TransactionCleared', data: { transactionId: txId } };
    spec.given([generated, cleared, withAccount]).when(restoreWith()).then([generated, cleared]);
  });

  it('is not restored with an account it was not deleted with, nor when deleted by hand before', () => {
    spec.given([expenseRecorded, withAccount]).when(restoreWith(savingsId)).thenThrows(ConflictError);
    spec.given([expenseRecorded, byHand]).when(restoreWith()).thenThrows(ConflictError);
    // Restored once, then deleted by hand: that later deletion is not the account's.
    spec.given([expenseRecorded, withAccount, expenseRecorded, byHand]).when(restoreWith()).thenThrows(ConflictError);
  });

  it('refuses while the other account of a transfer is still deleted', () => {
    const transfer = { ...expenseRecorded, data: { ...expenseRecorded.data, type: 'payment' as const, toAccountId: savingsId } };
    spec.given([transfer, withAccount]).when(restoreWith()).thenThrows(ConflictError);
  });
});
