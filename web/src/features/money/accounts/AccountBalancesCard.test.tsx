import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { account } from '../testing/fixtures';
import { AccountBalancesCard } from './AccountBalancesCard';
import type { Account } from './types';

let accounts: Account[];
beforeEach(() => {
  accounts = [
    account({ id: 's', accountName: 'Rainy Day', accountType: 'savings', balance: '800.00', balanceAll: '800.00' }),
    account({ id: 'c2', accountName: 'Bills', balance: '50.00', balanceAll: '50.00' }),
    account({ id: 'c1', accountName: 'Everyday', balance: '1234.50', balanceAll: '1034.50', isPrimary: true }),
    account({
      id: 'v',
      accountName: 'Visa',
      accountType: 'credit_card',
      balance: '-3600.00',
      balanceAll: '-3600.00',
      creditLimit: '5000.00',
    }),
    account({ id: 'old', accountName: 'Closed', balance: '9.99', balanceAll: '9.99', isActive: false }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url) === '/api/accounts'
          ? jsonResponse(200, accounts)
          : jsonResponse(404, { error: 'not found' }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountBalancesCard', () => {
  it('lists every active account with its balance by type, the primary first, each linking to its transactions', async () => {
    renderWithProviders(<AccountBalancesCard />);
    const checking = await screen.findByRole('region', { name: 'Checking balances' });
    const rows = within(checking).getAllByTestId('account-balance-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Everyday', 'Bills']);
    expect(rows[0]).toHaveTextContent('$1,234.50');
    expect(rows[0]).toHaveTextContent('$1,034.50 with pending');
    expect(within(rows[0]!).getByRole('link', { name: 'Everyday' })).toHaveAttribute('href', '/money/transactions?accountId=c1');
    expect(screen.getByRole('region', { name: 'Savings balances' })).toHaveTextContent('$800.00');
    const card = screen.getByRole('region', { name: 'Credit Card balances' });
    expect(card).toHaveTextContent('-$3,600.00');
    expect(within(card).getByText('72% of $5,000.00 limit')).toBeInTheDocument();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
  });

  it('says so when no account is active', async () => {
    accounts = [account({ id: 'old', accountName: 'Closed', isActive: false })];
    renderWithProviders(<AccountBalancesCard />);
    expect(await screen.findByText(/No active accounts/)).toBeInTheDocument();
  });
});
