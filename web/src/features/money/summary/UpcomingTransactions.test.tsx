import { addDays } from '@life/domain/shared/dates';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { localToday } from '../format';
import { RecentTransactions } from '../transactions/RecentTransactions';
import type { Transaction } from '../transactions/types';
import type { MoneyUpcomingJson } from './types';
import { UpcomingTransactions } from './UpcomingTransactions';

const today = localToday();

const tx = (id: string, title: string, date: string, posted: Transaction['posted'] = 'pending'): Transaction => ({
  id,
  title,
  amount: '1000.00',
  type: 'income',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: null,
  toAccountId: 'checking',
  posted,
  date,
  notes: '',
  splits: [],
  recurringTransactionId: 'r1',
  isRecurring: true,
  createdAt: '',
  updatedAt: '',
});

let upcoming: MoneyUpcomingJson;
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const url = requestUrl(input);
  if (url.startsWith('/api/money/upcoming')) return Promise.resolve(jsonResponse(200, upcoming));
  // The ledger answers what the filters ask; the test checks the ask (endDate = today).
  if (url.startsWith('/api/transactions')) return Promise.resolve(jsonResponse(200, [tx('t0', 'Paycheck', today, 'posted')]));
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const urls = () => fetchMock.mock.calls.map(([input]) => requestUrl(input));

describe('the money overview’s Recent Transactions and Upcoming (issue 24)', () => {
  it('asks for the latest 5 dated up to the user’s today, never later ones', async () => {
    renderWithProviders(<RecentTransactions onAdd={() => undefined} />);
    expect(await screen.findByRole('listitem', { name: 'Paycheck' })).toBeInTheDocument();
    const ask = new URL(
      urls().find((url) => url.startsWith('/api/transactions'))!,
      'http://x',
    );
    expect(Object.fromEntries(ask.searchParams)).toEqual({ limit: '5', endDate: today });
  });

  it('lists the next ones soonest first, and says how many more come', async () => {
    upcoming = {
      today,
      total: 57,
      transactions: [1, 2, 3, 4, 5].map((week) => tx(`u${week}`, `Paycheck ${week}`, addDays(today, 7 * week))),
    };
    renderWithProviders(<UpcomingTransactions />);
    const list = await screen.findByRole('list', { name: 'Upcoming transactions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Paycheck 1', 'Paycheck 2', 'Paycheck 3', 'Paycheck 4', 'Paycheck 5']);
    expect(within(list).getAllByText(/Pending/)).toHaveLength(5);
    expect(screen.getByText('52 more upcoming transactions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
    // Upcoming rows are no place to delete from.
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(urls()).toContain('/api/money/upcoming?limit=5');
  });

  it('is not shown when nothing is dated after today', async () => {
    upcoming = { today, total: 0, transactions: [] };
    renderWithProviders(<UpcomingTransactions />);
    await vi.waitFor(() => expect(urls()).toContain('/api/money/upcoming?limit=5'));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Upcoming' })).not.toBeInTheDocument());
    expect(screen.queryByRole('list', { name: 'Upcoming transactions' })).not.toBeInTheDocument();
  });
});
