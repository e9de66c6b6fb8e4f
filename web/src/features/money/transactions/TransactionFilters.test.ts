import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  defaultFilterValues,
  filtersShow,
  hasActiveFilters,
  toTransactionFilters,
  valuesShowing,
} from './TransactionFilters';
import type { Transaction } from './types';

const saved = (overrides: Partial<Transaction>): Transaction => ({
  id: 'x',
  title: 'Morning Coffee',
  amount: '-4.50',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
  fromAccountId: 'checking',
  toAccountId: null,
  posted: 'posted',
  date: '2026-11-20',
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

describe('transaction filters', () => {
  const window = defaultFilterValues('2026-11-21');

  it('sends the search trimmed and leaves blanks out', () => {
    expect(toTransactionFilters({ ...window, search: '  coffee ' })).toEqual({
      startDate: '2026-11-06',
      endDate: '2026-12-06',
      search: 'coffee',
    });
    expect(toTransactionFilters({ ...window, startDate: '', endDate: '', search: '   ' })).toEqual({});
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ search: 'a' })).toBe(true);
  });

  it('refuses an end before the start (one day is a range)', () => {
    expect(dateRangeProblem({ startDate: '2026-03-10', endDate: '2026-03-09' })).toBe('End date must be on or after start date');
    expect(dateRangeProblem({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-03-10', endDate: '' })).toBeNull();
  });

  it('knows whether the list shows a saved transaction, and widens only what hides it', () => {
    const filters = toTransactionFilters(window);
    expect(filtersShow(filters, saved({}))).toBe(true);
    const march = saved({ date: '2025-03-12' });
    expect(filtersShow(filters, march)).toBe(false);
    expect(valuesShowing(window, march)).toEqual({ ...window, startDate: '2025-03-12' });
    const later = saved({ date: '2027-01-02' });
    expect(valuesShowing(window, later)).toEqual({ ...window, endDate: '2027-01-02' });

    const narrow = { ...window, transactionType: 'income' as const, status: 'pending' as const, search: 'rent' };
    expect(filtersShow(toTransactionFilters(narrow), saved({}))).toBe(false);
    expect(valuesShowing(narrow, saved({}))).toEqual(window);
    // A search the title contains (any case) stays.
    expect(valuesShowing({ ...narrow, search: 'COFFEE' }, saved({}))).toEqual({ ...window, search: 'COFFEE' });
  });
});
