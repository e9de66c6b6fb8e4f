import { randomUUID } from 'node:crypto';
import { dateOutOfRangeMessage, dateRangeReversedMessage, type MoneySummaryJson } from '@life/domain';
import type { ReportJson } from '@life/domain/reports/api';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-app';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

/**
 * Every type and status across three months and several first categories; each expected figure is
 * summed by hand from this list:
 *   2025-09-30 expense     7.00  Main   none           (before the range)
 *   2025-10-15 income   3000.00  Main   Salary         posted
 *   2025-11-01 income    250.25  Savings none          pending
 *   2025-11-01 expense  1200.00  Main   [Rent, Food]   posted   (counts toward Rent, its FIRST category)
 *   2025-11-20 expense    80.50  Card   Food           pending
 *   2025-11-21 expense     5.00  Main   none           posted
 *   2025-11-30 payment   500.00  Main -> Card          (never income nor expense)
 *   2025-12-31 expense    19.99  Card   Food           posted
 *   2026-01-01 expense   100.00  Main   Food           (after the range)
 */
describe.each(oneTestDbKind())('reports (%s)', (kind) => {
  const app = useTestApp(kind);
  let client: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ client } = await app.register());
    for (const [name, type] of [
      ['Main', 'checking'],
      ['Savings', 'savings'],
      ['Card', 'credit_card'],
    ] as const) {
      ids[name] = (
        await createAccount(client, { accountName: name, accountType: type, ...(type === 'credit_card' ? { creditLimit: '5000' } : {}) })
      ).id;
    }
    ids.Rent = (await createCategory(client, 'Rent', 'Expense - Fixed')).id;
    ids.Food = (await createCategory(client, '=Food', 'Expense - Variable')).id;
    ids.Salary = (await createCategory(client, 'Salary', 'Income')).id;
    ids.Transfer = (await createCategory(client, 'Transfer', 'Payment')).id;
    const expense = (date: string, amount: string, account: string, categories: string[], posted = 'posted') =>
      record(client, {
        title: 'x',
        type: 'expense',
        amount,
        date,
        fromAccountId: ids[account],
        transactionCategoryIds: categories.map((c) => ids[c]),
        posted,
      });
    await expense('2025-09-30', '7', 'Main', []);
    await record(client, {
      title: 'Pay',
      type: 'income',
      amount: '3000',
      date: '2025-10-15',
      toAccountId: ids.Main,
      transactionCategoryIds: [ids.Salary],
    });
    await record(client, {
      title: 'Gift',
      type: 'income',
      amount: '250.25',
      date: '2025-11-01',
      toAccountId: ids.Savings,
      posted: 'pending',
    });
    await expense('2025-11-01', '1200', 'Main', ['Rent', 'Food']);
    await expense('2025-11-20', '80.50', 'Card', ['Food'], 'pending');
    await expense('2025-11-21', '5', 'Main', []);
    await record(client, {
      title: 'Card bill',
      type: 'payment',
      amount: '500',
      date: '2025-11-30',
      fromAccountId: ids.Main,
      toAccountId: ids.Card,
      transactionCategoryIds: [ids.Transfer],
    });
    await expense('2025-12-31', '19.99', 'Card', ['Food']);
    await expense('2026-01-01', '100', 'Main', ['Food']);
  });

  const report = async (query: string): Promise<ReportJson> => {
    const response = await client.get(`/api/reports/summary?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ReportJson;
  };
  const month = (m: string, income: string, expenses: string, net: string, incomeCount: number, expenseCount: number) => ({
    month: m,
    income,
    expenses,
    net,
    incomeCount,
    expenseCount,
  });

  it('sums whole months: income, expenses (every status, payments left out), net, and expenses by first category', async () => {
    expect(await report('start=2025-10-01&end=2025-12-31')).toEqual({
      start: '2025-10-01',
      end: '2025-12-31',
      accountIds: [],
      categoryIds: [],
      totals: { income: '3250.25', expenses: '1305.49', net: '1944.76', incomeCount: 2, expenseCount: 4 },
      months: [
        month('2025-10', '3000.00', '0.00', '3000.00', 1, 0),
        month('2025-11', '250.25', '1285.50', '-1035.25', 1, 3),
        month('2025-12', '0.00', '19.99', '-19.99', 0, 1),
      ],
      categories: [
        { categoryId: ids.Rent, category: 'Rent', color: expect.any(String), spent: '1200.00', count: 1, share: '91.9' },
        { categoryId: ids.Food, category: '=Food', color: expect.any(String), spent: '100.49', count: 2, share: '7.7' },
        { categoryId: null, category: null, color: null, spent: '5.00', count: 1, share: '0.4' },
      ],
    });
  });

  it('cuts partial months at the range ends, and a range inside one month', async () => {
    const edges = await report('start=2025-10-16&end=2025-12-30');
    expect(edges.totals).toEqual({ income: '250.25', expenses: '1285.50', net: '-1035.25', incomeCount: 1, expenseCount: 3 });
    expect(edges.months.map((m) => [m.month, m.income, m.expenses])).toEqual([
      ['2025-10', '0.00', '0.00'],
      ['2025-11', '250.25', '1285.50'],
      ['2025-12', '0.00', '0.00'],
    ]);
    const inside = await report('start=2025-11-02&end=2025-11-25');
    expect(inside.totals).toEqual({ income: '0.00', expenses: '85.50', net: '-85.50', incomeCount: 0, expenseCount: 2 });
    expect(inside.categories.map((c) => [c.category, c.spent, c.share])).toEqual([
      ['=Food', '80.50', '94.2'],
      [null, '5.00', '5.8'],
    ]);
  });

  it('filters by account (from or to) and by first category; every account is the unfiltered report', async () => {
    const card = await report(`start=2025-10-01&end=2025-12-31&accountIds=${ids.Card}`);
    expect(card.totals).toEqual({ income: '0.00', expenses: '100.49', net: '-100.49', incomeCount: 0, expenseCount: 2 });
    expect(card.accountIds).toEqual([ids.Card]);
    const food = await report(`start=2025-10-01&end=2025-12-31&categoryIds=${ids.Food}`);
    expect(food.totals.expenses).toBe('100.49');
    expect(food.categories.map((c) => c.categoryId)).toEqual([ids.Food]);
    const none = await report('start=2025-10-01&end=2025-12-31&categoryIds=none');
    expect(none.totals).toEqual({ income: '250.25', expenses: '5.00', net: '245.25', incomeCount: 1, expenseCount: 1 });
    const mainRent = await report(`start=2025-10-01&end=2025-12-31&accountIds=${ids.Main}&categoryIds=${ids.Rent},${ids.Salary}`);
    expect(mainRent.totals).toEqual({ income: '3000.00', expenses: '1200.00', net: '1800.00', incomeCount: 1, expenseCount: 1 });
    const all = await report(`start=2025-10-01&end=2025-12-31&accountIds=${ids.Main},${ids.Savings},${ids.Card}`);
    const unfiltered = await report('start=2025-10-01&end=2025-12-31');
    expect({ ...all, accountIds: [] }).toEqual(unfiltered);
  });

  it('defaults to the 12 months ending with the current month', async () => {
    const body = await report('');
    expect(body.months).toHaveLength(12);
    expect(body.start).toMatch(/-01$/);
    expect(body.months.at(-1)!.month).toBe(body.end.slice(0, 7));
  });

  it('refuses bad ranges and ids with field messages, and ids not the caller’s with a 404', async () => {
    const fields = async (query: string) => {
      const response = await client.get(`/api/reports/summary?${query}`);
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: unknown }).fields;
    };
    expect(await fields('start=2025-02-01&end=2025-01-31')).toEqual({ end: dateRangeReversedMessage });
    expect(await fields('start=1900-12-31')).toEqual({ start: dateOutOfRangeMessage });
    expect(await fields('end=2025-02-30')).toEqual({ end: 'End date must be a date (yyyy-mm-dd)' });
    expect(await fields('accountIds=nope')).toEqual({ accountIds: 'Account ids must be valid ids, separated by commas' });
    expect(await fields('categoryIds=all')).toEqual({ categoryIds: "Category ids must be valid ids or 'none', separated by commas" });
    const other = await app.register();
    const foreignAccount = await createAccount(other.client, { accountName: 'Theirs' });
    for (const query of [`accountIds=${foreignAccount.id}`, `accountIds=${ids.Main},${randomUUID()}`, `categoryIds=${randomUUID()}`]) {
      const response = await client.get(`/api/reports/summary?${query}`);
      expect(response.status).toBe(404);
    }
    const theirs = await (await other.client.get('/api/reports/summary?start=2025-10-01&end=2025-12-31')).json();
    expect((theirs as ReportJson).totals.expenses).toBe('0.00');
  });

  it('counts a 3-line split transaction once in months and totals, and once in each category it reaches (issue 24)', async () => {
    const { client: splitter } = await app.register();
    const main = (await createAccount(splitter, { accountName: 'Main' })).id;
    const [rent, food, fun] = [
      (await createCategory(splitter, 'Rent')).id,
      (await createCategory(splitter, 'Food')).id,
      (await createCategory(splitter, 'Fun')).id,
    ];
    await record(splitter, {
      title: 'Market',
      type: 'expense',
      amount: '35.00',
      date: '2025-11-10',
      fromAccountId: main,
      splits: [
        { categoryId: rent, amount: '10.00' },
        { categoryId: food, amount: '20.00' },
        { categoryId: fun, amount: '5.00' },
      ],
    });
    const splitReport = async (query: string) => {
      const response = await splitter.get(`/api/reports/summary?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as ReportJson;
    };
    // Whole months (the monthly tables), a partial month (the rows), by account, and by categories
    // leaving out the first line's (Rent): one transaction each time.
    for (const query of [
      'start=2025-11-01&end=2025-11-30',
      'start=2025-11-05&end=2025-11-20',
      `start=2025-11-01&end=2025-11-30&accountIds=${main}`,
      `start=2025-10-01&end=2025-12-31&categoryIds=${food},${fun}`,
    ]) {
      const body = await splitReport(query);
      expect(body.totals.expenseCount, query).toBe(1);
      expect(body.months.find((m) => m.month === '2025-11')!.expenseCount, query).toBe(1);
      expect(
        body.categories.every((c) => c.count === 1),
        query,
      ).toBe(true);
    }
    const whole = await splitReport('start=2025-11-01&end=2025-11-30');
    expect(whole.totals).toEqual({ income: '0.00', expenses: '35.00', net: '-35.00', incomeCount: 0, expenseCount: 1 });
    expect(whole.categories.map((c) => [c.category, c.spent, c.count])).toEqual([
      ['Food', '20.00', 1],
      ['Rent', '10.00', 1],
      ['Fun', '5.00', 1],
    ]);
    // The money overview of that month counts it once too, and once in each category.
    const summary = (await (await splitter.get('/api/money/summary?month=2025-11')).json()) as MoneySummaryJson;
    expect([summary.monthTotals.expenseCount, summary.allTime.expenseCount]).toEqual([1, 1]);
    expect(summary.categories.map((c) => c.count)).toEqual([1, 1, 1]);
  });

  it('downloads the same report as an RFC 4180 CSV with formula-defused texts', async () => {
    const response = await client.get(`/api/reports/summary.csv?start=2025-11-01&end=2025-11-30&categoryIds=${ids.Food},none`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="life-report-2025-11-01-to-2025-11-30.csv"');
    expect(await response.text()).toBe(
      [
        'Section,Period,Accounts,Category,Income,Expenses,Net,Count,Share %',
        "Filters,2025-11-01 to 2025-11-30,All accounts,'=Food; Uncategorized,,,,,",
        'Month,2025-11,,,250.25,85.50,164.75,3,',
        "Category,2025-11-01 to 2025-11-30,,'=Food,,80.50,,1,94.2",
        'Category,2025-11-01 to 2025-11-30,,Uncategorized,,5.00,,1,5.8',
        'Total,2025-11-01 to 2025-11-30,,,250.25,85.50,164.75,3,',
        '',
      ].join('\r\n'),
    );
  });
});
