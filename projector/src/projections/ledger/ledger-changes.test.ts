import { randomUUID } from 'node:crypto';
import { transactionStreamId, type TransactionRecordedEvent } from '@life/domain';
import type { Queryable } from '@life/infra';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyLedgerProjection } from './ledger';
import { listTransactionChanges } from './transaction-changes';

/** The ledger's change positions and tombstones (issue 13: GET /api/transactions?changedSince). */
describe.each(testDbKinds())('money-ledger change tracking on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const otherUserId = randomUUID();
  const checking = randomUUID();
  const lunch = randomUUID();
  const rent = randomUUID();
  const spec = () => projectionSpec(moneyLedgerProjection, env, { userId });

  const recordedData = (transactionId: string, title: string, owner = userId): TransactionRecordedEvent['data'] => ({
    transactionId,
    userId: owner,
    title,
    notes: '',
    splits: [],
    type: 'expense',
    amountCents: 1250,
    category: '',
    transactionCategoryIds: [],
    fromAccountId: checking,
    toAccountId: null,
    posted: 'posted',
    date: '2025-11-14',
    recurringTransactionId: null,
    isRecurring: false,
  });
  const recorded = (transactionId: string, title: string) =>
    ({ streamId: transactionStreamId(transactionId), type: 'TransactionRecorded', data: recordedData(transactionId, title) }) as const;
  const flipped = (transactionId: string) =>
    ({
      streamId: transactionStreamId(transactionId),
      type: 'TransactionStatusChanged',
      data: { transactionId, posted: 'pending' },
    }) as const;
  const deleted = (transactionId: string) =>
    ({ streamId: transactionStreamId(transactionId), type: 'TransactionDeleted', data: { transactionId } }) as const;

  const positions = async (q: Queryable, id: string) =>
    (
      await q.query<{ created_position: string; updated_position: string }>(
        'SELECT created_position, updated_position FROM money_transactions WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('a recorded transaction is changed at its own position', async () => {
    await spec()
      .given([])
      .when([recorded(lunch, 'Lunch')])
      .thenRows(async (q) => {
        const row = await positions(q, lunch);
        return row?.updated_position === row?.created_position;
      }, true);
  });

  it('an update moves updated_position past the creation; changes since the creation list it, changes since the update do not', async () => {
    await spec()
      .given([recorded(lunch, 'Lunch'), recorded(rent, 'Rent')])
      .when([flipped(lunch)])
      .thenRows(
        async (q) => {
          const lunchRow = (await positions(q, lunch))!;
          const rentRow = (await positions(q, rent))!;
          const sinceRecorded = await listTransactionChanges(q, userId, rentRow.created_position, {}, 10);
          const sinceFlip = await listTransactionChanges(q, userId, lunchRow.updated_position, {}, 10);
          return {
            moved: lunchRow.updated_position > lunchRow.created_position && lunchRow.updated_position > rentRow.updated_position,
            sinceRecorded: sinceRecorded.changed.map((row) => [row.title, row.status, row.matches]),
            sinceFlip: sinceFlip.changed.length + sinceFlip.deletedIds.length,
          };
        },
        { moved: true, sinceRecorded: [['Lunch', 'pending', true]], sinceFlip: 0 },
      );
  });

  it('a deletion removes the row and leaves a tombstone at the deletion position', async () => {
    await spec()
      .given([recorded(lunch, 'Lunch'), recorded(rent, 'Rent')])
      .when([deleted(lunch)])
      .thenRows(
        async (q) => {
          const rentRow = (await positions(q, rent))!;
          const tombstone = (
            await q.query<{ deleted_position: string }>('SELECT deleted_position FROM money_transaction_tombstones WHERE id = $1', [lunch])
          ).rows[0]!;
          const since = await listTransactionChanges(q, userId, rentRow.created_position, {}, 10);
          const after = await listTransactionChanges(q, userId, tombstone.deleted_position, {}, 10);
          return {
            afterRent: tombstone.deleted_position > rentRow.created_position,
            since: { changed: since.changed.length, deletedIds: since.deletedIds },
            after: after.deletedIds,
          };
        },
        { afterRent: true, since: { changed: 0, deletedIds: [lunch] }, after: [] },
      );
  });

  // Rows must not depend on how events fall into batches: a rebuild (or `projector verify`) reads
  // this in one batch where the live runner may have read two, so the tombstone is there either way.
  it('a transaction recorded and deleted in one batch leaves no row and its tombstone', async () => {
    const removed = spec()
      .given([])
      .when([recorded(lunch, 'Lunch'), deleted(lunch)]);
    await removed.then('money_transactions', []);
    await removed.then('money_transaction_tombstones', [{ id: lunch }]);
  });

  it('flags changed rows that no longer match the filters, never lists another user’s, and truncates past the limit', async () => {
    const foreign = randomUUID();
    await spec()
      .given([])
      .when([
        recorded(lunch, 'Lunch'),
        recorded(rent, 'Rent'),
        { streamId: transactionStreamId(foreign), type: 'TransactionRecorded', data: recordedData(foreign, 'Theirs', otherUserId) },
      ])
      .thenRows(
        async (q) => {
          const all = await listTransactionChanges(q, userId, '0', { search: 'lun' }, 10);
          const truncated = await listTransactionChanges(q, userId, '0', {}, 1);
          const theirs = await listTransactionChanges(q, otherUserId, '0', {}, 10);
          return {
            mine: all.changed.map((row) => [row.title, row.matches]),
            truncated: [truncated.truncated, truncated.changed.length],
            theirs: theirs.changed.map((row) => row.title),
          };
        },
        {
          mine: [
            ['Lunch', true],
            ['Rent', false],
          ],
          truncated: [true, 0],
          theirs: ['Theirs'],
        },
      );
  });
});
