import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../test/render';
import TransactionsPage from './TransactionsPage';
import type { Transaction } from './transactions/types';

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

afterEach(() => vi.unstubAllGlobals());

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
