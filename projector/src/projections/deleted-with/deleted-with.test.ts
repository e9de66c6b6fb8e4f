import { transactionStreamId, type TransactionDeletedEvent, type TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec, type SpecEvent } from '../../testing/projection-spec';
import { moneyDeletedWithProjection } from './deleted-with';
import { transactionsDeletedWith, transactionsDeletedWithAccount } from './queries';

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

  it('keeps the occurrences deleted with their recurring transaction (issue 26), not those the generator or the user removed', () => {
    const ruleId = 'e0000000-0000-4000-8000-000000000001';
    const withRule = (n: number): SpecEvent<TransactionDeletedEvent> => ({
      streamId: transactionStreamId(tx(n)),
      type: 'TransactionDeleted',
      data: { transactionId: tx(n), reason: 'recurring-deleted', recurringTransactionId: ruleId },
    });
    const regenerated: SpecEvent<TransactionDeletedEvent> = {
      streamId: transactionStreamId(tx(3)),
      type: 'TransactionDeleted',
      data: { transactionId: tx(3), reason: 'regenerated' },
    };
    return spec()
      .given([recorded(1), recorded(2), recorded(3), recorded(4), regenerated, deleted(4)])
      .when([withRule(1), withRule(2)])
      .thenRows((q) => transactionsDeletedWith(q, userId, ruleId), [tx(1), tx(2)]);
  });

  it('an occurrence recorded again (the rule restored) leaves', () =>
    spec()
      .given([
        recorded(1),
        {
          streamId: transactionStreamId(tx(1)),
          type: 'TransactionDeleted',
          data: { transactionId: tx(1), reason: 'recurring-deleted', recurringTransactionId: accountId },
        },
      ])
      .when([recorded(1)])
      .then('money_deleted_with_account', []));
});
