import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import type { RestoreTransaction, TransactionReferenceContext } from './commands';
import { transactionMessages } from './constants';
import { transactionDecider } from './decider';
import type { TransactionEvent } from './events';
import { checkingId, expenseRecorded, foodId, metadata, savingsId, txId } from './testing/fixtures';

/*
 * Issue 26: an occurrence deleted with its recurring transaction says so (reason 'recurring-deleted',
 * recurringTransactionId), and the rule's restore brings back exactly those: as they were.
 */
const spec = deciderSpec(transactionDecider);
const ruleId = foodId;
const otherRuleId = savingsId;
const occurrence: TransactionEvent = {
  ...expenseRecorded,
  data: { ...expenseRecorded.data, posted: 'pending', recurringTransactionId: ruleId, isRecurring: true },
};
const withRule: TransactionEvent = {
  type: 'TransactionDeleted',
  data: { transactionId: txId, reason: 'recurring-deleted', recurringTransactionId: ruleId },
};
/** A deletion written before the event named the rule: the occurrence's own rule counts. */
const withRuleUnnamed: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId, reason: 'recurring-deleted' } };
const byHand: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId } };
const regenerated: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId, reason: 'regenerated' } };
const liveAccounts: TransactionReferenceContext = { accounts: { [checkingId]: { name: 'Everyday', isActive: true } }, categories: {} };
const restoreWith =
  (id = ruleId, context = liveAccounts, meta = metadata) =>
  (): RestoreTransaction => ({
    type: 'RestoreTransaction',
    data: { transactionId: txId, context, withRecurringTransactionId: id },
    metadata: meta,
  });

describe('an occurrence deleted with its recurring transaction', () => {
  it('names the rule whose deletion took it', () => {
    spec
      .given([occurrence])
      .when({ type: 'DeleteTransaction', data: { transactionId: txId, reason: 'recurring-deleted' }, metadata })
      .then([withRule]);
  });

  it('comes back with the rule exactly as it was (pending, its rule, its cleared tick)', () => {
    spec.given([occurrence, withRule]).when(restoreWith()).then([occurrence]);
    spec.given([occurrence, withRuleUnnamed]).when(restoreWith()).then([occurrence]);
    const cleared: TransactionEvent = { type: 'TransactionCleared', data: { transactionId: txId } };
    spec.given([occurrence, cleared, withRule]).when(restoreWith()).then([occurrence, cleared]);
  });

  it('is not restored with another rule, nor when deleted by hand or by the generator', () => {
    spec
      .given([occurrence, withRule])
      .when(restoreWith(otherRuleId))
      .thenThrows(ConflictError, { message: transactionMessages.notDeletedWithRecurring });
    spec.given([occurrence, byHand]).when(restoreWith()).thenThrows(ConflictError);
    spec.given([occurrence, regenerated]).when(restoreWith()).thenThrows(ConflictError);
    // Restored once, then deleted by hand: that later deletion is not the rule's.
    spec.given([occurrence, withRule, occurrence, byHand]).when(restoreWith()).thenThrows(ConflictError);
    // Live: not deleted.
    spec.given([occurrence]).when(restoreWith()).thenThrows(ConflictError, { message: transactionMessages.notDeleted });
  });

  it('refuses while an account it names is deleted; another user’s is not found', () => {
    spec
      .given([occurrence, withRule])
      .when(restoreWith(ruleId, { accounts: {}, categories: {} }))
      .thenThrows(ConflictError, { message: transactionMessages.recurringAccountDeleted });
    spec
      .given([occurrence, withRule])
      .when(restoreWith(ruleId, liveAccounts, { ...metadata, userId: 'a0000000-0000-4000-8000-000000000009' }))
      .thenThrows(NotFoundError);
  });
});
