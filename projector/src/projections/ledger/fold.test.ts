import type { EventOfType, TransactionRecordedEvent } from '@life/domain';
import { describe, expect, it } from 'vitest';
import type { LifeProjectedEvent } from '../../projection';
import { foldLedger, transactionsToLoad, type LedgerEvent, type TransactionRow } from './fold';
import { nonZero } from './totals';

const userId = '00000000-0000-4000-8000-000000000001';
const checking = '00000000-0000-4000-8000-0000000000a1';
const savings = '00000000-0000-4000-8000-0000000000a2';
let position = 0;

/** Where and when the next fixture event is stored. */
function nextStored(streamId: string) {
  position++;
  return {
    id: `e${position}`,
    streamId,
    revision: 0,
    position: String(position).padStart(5, '0'),
    metadata: { userId, occurredAt: `2025-11-0${Math.min(position, 9)}T00:00:00.000Z`, schemaVersion: 1 },
  };
}

function stored(event: EventOfType<LedgerEvent['type']>, streamId = 'transaction-x'): LedgerEvent {
  return { ...nextStored(streamId), ...event };
}

const recorded = (
  transactionId: string,
  extra: Partial<TransactionRecordedEvent['data']> = {},
): LifeProjectedEvent<'TransactionRecorded'> => ({
  ...nextStored('transaction-x'),
  type: 'TransactionRecorded',
  data: {
    transactionId,
    userId,
    title: 'T',
    notes: '',
    splits: [],
    type: 'payment',
    amountCents: 1000,
    category: '',
    transactionCategoryIds: [],
    fromAccountId: checking,
    toAccountId: savings,
    posted: 'posted',
    date: '2025-11-02',
    recurringTransactionId: null,
    isRecurring: false,
    ...extra,
  },
});

describe('foldLedger', () => {
  it('nets a transaction recorded and deleted in one batch to nothing but its tombstone', () => {
    const events = [recorded('t1'), stored({ type: 'TransactionDeleted', data: { transactionId: 't1' } })];
    expect(transactionsToLoad(events)).toEqual([]);
    const changes = foldLedger(events, new Map());
    expect(changes.upserts).toEqual([]);
    expect(changes.deletes).toEqual([{ user_id: changes.deletes[0]?.user_id, id: 't1', deleted_position: events[1]!.position }]);
    expect(changes.deletes[0]?.user_id).toEqual(expect.any(String));
    expect(nonZero(changes.totals.daily.values())).toEqual([]);
    expect(nonZero(changes.totals.monthly.values())).toEqual([]);
  });

  it('moves the effects of an earlier transaction: old taken out, new put in', () => {
    const [first] = [recorded('t2', { posted: 'pending' })];
    const row = foldLedger([first], new Map()).upserts[0] as TransactionRow;
    const events = [
      stored({ type: 'TransactionStatusChanged', data: { transactionId: 't2', posted: 'posted' } }),
      stored({
        type: 'TransactionUpdated',
        data: {
          ...first.data,
          transactionId: 't2',
          type: 'expense',
          toAccountId: null,
          amountCents: 250,
          date: '2025-12-01',
          posted: 'posted',
        },
      }),
    ];
    expect(transactionsToLoad(events)).toEqual([{ userId, id: 't2' }]);
    const changes = foldLedger(events, new Map([['t2', row]]));
    expect(changes.upserts).toEqual([
      expect.objectContaining({
        id: 't2',
        type: 'expense',
        amount_cents: 250,
        status: 'posted',
        date: '2025-12-01',
        created_position: row.created_position,
      }),
    ]);
    expect(nonZero(changes.totals.daily.values())).toEqual([
      { user_id: userId, account_id: checking, date: '2025-11-02', posted_cents: 0, all_cents: 1000, entries: -1 },
      { user_id: userId, account_id: savings, date: '2025-11-02', posted_cents: 0, all_cents: -1000, entries: -1 },
      { user_id: userId, account_id: checking, date: '2025-12-01', posted_cents: -250, all_cents: -250, entries: 1 },
    ]);
    expect(nonZero(changes.totals.monthly.values())).toEqual([
      expect.objectContaining({ month: '2025-11-01', payment_cents: -1000, payment_count: -1 }),
      expect.objectContaining({ month: '2025-12-01', expense_cents: 250, expense_count: 1 }),
    ]);
  });

  it('records balance adjustments as posted effects of the account-book owner', () => {
    const event = stored(
      {
        type: 'BalanceAdjusted',
        data: {
          accountId: checking,
          adjustmentId: 'adj',
          amountCents: -500,
          date: '2025-11-05',
          previousBalanceCents: 1000,
          newBalanceCents: 500,
        },
      },
      `accounts-${userId}`,
    );
    const changes = foldLedger([event], new Map());
    expect(changes.adjustments).toEqual([expect.objectContaining({ user_id: userId, id: 'adj', amount_cents: -500 })]);
    expect([...changes.totals.daily.values()]).toEqual([
      { user_id: userId, account_id: checking, date: '2025-11-05', posted_cents: -500, all_cents: -500, entries: 1 },
    ]);
  });
});
