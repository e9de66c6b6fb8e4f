/**
 * QIF split records (issue 24) through the import route, from a Quicken-style export: the records
 * whose S/E/$ lines name the user's categories and add up become split transactions (each line in
 * the budgets); the others are imported unsplit under their first line's category, the lines and why
 * noted in the bank description. None is dropped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, UPLOAD } from '../../testing/api-spec';
import { createAccount, createCategory, useTestApp } from '../../testing/route-test';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));

describe.each(oneTestDbKind())('QIF split records (%s)', (kind) => {
  const app = useTestApp(kind);

  it('imports the splits that add up as splits, the others unsplit with the reason noted', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const names = ['Groceries', 'Household', 'Gifts', 'Dining', 'Fuel', 'Auto'];
    const ids = Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await createCategory(user.client, name)).id])));
    const salary = (await createCategory(user.client, 'Salary', 'Income')).id;

    const { body, newEvents } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(`/api/imports/qif?accountId=${account.id}`, fixture('quicken-splits.qif'), 'application/qif'))
      .then(201);
    expect(body).toMatchObject({ added: 7, rejectedCount: 0 });
    const recorded = newEvents.flatMap((event) => (event.type === 'TransactionRecorded' ? [event.data as Record<string, unknown>] : []));
    const byTitle = Object.fromEntries(recorded.map((data) => [data.title as string, data]));

    expect(byTitle['SUPERSTORE #0231']).toMatchObject({
      amountCents: 15632,
      category: 'Groceries',
      transactionCategoryIds: [ids.Groceries, ids.Household, ids.Gifts],
      splits: [
        { categoryId: ids.Groceries, amountCents: 9840, memo: 'Weekly shop' },
        { categoryId: ids.Household, amountCents: 4217, memo: 'Light bulbs, batteries' },
        { categoryId: ids.Gifts, amountCents: 1575, memo: 'Card for Sam' },
      ],
    });
    // "Auto:Fuel" is the user's Fuel, "Auto:Service" their Auto (the parent).
    expect(byTitle['GARAGE SERVICES']).toMatchObject({
      transactionCategoryIds: [ids.Fuel, ids.Auto],
      splits: [
        { categoryId: ids.Fuel, amountCents: 4510, memo: 'Fill-up' },
        { categoryId: ids.Auto, amountCents: 4000, memo: 'Oil change' },
      ],
    });
    const unsplit = (title: string) => byTitle[title] as { splits: unknown[]; transactionCategoryIds: string[]; bankDescription?: string };
    expect(unsplit('ACME CORP PAYROLL')).toMatchObject({
      splits: [],
      transactionCategoryIds: [salary],
      type: 'income',
      amountCents: 245000,
    });
    expect(unsplit('ACME CORP PAYROLL').bankDescription).toContain('Split not kept (split line 2: no category named "Tax:Fed")');
    expect(unsplit('CITY PHARMACY')).toMatchObject({ splits: [], transactionCategoryIds: [], category: 'Medical:Doctor' });
    expect(unsplit('CORNER BISTRO')).toMatchObject({ splits: [], transactionCategoryIds: [ids.Dining] });
    expect(unsplit('CORNER BISTRO').bankDescription).toContain('the split lines add up to -55.00, not the amount -60.00');
    expect(unsplit('TRANSFER AND SHOP')).toMatchObject({ splits: [], transactionCategoryIds: [ids.Groceries] });
    expect(unsplit('TRANSFER AND SHOP').bankDescription).toContain('split line 2 is a transfer to [Rainy Day Savings]');
    expect(byTitle['SHELL OIL 5734']).toMatchObject({ splits: [], transactionCategoryIds: [ids.Fuel] });

    // Each kept line counts under its own category (the budgets' spent).
    const response = await user.client.post('/api/budgets', { categoryId: ids.Household, budgetAmount: '100', month: 3, year: 2024 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ spent: '42.17' });
  });
});
