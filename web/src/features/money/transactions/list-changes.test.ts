import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listPosition, mergeTransactionChanges } from './list-changes';
import type { TransactionPage } from './queries';
import type { Transaction } from './types';

const tx = (id: string, date: string, createdAt: string, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  title: id,
  amount: '-1.00',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: 'a',
  toAccountId: null,
  posted: 'posted',
  date,
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt,
  updatedAt: createdAt,
  ...overrides,
});

const page = (items: Transaction[], nextCursor: string | null, position: string | null, total: number | null = null): TransactionPage => ({
  items,
  nextCursor,
  total,
  position,
});
const data = (...pages: TransactionPage[]): InfiniteData<TransactionPage, string | undefined> => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? undefined : `c${i}`)),
});
const ids = (merged: InfiniteData<TransactionPage, string | undefined>) => merged.pages.map((p) => p.items.map((item) => item.id));

const d3 = tx('d3', '2026-11-03', '2026-11-01T10:00:00.000Z');
const d2 = tx('d2', '2026-11-02', '2026-11-01T09:00:00.000Z');
const d1 = tx('d1', '2026-11-01', '2026-11-01T08:00:00.000Z');

describe('listPosition', () => {
  it('is the oldest page position, or null when a page has none', () => {
    expect(listPosition(data(page([d3], 'c1', '0005'), page([d2], null, '0003')))).toBe('0003');
    expect(listPosition(data(page([d3], 'c1', '0005'), page([d2], null, null)))).toBeNull();
    expect(listPosition(undefined)).toBeNull();
  });
});

describe('mergeTransactionChanges', () => {
  it('replaces a changed row in place, drops removed ids, inserts new rows in list order and takes the new total and position', () => {
    const loaded = data(page([d3, d2], 'c1', '0005', 3), page([d1], null, '0004'));
    const flipped = { ...d2, posted: 'pending' as const };
    const fresh = tx('n', '2026-11-02', '2026-11-05T00:00:00.000Z');
    const merged = mergeTransactionChanges(
      loaded,
      { position: '0009', changed: [flipped, fresh], removedIds: ['d3'], truncated: false },
      3,
    );
    expect(ids(merged)).toEqual([['n', 'd2'], ['d1']]);
    expect(merged.pages[0]!.items[1]!.posted).toBe('pending');
    expect(merged.pages.map((p) => p.position)).toEqual(['0009', '0009']);
    expect(merged.pages[0]!.total).toBe(3);
    expect(merged.pageParams).toEqual(loaded.pageParams);
    expect(ids(loaded)).toEqual([['d3', 'd2'], ['d1']]); // the cached data is not mutated
  });

  it('moves a row whose date changed to its new place', () => {
    const moved = { ...d1, date: '2026-11-04' };
    const merged = mergeTransactionChanges(
      data(page([d3, d2, d1], null, '0005')),
      { position: '0006', changed: [moved], removedIds: [], truncated: false },
      null,
    );
    expect(ids(merged)).toEqual([['d1', 'd3', 'd2']]);
  });

  it('leaves a row older than everything loaded to the page that will hold it, or appends it when all is loaded', () => {
    const old = tx('old', '2020-01-01', '2026-11-05T00:00:00.000Z');
    const change = { position: '0006', changed: [old], removedIds: [], truncated: false };
    expect(ids(mergeTransactionChanges(data(page([d3, d2], 'c1', '0005')), change, null))).toEqual([['d3', 'd2']]);
    expect(ids(mergeTransactionChanges(data(page([d3, d2], null, '0005')), change, null))).toEqual([['d3', 'd2', 'old']]);
  });
});
