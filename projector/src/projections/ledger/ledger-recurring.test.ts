import { randomUUID } from 'node:crypto';
import { transactionStreamId, type TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyLedgerProjection } from './ledger';

/**
 * SPEC section 3: generated transactions are unique on recurringTransactionId plus date. The worker
 * guarantees it; the partial unique index money_transactions_recurring_day (migration 0051) proves it.
 */
describe.each(testDbKinds())('money-ledger: one occurrence per recurring transaction and day, on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const checking = randomUUID();
  const rent = randomUUID();
  const spec = () => projectionSpec(moneyLedgerProjection, env, { userId });
  const occurrence = (date: string, recurringTransactionId: string | null = rent) => {
    const transactionId = randomUUID();
    const data: TransactionRecordedEvent['data'] = {
      transactionId,
      userId,
      title: 'Rent',
      notes: '',
      splits: [],
      type: 'expense',
      amountCents: 120_000,
      category: '',
      transactionCategoryIds: [],
      fromAccountId: checking,
      toAccountId: null,
      posted: 'pending',
      date,
      recurringTransactionId,
      isRecurring: recurringTransactionId !== null,
    };
    return { id: transactionId, event: { streamId: transactionStreamId(transactionId), type: 'TransactionRecorded', data } as const };
  };

  it('occurrences of one recurring transaction on different days, and plain transactions on the same day, all project', async () => {
    const first = occurrence('2025-12-01');
    const second = occurrence('2026-01-01');
    const plainA = occurrence('2025-12-01', null);
    const plainB = occurrence('2025-12-01', null);
    await spec()
      .given([first.event, second.event])
      .when([plainA.event, plainB.event])
      .then(
        'money_transactions',
        [first, second, plainA, plainB].map(({ id }) => ({ id })),
      );
  });

  it('a second live occurrence of the same recurring transaction and day is refused by the index', async () => {
    const first = occurrence('2025-12-01');
    const twin = occurrence('2025-12-01');
    await expect(spec().given([first.event]).when([twin.event]).then('money_transactions', [])).rejects.toThrow(
      /money_transactions_recurring_day/,
    );
  });

  it("a day's superseded incarnation leaves before the next arrives in the same batch", async () => {
    const first = occurrence('2025-12-01');
    const next = occurrence('2025-12-01');
    await spec()
      .given([first.event])
      .when([
        {
          streamId: transactionStreamId(first.id),
          type: 'TransactionDeleted',
          data: { transactionId: first.id, reason: 'regenerated' },
        },
        next.event,
      ])
      .then('money_transactions', [{ id: next.id, recurring_transaction_id: rent, date: '2025-12-01' }]);
  });
});
