import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import TransactionsPage from './TransactionsPage';
import type { Transaction } from './types';

const tx = (id: string): Transaction => ({
  id,
  title: `Purchase ${id}`,
  amount: '-1.00',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: 'checking',
  toAccountId: null,
  posted: 'posted',
  date: '2026-01-15',
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt: '',
  updatedAt: '',
});

/** GET /api/transactions answers: the first page (no cursor) and, by cursor, the later ones. */
function stubApi(first: Response, next: (cursor: string) => Promise<Response> = () => Promise.resolve(jsonResponse(200, []))) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    if (url.pathname !== '/api/transactions') return Promise.resolve(jsonResponse(200, []));
    const cursor = url.searchParams.get('cursor');
    return cursor ? next(cursor) : Promise.resolve(first.clone());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof stubApi>, cursor: string) =>
  fetchMock.mock.calls.some(([input]) => new URL(requestUrl(input), 'http://localhost').searchParams.get('cursor') === cursor);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear(); // the ledger remembers the filters last chosen in the tab (issue 24)
});

describe('TransactionsPage count', () => {
  it("shows the first page's X-Total-Count, not the rows loaded so far, and keeps it as later pages load", async () => {
    const fetchMock = stubApi(jsonResponse(200, [tx('1'), tx('2')], { 'X-Next-Cursor': 'c2', 'X-Total-Count': '1234' }), (cursor) =>
      // Later pages carry no total.
      Promise.resolve(cursor === 'c2' ? jsonResponse(200, [tx('3'), tx('4')], { 'X-Next-Cursor': 'c4' }) : jsonResponse(200, [])),
    );
    renderWithProviders(<TransactionsPage />);
    expect(screen.getByRole('heading', { name: 'All Transactions' })).toBeInTheDocument();
    expect(await screen.findByTestId('transaction-count')).toHaveTextContent(/^1,234 transactions recorded$/);
    // The second page has arrived once the list asks for the third.
    await waitFor(() => expect(requested(fetchMock, 'c4')).toBe(true));
    expect(screen.getByTestId('transaction-count')).toHaveTextContent(/^1,234 transactions recorded$/);
  });

  it('says "1 transaction" for a total of one', async () => {
    stubApi(jsonResponse(200, [tx('1')], { 'X-Total-Count': '1' }));
    renderWithProviders(<TransactionsPage />);
    expect(await screen.findByTestId('transaction-count')).toHaveTextContent(/^1 transaction recorded$/);
  });

  it('falls back to the rows loaded so far when the API sends no total', async () => {
    // The next page never arrives, so the list stays "more to come".
    stubApi(jsonResponse(200, [tx('1'), tx('2')], { 'X-Next-Cursor': 'c2' }), () => new Promise<Response>(() => {}));
    renderWithProviders(<TransactionsPage />);
    expect(await screen.findByTestId('transaction-count')).toHaveTextContent(/^2\+ transactions recorded$/);
  });
});

/** GET /api/transactions answered per query: `filtered` for any filtered list, `all` for the unfiltered latest one. */
function stubLists({ filtered, all }: { filtered: Transaction[]; all: Transaction[] }) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    if (url.pathname !== '/api/transactions') return Promise.resolve(jsonResponse(200, []));
    const unfiltered = [...url.searchParams.keys()].every((key) => key === 'limit');
    const rows = unfiltered ? all : filtered;
    return Promise.resolve(jsonResponse(200, rows, { 'X-Total-Count': String(rows.length) }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listQueries = (fetchMock: ReturnType<typeof stubLists>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(requestUrl(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/transactions')
    .map((url) => url.searchParams);

describe('TransactionsPage filters (issue 13)', () => {
  it("says nothing matches (not 'No transactions yet') when the user has transactions, and 'Clear filters' drops every filter", async () => {
    const fetchMock = stubLists({ filtered: [], all: [tx('1')] });
    renderWithProviders(<TransactionsPage />);
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Start Date').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('End Date').value).toBe('');
    // The list is asked again without any filter.
    await waitFor(() => expect(listQueries(fetchMock).filter((query) => [...query.keys()].join() === 'limit').length).toBeGreaterThan(1));
  });

  it("keeps SPEC's 'No transactions yet' for a user with no transactions at all", async () => {
    stubLists({ filtered: [], all: [] });
    renderWithProviders(<TransactionsPage />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByText('No transactions match these filters')).not.toBeInTheDocument();
  });

  it('shows a reversed range on End Date and sends no request with it', async () => {
    const fetchMock = stubLists({ filtered: [tx('1')], all: [tx('1')] });
    renderWithProviders(<TransactionsPage />);
    await screen.findByTestId('transaction-count');
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('End date must be on or after start date')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listQueries(fetchMock).some((query) => query.get('endDate') === '2026-03-01')).toBe(false);
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(listQueries(fetchMock).some((query) => query.get('startDate') === '2026-03-10' && query.get('endDate') === '2026-03-31')).toBe(
        true,
      ),
    );
    expect(screen.queryByText('End date must be on or after start date')).not.toBeInTheDocument();
  });

  it('searches by title once typing pauses (one request for a typed word)', async () => {
    const fetchMock = stubLists({ filtered: [tx('1')], all: [tx('1')] });
    renderWithProviders(<TransactionsPage />);
    await screen.findByTestId('transaction-count');
    const box = screen.getByLabelText('Search');
    for (const text of ['c', 'co', 'cof', 'coffee ']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(listQueries(fetchMock).some((query) => query.get('search') === 'coffee')).toBe(true));
    expect(
      listQueries(fetchMock)
        .filter((query) => query.has('search'))
        .map((query) => query.get('search')),
    ).toEqual(['coffee']);
  });
});
