import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { BulkActionsBar, reconciledNotice } from './BulkActionsBar';
import type { Transaction } from './types';
import { useRowSelection } from './use-row-selection';

const tx = (id: string, title: string, fromAccountId: string): Transaction => ({
  id,
  title,
  amount: '-10.00',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId,
  toAccountId: null,
  posted: 'posted',
  date: '2026-11-03',
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt: '',
  updatedAt: '',
});

/** Rent (checking) was locked in by a reconciliation; Lunch (checking) and Fuel (card) were not. */
const transactions = [tx('t1', 'Rent', 'checking'), tx('t2', 'Lunch', 'checking'), tx('t3', 'Fuel', 'card')];

function fakeApi() {
  const edits: unknown[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    if (url.endsWith('/api/transactions/bulk-edit') && init?.method === 'POST') {
      const body = JSON.parse(bodyText(init)) as { ids: string[] };
      edits.push(body);
      return Promise.resolve(jsonResponse(200, { batchId: 'b1', changed: body.ids.length }));
    }
    const status = /\/api\/accounts\/(\w+)\/reconciliation$/.exec(url);
    if (status) {
      const locked = status[1] === 'checking' ? { t1: '2026-11-15' } : {};
      return Promise.resolve(jsonResponse(200, { accountId: status[1], locked, transactions: [], clearedIds: [] }));
    }
    return Promise.resolve(jsonResponse(200, []));
  });
  return { fetch, edits };
}

function Ledger({ rows }: { rows: readonly Transaction[] }) {
  const selection = useRowSelection(rows);
  return (
    <>
      <button type="button" onClick={() => selection.selectAll()}>
        Select all
      </button>
      <BulkActionsBar
        selection={selection}
        transactions={rows}
        categories={new Map()}
        accounts={[{ value: 'checking', label: 'Checking' }]}
      />
    </>
  );
}

async function pickStatus(label: string) {
  fireEvent.click(screen.getByPlaceholderText('Set status'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('BulkActionsBar and reconciled rows (issue 24)', () => {
  it('says how many selected rows are reconciled and asks before changing them', async () => {
    renderWithProviders(<Ledger rows={transactions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(await screen.findByTestId('bulk-reconciled-count')).toHaveTextContent('1 reconciled');

    await pickStatus('Pending');
    const dialog = await screen.findByRole('dialog', { name: 'Change reconciled transactions' });
    expect(dialog).toHaveTextContent(
      'Change 3 transactions? 1 of the 3 transactions is reconciled: changing it changes a reconciled balance. You can undo this right after.',
    );
    expect(api.edits).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change 3 transactions' }));
    await waitFor(() => expect(api.edits).toEqual([{ action: 'set-status', posted: 'pending', ids: ['t1', 't2', 't3'] }]));
  });

  it('changes a selection without reconciled rows at once', async () => {
    renderWithProviders(<Ledger rows={transactions.slice(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await pickStatus('Pending');
    await waitFor(() => expect(api.edits).toEqual([{ action: 'set-status', posted: 'pending', ids: ['t2', 't3'] }]));
    expect(screen.queryByTestId('bulk-reconciled-count')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the reconciled rows in the delete confirmation', async () => {
    renderWithProviders(<Ledger rows={transactions.slice(0, 1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete transactions' });
    expect(dialog).toHaveTextContent('Delete 1 transaction? It is reconciled: changing it changes a reconciled balance.');
  });

  it('words the notice for some, all and one', () => {
    expect(reconciledNotice(2, 50)).toBe('2 of the 50 transactions are reconciled: changing them changes a reconciled balance.');
    expect(reconciledNotice(50, 50)).toBe('All 50 are reconciled: changing them changes a reconciled balance.');
    expect(reconciledNotice(1, 1)).toBe('It is reconciled: changing it changes a reconciled balance.');
  });
});
