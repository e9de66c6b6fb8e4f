import type { Account } from '../accounts/types';

/** An active, non-primary checking account with zero balances; tests override what they need. */
export function account(overrides: Partial<Account> = {}): Account {
  return {
    id: 'a',
    accountName: 'Account',
    accountType: 'checking',
    balance: '0.00',
    balanceAll: '0.00',
    startingBalance: '0.00',
    startingBalanceAsof: '2025-10-01',
    creditLimit: null,
    description: '',
    color: '#3B82F6',
    isActive: true,
    isPrimary: false,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}
