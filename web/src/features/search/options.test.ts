import { describe, expect, it } from 'vitest';
import { searchGroups, searchText } from './options';
import type { SearchResults } from './types';

const EMPTY: SearchResults = {
  q: 'x',
  transactions: [],
  accounts: [],
  categories: [],
  recurring: [],
  goals: [],
  workouts: [],
  meals: [],
  groceries: [],
};

describe('search options', () => {
  it('trims the text and cuts it to 100 characters', () => {
    expect(searchText('  coffee ')).toBe('coffee');
    expect(searchText('   ')).toBe('');
    expect(searchText('x'.repeat(120))).toHaveLength(100);
  });

  it('groups the answer by area in the areas’ order, leaving empty areas out; pages get a link, dialogs none', () => {
    const groups = searchGroups({
      ...EMPTY,
      groceries: [{ id: 'g1', name: 'Coffee beans', category: 'Pantry', checked: true }],
      accounts: [{ id: 'a1', accountName: 'Coffee fund', accountType: 'savings' }],
      transactions: [
        {
          accountName: 'Everyday',
          transaction: {
            id: 't1',
            title: 'Coffee',
            amount: '-4.50',
            type: 'expense',
            category: 'Food',
            transactionCategoryIds: [],
            fromAccountId: 'a0',
            toAccountId: null,
            posted: 'posted',
            date: '2024-05-04',
            notes: '',
            splits: [],
            recurringTransactionId: null,
            isRecurring: false,
            createdAt: '2024-05-04T10:00:00.000Z',
            updatedAt: '2024-05-04T10:00:00.000Z',
          },
        },
      ],
    });
    expect(groups.map((group) => group.label)).toEqual(['Transactions', 'Accounts', 'Grocery Items']);
    expect(groups[0]!.options).toEqual([
      { value: 'transactions:t1', area: 'transactions', id: 't1', label: 'Coffee', detail: '-$4.50 · May 4, 2024 · Food · Everyday' },
    ]);
    expect(groups[1]!.options[0]).toMatchObject({ label: 'Coffee fund', href: '/money/transactions?accountId=a1' });
    expect(groups[2]!.options[0]).toMatchObject({ detail: 'Pantry · checked', href: '/nutrition/grocery' });
  });
});
