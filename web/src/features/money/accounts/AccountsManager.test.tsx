import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { account } from '../testing/fixtures';
import { AccountsManager } from './AccountsManager';
import type { Account, AccountUsage } from './types';

let accounts: Account[];
let usage: Record<string, AccountUsage>;
let requests: Array<{ method: string; url: string; body: unknown }>;
beforeEach(() => {
  usage = {};
  requests = [];
  accounts = [
    account({ id: 'c', accountName: 'Everyday Checking', balance: '1234.50', isPrimary: true }),
    account({
      id: 'v',
      accountName: 'Visa',
      accountType: 'credit_card',
      balance: '-200.00',
      creditLimit: '5000.00',
      description: 'Travel card',
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const counted = /^\/api\/accounts\/(\w+)\/usage$/.exec(url);
      if (method === 'GET' && url === '/api/accounts') return Promise.resolve(jsonResponse(200, accounts));
      if (counted)
        return Promise.resolve(jsonResponse(200, usage[counted[1]!] ?? { transactions: 0, transfers: 0, recurringTransactions: 0 }));
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      if (method === 'PUT') return Promise.resolve(jsonResponse(200, accounts[0]));
      return Promise.resolve(jsonResponse(404, { error: 'not found' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountsManager', () => {
  it('loads, then groups accounts by type with counts and tiles', async () => {
    renderWithProviders(<AccountsManager />);
    expect(screen.getByText('Loading accounts...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Checking (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit Card (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('account-tile-checking')).toHaveTextContent('1');
    expect(screen.getByTestId('account-tile-credit_card')).toHaveTextContent('1');
    expect(screen.getByTestId('account-tile-savings')).toHaveTextContent('0');
    const visa = screen.getByRole('region', { name: 'Credit Card accounts' });
    expect(within(visa).getByText('-$200.00')).toBeInTheDocument();
    expect(within(visa).getByText('Credit limit $5,000.00')).toBeInTheDocument();
  });

  it('searches name and description case-insensitively; tiles count the filtered set', async () => {
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'TRAVEL' } });
    expect(screen.queryByRole('heading', { name: 'Checking (1)' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit Card (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('account-tile-checking')).toHaveTextContent('0');

    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'nothing' } });
    expect(screen.getByText('No Accounts Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Account' })).not.toBeInTheDocument();
  });

  it('filters by type and switches to the list view', async () => {
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.change(screen.getByLabelText('Filter by account type'), { target: { value: 'checking' } });
    expect(screen.queryByRole('heading', { name: 'Credit Card (1)' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('List'));
    expect(screen.getAllByTestId('account-row')).toHaveLength(1);
  });

  it('invites the first account when there are none', async () => {
    accounts = [];
    renderWithProviders(<AccountsManager />);
    expect(await screen.findByText('Start by adding your first account')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Account' }));
    expect(await screen.findByRole('dialog', { name: 'Add Account' })).toBeInTheDocument();
  });

  it('sets the colour from the type when creating, and asks a credit limit only for credit types', async () => {
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
    expect(within(dialog).queryByLabelText(/Credit Limit/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Account Type/), { target: { value: 'credit_card' } });
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#EF4444');
    expect(within(dialog).getByLabelText(/Credit Limit/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Account name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Credit limit is required for credit card and loan accounts')).toBeInTheDocument();
  });

  it('asks before deleting', async () => {
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(
      await within(confirm).findByText(
        'Are you sure you want to delete "Visa"? You can restore it from Recently Deleted, under Settings on the money pages.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'Make inactive instead' })).not.toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', url: '/api/accounts/v', body: undefined }));
  });

  it('names the transactions an account has and offers to make it inactive instead (issue 13 #4)', async () => {
    usage.c = { transactions: 12, transfers: 2, recurringTransactions: 0 };
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Everyday Checking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(await within(confirm).findByText('This account has 12 transactions.')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('2 of them are transfers with other accounts, whose balances change too.');
    expect(within(confirm).getByRole('button', { name: 'Delete account and 12 transactions' })).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make inactive instead' }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'PUT', url: '/api/accounts/c', body: { isActive: false } }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('deletes the account together with its transactions when asked to', async () => {
    usage.c = { transactions: 1, transfers: 0, recurringTransactions: 0 };
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Everyday Checking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Delete account and 1 transaction' }));
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'DELETE', url: '/api/accounts/c?withTransactions=true', body: undefined }),
    );
  });

  it('offers no deletion while recurring transactions use the account', async () => {
    usage.c = { transactions: 3, transfers: 0, recurringTransactions: 1 };
    renderWithProviders(<AccountsManager />);
    await screen.findByRole('heading', { name: 'Checking (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Everyday Checking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(
      await within(confirm).findByText(/is used by 1 recurring transaction\. Delete it or move it to another account first\./),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Make inactive instead' })).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("shows a credit card's used share of its limit, red when over", async () => {
    accounts.push(account({ id: 'x', accountName: 'Maxed', accountType: 'credit_card', balance: '-1120.00', creditLimit: '1000.00' }));
    renderWithProviders(<AccountsManager />);
    const cards = await screen.findByRole('region', { name: 'Credit Card accounts' });
    expect(within(cards).getByText('4% of $5,000.00 limit')).toBeInTheDocument();
    expect(within(cards).getByText('Over limit by $120.00')).toBeInTheDocument();
    expect(within(cards).getAllByRole('progressbar')).toHaveLength(2);
  });
});
