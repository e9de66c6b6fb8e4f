import { transactionStreamId, type TransactionRecordedEvent } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyImportsProjection } from './imported-transactions';

const userId = 'a0000000-0000-4000-8000-000000000001';
const accountId = 'b0000000-0000-4000-8000-000000000001';
const importId = 'c0000000-0000-4000-8000-000000000001';
const tx = (n: number) => `d0000000-0000-4000-8000-00000000000${n}`;

function recorded(n: number, extra: Partial<TransactionRecordedEvent['data']>): TransactionRecordedEvent & { streamId: string } {
  return {
    streamId: transactionStreamId(tx(n)),
    type: 'TransactionRecorded',
    data: {
      transactionId: tx(n),
      userId,
      title: 'Coffee',
      notes: '',
      splits: [],
      type: 'income',
      amountCents: 450,
      category: '',
      transactionCategoryIds: [],
      fromAccountId: null,
      toAccountId: accountId,
      posted: 'posted',
      date: '2024-03-01',
      recurringTransactionId: null,
      isRecurring: false,
      ...extra,
    },
  };
}

describe.each(testDbKinds())('money-imports projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });
  const spec = () => projectionSpec(moneyImportsProjection, env, { userId });

  it('keeps imported transactions (with their account and bank id), not hand-made ones', () =>
    spec()
      .given([])
      .when([
        recorded(1, { importId, externalId: 'FIT-1' }),
        recorded(2, {}),
        recorded(3, { importId, type: 'expense', fromAccountId: accountId, toAccountId: null }),
      ])
      .then('money_imported_transactions', [
        { transaction_id: tx(1), import_id: importId, external_id: 'FIT-1', account_id: accountId },
        { transaction_id: tx(3), import_id: importId, external_id: null, account_id: accountId },
      ]));

  it('a deletion (e.g. the undo) removes the row, so a re-import is not a duplicate', () =>
    spec()
      .given([recorded(1, { importId, externalId: 'FIT-1' }), recorded(3, { importId })])
      .when([{ streamId: transactionStreamId(tx(1)), type: 'TransactionDeleted', data: { transactionId: tx(1), reason: 'import-undone' } }])
      .then('money_imported_transactions', [{ transaction_id: tx(3) }]));
});
