import { describe, expect, it } from 'vitest';
import { scheduleCardTotals } from './card-balances';
import { balanceGroups, groupPeriods, periodTiming, toBalanceRow } from './period-balances';
import type { AccountBalance } from './types';

const balance = (accountId: string, accountName: string, overrides: Partial<AccountBalance> = {}): AccountBalance => ({
  accountId,
  accountName,
  accountType: 'checking',
  startBalancePosted: '0.00',
  startBalanceAll: '0.00',
  endBalancePosted: '0.00',
  endBalanceAll: '0.00',
  ...overrides,
});

describe('period timing (SPEC 4)', () => {
  const period = { startDate: '2026-03-01', endDate: '2026-03-31' };
  it('is past when it ends before today, future when it starts after, current when today is within (both ends counted)', () => {
    expect(periodTiming(period, '2026-04-01')).toBe('past');
    expect(periodTiming(period, '2026-02-28')).toBe('future');
    expect(periodTiming(period, '2026-03-01')).toBe('current');
    expect(periodTiming(period, '2026-03-31')).toBe('current');
  });

  it('groups periods in their order', () => {
    const periods = [
      { periodNumber: 1, startDate: '2026-01-01', endDate: '2026-01-31' },
      { periodNumber: 2, startDate: '2026-02-01', endDate: '2026-02-28' },
      { periodNumber: 3, startDate: '2026-03-01', endDate: '2026-03-31' },
      { periodNumber: 4, startDate: '2026-04-01', endDate: '2026-04-30' },
    ];
    const groups = groupPeriods(periods, '2026-02-10');
    expect(groups.past.map((p) => p.periodNumber)).toEqual([1]);
    expect(groups.current.map((p) => p.periodNumber)).toEqual([2]);
    expect(groups.future.map((p) => p.periodNumber)).toEqual([3, 4]);
  });
});

describe('pending arithmetic (SPEC 2: all minus posted, in cents)', () => {
  it('subtracts exactly where floats would not', () => {
    const row = toBalanceRow(
      balance('a', 'Main', {
        startBalancePosted: '0.10',
        startBalanceAll: '0.30',
        endBalancePosted: '-1234567.89',
        endBalanceAll: '99999999.99',
      }),
    );
    // 0.3 - 0.1 is 0.19999999999999998 in floats.
    expect(row.startPending).toBe(20);
    expect(row.startPosted).toBe(10);
    expect(row.startAll).toBe(30);
    expect(row.endPending).toBe(9_999_999_999 + 123_456_789);
  });

  it("sums a schedule card's Posted, Pending and Total over every account", () => {
    const totals = scheduleCardTotals([
      balance('a', 'Main', { startBalancePosted: '100.10', startBalanceAll: '90.05', endBalancePosted: '0.70', endBalanceAll: '0.90' }),
      balance('b', 'Card', { startBalancePosted: '-50.00', startBalanceAll: '-75.25', endBalancePosted: '0.20', endBalanceAll: '0.10' }),
    ]);
    expect(totals.start).toEqual({ posted: 5010, pending: 1480 - 5010, total: 1480 });
    expect(totals.end).toEqual({ posted: 90, pending: 10, total: 100 });
    expect(scheduleCardTotals([]).start).toEqual({ posted: 0, pending: 0, total: 0 });
  });
});

describe('balance table groups (SPEC 2)', () => {
  const balances = [
    balance('loan', 'Car loan', { accountType: 'loan / line of credit' }),
    balance('other', 'Cash', { accountType: 'other' }),
    balance('inv', 'Brokerage', { accountType: 'investment' }),
    balance('visa', 'Visa', { accountType: 'credit_card' }),
    balance('sav', 'Rainy day', { accountType: 'savings' }),
    balance('b', 'Bills'),
    balance('a', 'Alpha'),
  ];

  it('groups by type in SPEC order, each by name, with counts', () => {
    const groups = balanceGroups(balances, { hidden: [], order: [] });
    expect(groups.map((group) => [group.label, group.rows.map((row) => row.accountName)])).toEqual([
      ['Checking', ['Alpha', 'Bills']],
      ['Savings', ['Rainy day']],
      ['Credit Card', ['Visa']],
      ['Investment', ['Brokerage']],
      ['Loan / Line of Credit', ['Car loan']],
      ['Other', ['Cash']],
    ]);
  });

  it("follows the user's order within a group and leaves hidden accounts (and emptied groups) out", () => {
    const groups = balanceGroups(balances, { hidden: ['sav', 'other'], order: ['b', 'a'] });
    expect(groups.map((group) => group.label)).toEqual(['Checking', 'Credit Card', 'Investment', 'Loan / Line of Credit']);
    expect(groups[0]?.rows.map((row) => row.accountName)).toEqual(['Bills', 'Alpha']);
  });

  it('is empty when no account is shown', () => {
    expect(balanceGroups([], { hidden: [], order: [] })).toEqual([]);
    expect(balanceGroups([balance('a', 'Alpha')], { hidden: ['a'], order: [] })).toEqual([]);
  });
});
