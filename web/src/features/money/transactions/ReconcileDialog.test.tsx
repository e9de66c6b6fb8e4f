import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { ReconcileBar } from './ReconcileBar';
import { ReconcileDialog } from './ReconcileDialog';
import { ReconciledWarning } from './ReconciledWarning';
import { reconciliationQueries } from './reconciliation';
import type { Transaction } from './types';

/** A tiny stand-in for the API's reconciliation routes: starting balance 1000.00, three posted transactions. */
function fakeApi() {
  const transactions = [
    { id: 't1', date: '2025-10-03', title: 'Rent', type: 'expense', amount: '-700.00', cents: -70000 },
    { id: 't2', date: '2025-10-15', title: 'Pay', type: 'income', amount: '250.55', cents: 25055 },
    { id: 't3', date: '2025-10-20', title: 'To savings', type: 'payment', amount: '-100.00', cents: -10000 },
  ];
  const cleared = new Set<string>();
  const posted: unknown[] = [];
  let last: { reconciliationId: string; statementDate: string; statementBalance: string; transactionCount: number } | null = null;
  const locked: Record<string, string> = {};
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    const tick = /\/api\/transactions\/(\w+)\/cleared$/.exec(url);
    if (tick && method === 'PATCH') {
      const { cleared: on } = JSON.parse(bodyText(init)) as { cleared: boolean };
      if (on) cleared.add(tick[1]!);
      else cleared.delete(tick[1]!);
      return Promise.resolve(jsonResponse(200, { transactionId: tick[1], cleared: on }));
    }
    if (url.includes('/reconciliations') && method === 'POST') {
      const body = JSON.parse(bodyText(init)) as { statementDate: string; statementBalance: string };
      posted.push(body);
      last = { reconciliationId: 'r1', statementDate: body.statementDate, statementBalance: '450.55', transactionCount: cleared.size };
      for (const id of cleared) locked[id] = body.statementDate;
      return Promise.resolve(jsonResponse(201, { reconciliationId: 'r1' }));
    }
    if (url.includes('/reconciliation')) {
      const cents = 100000 + transactions.filter((tx) => cleared.has(tx.id)).reduce((sum, tx) => sum + tx.cents, 0);
      return Promise.resolve(
        jsonResponse(200, {
          accountId: 'a1',
          statementDate: '2025-10-31',
          clearedBalance: (cents / 100).toFixed(2),
          lastReconciliation: last,
          transactions: transactions.filter((tx) => !locked[tx.id]).map(({ cents: _c, ...tx }) => ({ ...tx, cleared: cleared.has(tx.id) })),
          locked,
          clearedIds: [...cleared],
        }),
      );
    }
    return Promise.resolve(jsonResponse(200, []));
  });
  return { fetch, posted, cleared };
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('ReconcileDialog', () => {
  it('keeps its reads under the transactions area, so every transaction write refreshes them', () => {
    expect(reconciliationQueries.status('a1', '2025-10-31').queryKey.slice(0, 1)).toEqual(['transactions']);
  });

  it('shows the difference from the cleared balance, moves it per tick and finishes only at $0.00', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ReconcileDialog accountId="a1" accountName="Checking" opened onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Statement date'), { target: { value: '2025-10-31' } });
    fireEvent.change(screen.getByLabelText('Statement ending balance'), { target: { value: '450.55' } });
    const difference = () => screen.getByTestId('reconcile-difference');
    await waitFor(() => expect(difference()).toHaveTextContent('-$549.45'));
    const finish = screen.getByRole('button', { name: 'Finish reconciliation' });
    expect(finish).toBeDisabled();

    const list = screen.getByRole('group', { name: 'Transactions to clear' });
    fireEvent.click(within(list).getByRole('checkbox', { name: /Rent/ }));
    await waitFor(() => expect(difference()).toHaveTextContent('$150.55'));
    fireEvent.click(within(list).getByRole('checkbox', { name: /Pay/ }));
    await waitFor(() => expect(difference()).toHaveTextContent('-$100.00'));
    expect(finish).toBeDisabled();
    fireEvent.click(within(list).getByRole('checkbox', { name: /To savings/ }));
    await waitFor(() => expect(difference()).toHaveTextContent('$0.00'));
    expect(screen.getByTestId('reconcile-cleared')).toHaveTextContent('$450.55');
    expect([...api.cleared].sort()).toEqual(['t1', 't2', 't3']);

    await waitFor(() => expect(finish).toBeEnabled());
    fireEvent.click(finish);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.posted).toEqual([{ statementDate: '2025-10-31', statementBalance: '450.55' }]);
  });

  it('refuses a statement day before the latest reconciliation (issue 24), as the server does', async () => {
    await fetch('/api/accounts/a1/reconciliations', {
      method: 'POST',
      body: JSON.stringify({ statementDate: '2025-10-31', statementBalance: '1000' }),
    });
    renderWithProviders(<ReconcileDialog accountId="a1" accountName="Checking" opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Statement date'), { target: { value: '2025-10-30' } });
    fireEvent.change(screen.getByLabelText('Statement ending balance'), { target: { value: '1000' } });
    expect(
      await screen.findByText("Statement date must be on or after 2025-10-31, the day of this account's latest reconciliation"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reconcile-difference')).toHaveTextContent('$0.00'));
    expect(screen.getByRole('button', { name: 'Finish reconciliation' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Statement date'), { target: { value: '2025-10-31' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish reconciliation' })).toBeEnabled());
  });

  it('says when the statement balance is no amount', async () => {
    renderWithProviders(<ReconcileDialog accountId="a1" accountName="Checking" opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Statement ending balance'), { target: { value: '12.345' } });
    expect(await screen.findByText(/Statement balance/)).toBeInTheDocument();
    expect(screen.getByTestId('reconcile-difference')).toHaveTextContent('—');
  });
});

describe('the register line and the form warning', () => {
  it('shows "Reconciled to $X on <date>" and locks the reconciled rows', async () => {
    api.cleared.add('t1');
    api.cleared.add('t2');
    api.cleared.add('t3');
    await fetch('/api/accounts/a1/reconciliations', {
      method: 'POST',
      body: JSON.stringify({ statementDate: '2025-10-31', statementBalance: '450.55' }),
    });
    renderWithProviders(
      <ReconcileBar accountId="a1" accountName="Checking">
        <span>rows</span>
      </ReconcileBar>,
    );
    expect(await screen.findByText(/Reconciled to \$450\.55 on Oct 31, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconcile' })).toBeEnabled();
  });

  it('warns when editing a reconciled transaction, and not for others', async () => {
    api.cleared.add('t1');
    await fetch('/api/accounts/a1/reconciliations', {
      method: 'POST',
      body: JSON.stringify({ statementDate: '2025-10-31', statementBalance: '450.55' }),
    });
    const tx = (id: string): Transaction => ({
      id,
      title: 'Rent',
      amount: '700.00',
      type: 'expense',
      category: '',
      transactionCategoryIds: [],
      fromAccountId: 'a1',
      toAccountId: null,
      posted: 'posted',
      date: '2025-10-03',
      notes: '',
      splits: [],
      recurringTransactionId: null,
      isRecurring: false,
      createdAt: '',
      updatedAt: '',
    });
    // Not reconciled: the account's answer came and names no lock for it.
    const { unmount, queryClient } = renderWithProviders(<ReconciledWarning transaction={tx('t2')} />);
    await waitFor(() => expect(queryClient.getQueryState(reconciliationQueries.status('a1').queryKey)?.status).toBe('success'));
    expect(screen.queryByTestId('reconciled-warning')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ReconciledWarning transaction={tx('t1')} />);
    expect(
      await screen.findByText('This transaction was reconciled on Oct 31, 2025: changing it changes a reconciled balance'),
    ).toBeInTheDocument();
  });
});
