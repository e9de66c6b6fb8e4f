import { useInfiniteQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { useTransactionChangesPolling } from './list-changes';
import { transactionQueries } from './queries';
import type { Transaction, TransactionFilters } from './types';

const tx = (id: string, title: string): Transaction => ({
  id,
  title,
  amount: '-1.00',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: 'a',
  toAccountId: null,
  posted: 'posted',
  date: '2026-11-03',
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function Ledger({ filters = { status: 'posted' } }: { filters?: TransactionFilters }) {
  const list = useInfiniteQuery(transactionQueries.list(filters));
  useTransactionChangesPolling(filters, list.isSuccess);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
      <li data-testid="total">{list.data?.pages[0]?.total}</li>
    </ul>
  );
}

let urls: string[];
let changes: unknown;
/** Answer changedSince with a 400 (a token the server no longer opens). */
let refuseChanges = false;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  urls = [];
  refuseChanges = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = requestUrl(input);
      urls.push(url);
      if (url.includes('changedSince=') && refuseChanges)
        return Promise.resolve(jsonResponse(400, { error: 'changedSince must be a position from X-Read-Position' }));
      if (url.includes('changedSince='))
        return Promise.resolve(jsonResponse(200, changes, { 'X-Read-Position': '0002', 'X-Total-Count': '1' }));
      return Promise.resolve(jsonResponse(200, [tx('a', 'Rent'), tx('b', 'Lunch')], { 'X-Read-Position': '0001', 'X-Total-Count': '2' }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTransactionChangesPolling', () => {
  it('polls every 15 s for the changes since the pages were read, with the same filters, and merges them', async () => {
    changes = { position: '0002', changed: [{ ...tx('a', 'Rent (edited)') }], removedIds: ['b'], truncated: false };
    renderWithProviders(<Ledger />);
    expect(await screen.findByText('Lunch')).toBeInTheDocument();
    expect(urls).toEqual(['/api/transactions?status=posted&limit=500']);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('Rent (edited)')).toBeInTheDocument();
    expect(screen.queryByText('Lunch')).not.toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('1');
    expect(urls).toEqual(['/api/transactions?status=posted&limit=500', '/api/transactions?status=posted&changedSince=0001']);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(urls.at(-1)).toBe('/api/transactions?status=posted&changedSince=0002');
    expect(urls.filter((url) => url.includes('limit='))).toHaveLength(1); // never every page again
  });

  it("reloads one account's list on any change: each row's running balance follows the rows before it (issue 24)", async () => {
    changes = { position: '0002', changed: [{ ...tx('a', 'Rent (edited)') }], removedIds: [], truncated: false };
    renderWithProviders(<Ledger filters={{ status: 'posted', accountId: 'a' }} />);
    await screen.findByText('Lunch');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await vi.waitFor(() => expect(urls.filter((url) => url.includes('limit='))).toHaveLength(2), { timeout: 5_000 });
  });

  it('reloads the list when the answer is truncated', async () => {
    changes = { position: '0002', changed: [], removedIds: [], truncated: true };
    renderWithProviders(<Ledger />);
    await screen.findByText('Lunch');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    // Well under the next 15 s poll: the fake clock moves on while this waits.
    await vi.waitFor(() => expect(urls.filter((url) => url.includes('limit='))).toHaveLength(2), { timeout: 5_000 });
  });

  it('reloads the list when the API refuses the pages’ position token (400), instead of failing every poll', async () => {
    refuseChanges = true;
    renderWithProviders(<Ledger />);
    await screen.findByText('Lunch');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await vi.waitFor(() => expect(urls.filter((url) => url.includes('limit='))).toHaveLength(2), { timeout: 5_000 });
    expect(screen.getByText('Lunch')).toBeInTheDocument();
  });
});
