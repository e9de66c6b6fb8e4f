import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import TransactionsPage from './TransactionsPage';
import type { Transaction } from './types';

const tx = (id: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  title: `Purchase ${id}`,
  amount: '-1.00',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: 'acc-1',
  toAccountId: null,
  posted: 'posted',
  date: '2026-01-15',
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt: '',
  updatedAt: '',
  ...extra,
});

const accounts = [
  { id: 'acc-1', accountName: 'Everyday Checking' },
  { id: 'acc-2', accountName: 'Rainy Day Savings' },
];

/** GET /api/transactions answered by `rows(query)`, accounts by the two above; every list query kept. */
function stubApi(answer: (query: URLSearchParams) => { rows: Transaction[]; headers?: Record<string, string> }) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(requestUrl(input), 'http://localhost');
      if (url.pathname === '/api/accounts') return Promise.resolve(jsonResponse(200, accounts));
      if (url.pathname !== '/api/transactions') return Promise.resolve(jsonResponse(200, []));
      queries.push(url.searchParams);
      const { rows, headers = {} } = answer(url.searchParams);
      return Promise.resolve(jsonResponse(200, rows, { 'X-Total-Count': String(rows.length), ...headers }));
    }),
  );
  return queries;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://localhost');

function renderLedger(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/money/transactions"
        element={
          <>
            <TransactionsPage />
            <Where />
          </>
        }
      />
      <Route
        path="/money/accounts/:accountId"
        element={
          <>
            <TransactionsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

// jsdom lays nothing out: give elements a size so the virtualised list renders the rows in view.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ledger count and filters in the URL (issue 24)', () => {
  it('says "14 in this window of 22" when the date window leaves some out, and SPEC\'s text when it shows them all', async () => {
    stubApi((query) => {
      const rows = Array.from({ length: query.has('startDate') ? 14 : 22 }, (_, i) => tx(String(i)));
      return { rows, headers: query.has('startDate') ? { 'X-Total-Without-Dates': '22' } : undefined };
    });
    renderLedger('/money/transactions?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByTestId('transaction-count')).toHaveTextContent(/^14 in this window of 22$/);
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('transaction-count')).toHaveTextContent(/^22 transactions recorded$/));
  });

  it('reads the filters from the URL, writes each change back, and a later visit without them gets them again', async () => {
    const queries = stubApi(() => ({ rows: [tx('1')] }));
    const first = renderLedger('/money/transactions?from=2026-01-01&to=2026-01-31&status=pending&q=rent');
    await screen.findByTestId('transaction-count');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('rent');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('pending');
    expect(queries.at(-1)?.get('startDate')).toBe('2026-01-01');
    expect(queries.at(-1)?.get('status')).toBe('pending');
    expect(queries.at(-1)?.get('search')).toBe('rent');

    fireEvent.change(screen.getByLabelText('Transaction Type'), { target: { value: 'income' } });
    await waitFor(() => expect(where().searchParams.get('type')).toBe('income'));
    expect(where().searchParams.get('q')).toBe('rent');
    await waitFor(() => expect(queries.at(-1)?.get('transactionType')).toBe('income'));
    first.unmount();

    // The sidebar's plain link: the same filters, written into the URL.
    renderLedger('/money/transactions');
    await screen.findByTestId('transaction-count');
    expect(screen.getByLabelText<HTMLInputElement>('Start Date').value).toBe('2026-01-01');
    expect(screen.getByLabelText<HTMLSelectElement>('Transaction Type').value).toBe('income');
    await waitFor(() => expect(where().searchParams.get('from')).toBe('2026-01-01'));
    expect(where().searchParams.get('q')).toBe('rent');
  });

  it("opens an account's register with its running balance, and another account keeps the filters", async () => {
    const queries = stubApi((query) =>
      query.get('accountId') === 'acc-1'
        ? {
            rows: [
              tx('2', { title: 'Coffee', balanceAfter: '1195.50', balanceAfterWithPending: '995.50' }),
              tx('1', { title: 'Pay', amount: '500.00', type: 'income', balanceAfter: '1200.00', balanceAfterWithPending: '1200.00' }),
            ],
          }
        : {
            rows: [
              tx('3', {
                title: 'Interest',
                fromAccountId: null,
                toAccountId: 'acc-2',
                balanceAfter: '10.00',
                balanceAfterWithPending: '10.00',
              }),
            ],
          },
    );
    renderLedger('/money/accounts/acc-1?from=2026-01-01&to=2026-01-31&q=co');
    expect(await screen.findByRole('heading', { name: 'Everyday Checking' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('running-balance')).toHaveLength(2));
    expect(queries.at(-1)?.get('accountId')).toBe('acc-1');
    const [coffee, pay] = screen.getAllByTestId('running-balance');
    expect(coffee).toHaveAccessibleName('Balance after: $1,195.50 posted, $995.50 with pending');
    expect(coffee).toHaveTextContent('$1,195.50$995.50 with pending');
    expect(pay).toHaveAccessibleName('Balance after: $1,200.00');

    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Account').value).toBe('acc-1'));
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'acc-2' } });
    await waitFor(() => expect(where().pathname).toBe('/money/accounts/acc-2'));
    expect(where().searchParams.get('q')).toBe('co');
    expect(where().searchParams.get('from')).toBe('2026-01-01');
    expect(await screen.findByRole('heading', { name: 'Rainy Day Savings' })).toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)?.get('accountId')).toBe('acc-2'));
    expect(queries.at(-1)?.get('search')).toBe('co');
  });

  it('keeps recurring occurrences after today apart, collapsed, with their count, and out of the count', async () => {
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');
    stubApi(() => ({
      rows: [
        tx('p3', {
          title: 'Paycheck',
          date: later(30),
          recurringTransactionId: 'r1',
          type: 'income',
          toAccountId: 'acc-1',
          fromAccountId: null,
        }),
        tx('p2', {
          title: 'Paycheck',
          date: later(16),
          recurringTransactionId: 'r1',
          type: 'income',
          toAccountId: 'acc-1',
          fromAccountId: null,
        }),
        tx('o1', { title: 'One-off later', date: later(3) }),
        tx('p1', {
          title: 'Paycheck',
          date: later(-5),
          recurringTransactionId: 'r1',
          type: 'income',
          toAccountId: 'acc-1',
          fromAccountId: null,
        }),
      ],
    }));
    renderLedger('/money/transactions?from=&to=');
    const toggle = await screen.findByTestId('upcoming-toggle');
    expect(toggle).toHaveTextContent('Upcoming (2)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('transaction-count')).toHaveTextContent(/^2 transactions recorded$/);
    const main = screen.getByRole('list', { name: 'All transactions' });
    await waitFor(() => expect(main.querySelectorAll('[data-testid="transaction-row"]')).toHaveLength(2));
    expect(screen.queryByRole('list', { name: 'Upcoming recurring transactions' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming recurring transactions' });
    await waitFor(() => expect(upcoming.querySelectorAll('[data-testid="transaction-row"]')).toHaveLength(2));
  });
});
