import type { ReportJson } from '@life/domain/reports/api';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

const totals = (income: string, expenses: string, net: string, incomeCount: number, expenseCount: number) => ({
  income,
  expenses,
  net,
  incomeCount,
  expenseCount,
});
const month = (m: string, ...figures: Parameters<typeof totals>) => ({ month: m, ...totals(...figures) });

/**
 * Issue 26: reports as they were known at a moment. Every figure below is summed by hand from:
 *   created  lunch   expense  12.50  2025-11-10  Main  Food
 *            pay     income 1000.00  2025-11-15  Main  Salary
 *            market  expense 100.00  2025-12-05  Card  split: Food 30.00, Rent 70.00
 *   edited   lunch   expense  20.00  2025-12-20  Main  Rent; the category Food renamed Groceries
 *   deleted  pay
 * Three reads at each moment: whole months (live: the monthly read models), partial months at both
 * ends (live: money_transactions at the edges), and a category filter (live: the report sums, and the
 * split counted under its kept line).
 */
describe.each(oneTestDbKind())('reports as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('answers the figures, the names and the CSV known at each moment; as of now, what the live read answers', async () => {
    const { client } = await app.register();
    const main = (await createAccount(client, { accountName: 'Main' })).id;
    const card = (await createAccount(client, { accountName: 'Card', accountType: 'credit_card', creditLimit: '5000' })).id;
    const food = (await createCategory(client, 'Food')).id;
    const rent = (await createCategory(client, 'Rent', 'Expense - Fixed')).id;
    const salary = (await createCategory(client, 'Salary', 'Income')).id;

    const before = await momentBetween();
    const lunch = await record(client, {
      title: 'Lunch',
      type: 'expense',
      amount: '12.50',
      date: '2025-11-10',
      fromAccountId: main,
      transactionCategoryIds: [food],
    });
    const pay = await record(client, {
      title: 'Pay',
      type: 'income',
      amount: '1000',
      date: '2025-11-15',
      toAccountId: main,
      transactionCategoryIds: [salary],
    });
    await record(client, {
      title: 'Market',
      type: 'expense',
      amount: '100',
      date: '2025-12-05',
      fromAccountId: card,
      splits: [
        { categoryId: food, amount: '30.00' },
        { categoryId: rent, amount: '70.00' },
      ],
    });
    const afterCreate = await momentBetween();
    expect(
      (await client.put(`/api/transactions/${lunch.id}`, { amount: '20.00', date: '2025-12-20', transactionCategoryIds: [rent] })).status,
    ).toBe(200);
    expect((await client.put(`/api/expense-types/${food}`, { transactionCategory: 'Groceries' })).status).toBe(200);
    const afterEdit = await momentBetween();
    const deleted = await client.delete(`/api/transactions/${pay.id}`);
    expect(deleted.status).toBe(204);
    const position = deleted.headers.get('x-position');
    const afterDelete = await momentBetween();

    const WHOLE = '/api/reports/summary?start=2025-11-01&end=2025-12-31';
    const EDGES = '/api/reports/summary?start=2025-11-12&end=2025-12-10';
    const RENT = `/api/reports/summary?start=2025-11-01&end=2025-12-31&categoryIds=${rent}`;
    const report = (path: string, asOf?: string): Promise<ReportJson> => getAsOf(client, path, asOf, position);
    const named = (r: ReportJson) => r.categories.map((c) => [c.categoryId, c.category, c.spent, c.count]);

    // Before any transaction: the empty report, every month zero.
    const empty = await report(WHOLE, before);
    expect(empty.totals).toEqual(totals('0.00', '0.00', '0.00', 0, 0));
    expect(empty.months).toEqual([month('2025-11', '0.00', '0.00', '0.00', 0, 0), month('2025-12', '0.00', '0.00', '0.00', 0, 0)]);
    expect(empty.categories).toEqual([]);
    expect((await report(EDGES, before)).totals).toEqual(totals('0.00', '0.00', '0.00', 0, 0));
    expect((await report(RENT, before)).totals).toEqual(totals('0.00', '0.00', '0.00', 0, 0));

    // Created: lunch 12.50 (Food) and pay in November, the split market in December.
    const created = await report(WHOLE, afterCreate);
    expect(created.totals).toEqual(totals('1000.00', '112.50', '887.50', 1, 2));
    expect(created.months).toEqual([
      month('2025-11', '1000.00', '12.50', '987.50', 1, 1),
      month('2025-12', '0.00', '100.00', '-100.00', 0, 1),
    ]);
    expect(named(created)).toEqual([
      [rent, 'Rent', '70.00', 1],
      [food, 'Food', '42.50', 2],
    ]);
    expect((await report(EDGES, afterCreate)).totals).toEqual(totals('1000.00', '100.00', '900.00', 1, 1));
    const createdRent = await report(RENT, afterCreate);
    expect(createdRent.totals).toEqual(totals('0.00', '70.00', '-70.00', 0, 1));
    expect(named(createdRent)).toEqual([[rent, 'Rent', '70.00', 1]]);

    // Edited: lunch 20.00 under Rent on 2025-12-20 (outside EDGES); Food's name is Groceries.
    const edited = await report(WHOLE, afterEdit);
    expect(edited.totals).toEqual(totals('1000.00', '120.00', '880.00', 1, 2));
    expect(edited.months).toEqual([
      month('2025-11', '1000.00', '0.00', '1000.00', 1, 0),
      month('2025-12', '0.00', '120.00', '-120.00', 0, 2),
    ]);
    expect(named(edited)).toEqual([
      [rent, 'Rent', '90.00', 2],
      [food, 'Groceries', '30.00', 1],
    ]);
    expect((await report(EDGES, afterEdit)).totals).toEqual(totals('1000.00', '100.00', '900.00', 1, 1));
    expect((await report(RENT, afterEdit)).totals).toEqual(totals('0.00', '90.00', '-90.00', 0, 2));

    // Deleted: no income left.
    const now = await report(WHOLE, afterDelete);
    expect(now.totals).toEqual(totals('0.00', '120.00', '-120.00', 0, 2));
    expect(now.months).toEqual([month('2025-11', '0.00', '0.00', '0.00', 0, 0), month('2025-12', '0.00', '120.00', '-120.00', 0, 2)]);
    expect((await report(EDGES, afterDelete)).totals).toEqual(totals('0.00', '100.00', '-100.00', 0, 1));
    expect((await report(RENT, afterDelete)).totals).toEqual(totals('0.00', '90.00', '-90.00', 0, 2));

    // As of now (a later moment is answered as of now) equals the live read, on every path, filters and the default range too.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (const path of [
      WHOLE,
      EDGES,
      RENT,
      `${WHOLE}&accountIds=${main}`,
      `${EDGES}&accountIds=${card}&categoryIds=${food},none`,
      '/api/reports/summary',
    ]) {
      const live = await report(path);
      expect(await report(path, afterDelete), path).toEqual(live);
      expect(await report(path, later), path).toEqual(live);
    }

    // The CSV (Generate Report's download) as of a moment: that moment's figures and names.
    const csv = async (asOf?: string) => {
      const path = `/api/reports/summary.csv?start=2025-11-01&end=2025-12-31&accountIds=${card}${asOf ? `&asOf=${encodeURIComponent(asOf)}` : ''}`;
      const response = await client.get(path, { 'X-Min-Position': position! });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      return response.text();
    };
    const createdCsv = await csv(afterCreate);
    expect(createdCsv).toContain('Category,2025-11-01 to 2025-12-31,,Food,,30.00,,1,30.0');
    expect(createdCsv).not.toContain('Groceries');
    expect(createdCsv).toContain('Total,2025-11-01 to 2025-12-31,,,0.00,100.00,-100.00,1,');
    expect(await csv(before)).toContain('Total,2025-11-01 to 2025-12-31,,,0.00,0.00,0.00,0,');
    expect(await csv(afterDelete)).toEqual(await csv());
  });

  it('refuses a malformed asOf on the JSON and the CSV', async () => {
    const { client } = await app.register();
    for (const path of ['/api/reports/summary', '/api/reports/summary.csv']) {
      const response = await client.get(`${path}?asOf=yesterday`);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).fields)).toEqual(['asOf']);
    }
  });
});
