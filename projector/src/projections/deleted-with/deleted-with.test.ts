import { transactionStreamId, type TransactionDeletedEvent, type TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec, type SpecEvent } from '../../testing/projection-spec';
import { moneyDeletedWithProjection } from './deleted-with';
import { transactionsDeletedWithAccount } from './queries';

const userId = 'a0000000-0000-4000-8000-000000000001';
const accountId = 'b0000000-0000-4000-8000-000000000001';
const otherAccountId = 'b0000000-0000-4000-8000-000000000002';
const tx = (n: number) => `d0000000-0000-4000-8000-00000000000${n}`;

const recorded = (n: number): SpecEvent<TransactionRecordedEvent> => ({
  streamId: transactionStreamId(tx(n)),
  type: 'TransactionRecorded',
  data: {
    transactionId: tx(n),
    userId,
    title: 'Coffee',
    type: 'expense',
    amountCents: 450,
    category: '',
    transactionCategoryIds: [],
    fromAccountId: accountId,
    toAccountId: null,
    posted: 'posted',
    date: '2024-03-01',
    notes: '',
    splits: [],
    recurringTransactionId: null,
    isRecurring: false,
  },
});
const deleted = (n: number, withAccount?: string): SpecEvent<TransactionDeletedEvent> => ({
  streamId: transactionStreamId(tx(n)),
  type: 'TransactionDeleted',
  data: withAccount ? { transactionId: tx(n), reason: 'account-deleted', accountId: withAccount } : { transactionId: tx(n) },
});

describe.each(testDbKinds())('money-deleted-with projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });
  const spec = () => projectionSpec(moneyDeletedWithProjection, env, { userId });

  it('keeps the transactions deleted with an account, not those deleted by hand', () =>
    spec()
      .given([recorded(1), recorded(2), recorded(3), deleted(3)])
      .when([deleted(1, accountId), deleted(2, accountId)])
      .thenRows((q) => transactionsDeletedWithAccount(q, userId, accountId), [tx(1), tx(2)]));

  it('a transaction recorded again (restored) leaves; only its last deletion counts, in one batch too', () =>
    spec()
      .given([recorded(1), recorded(2), deleted(1, accountId), deleted(2, accountId)])
      .when([recorded(1), recorded(2), deleted(2), recorded(4), deleted(4, otherAccountId)])
      .then('money_deleted_with_account', [{ transaction_id: tx(4), account_id: otherAccountId, user_id: userId }]));
});
