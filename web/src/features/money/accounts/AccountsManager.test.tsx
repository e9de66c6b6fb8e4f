import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { account } from '../testing/fixtures';
import { AccountsManager } from './AccountsManager';
import type { Account } from './types';

let accounts: Account[];
beforeEach(() => {
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
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()) === '/api/accounts'
          ? jsonResponse(200, accounts)
          : jsonResponse(404, { error: 'not found' }),
      ),
    ),
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
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Visa"? This action cannot be undone.');
  });
});
