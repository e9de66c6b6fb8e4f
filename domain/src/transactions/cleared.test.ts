import { describe, it } from 'vitest';
import { NotFoundError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import type { SetTransactionCleared } from './commands';
import { transactionDecider } from './decider';
import type { TransactionEvent } from './events';
import { expenseRecorded, metadata, otherUserId, txId, userId } from './testing/fixtures';

/** Issue 24: the cleared tick of reconciliation, its own events in the transaction's stream. */
const spec = deciderSpec(transactionDecider);
const setCleared = (cleared: boolean, asUser = userId): SetTransactionCleared => ({
  type: 'SetTransactionCleared',
  data: { transactionId: txId, cleared },
  metadata: { ...metadata, userId: asUser },
});
const cleared: TransactionEvent = { type: 'TransactionCleared', data: { transactionId: txId } };
const uncleared: TransactionEvent = { type: 'TransactionUncleared', data: { transactionId: txId } };
const deleted: TransactionEvent = { type: 'TransactionDeleted', data: { transactionId: txId } };

describe('transactions: cleared (reconciliation)', () => {
  it('ticks a recorded transaction as cleared', () => {
    spec.given([expenseRecorded]).when(setCleared(true)).then([cleared]);
  });

  it('takes the tick back', () => {
    spec.given([expenseRecorded, cleared]).when(setCleared(false)).then([uncleared]);
  });

  it('emits nothing when the tick is already so', () => {
    spec.given([expenseRecorded]).when(setCleared(false)).then([]);
    spec.given([expenseRecorded, cleared]).when(setCleared(true)).then([]);
    spec.given([expenseRecorded, cleared, uncleared]).when(setCleared(false)).then([]);
  });

  it('is NotFound for a missing, deleted or another user’s transaction', () => {
    spec.given([]).when(setCleared(true)).thenThrows(NotFoundError);
    spec.given([expenseRecorded, deleted]).when(setCleared(true)).thenThrows(NotFoundError);
    spec.given([expenseRecorded]).when(setCleared(true, otherUserId)).thenThrows(NotFoundError);
  });

  it('a restored transaction starts uncleared again', () => {
    spec.given([expenseRecorded, cleared, deleted, expenseRecorded]).when(setCleared(true)).then([cleared]);
  });
});
