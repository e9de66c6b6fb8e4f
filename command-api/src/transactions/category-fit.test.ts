import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectBody, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';

/** Issue 13 #5: the server refuses categories whose type does not fit the transaction (the form's rule). */
describe.each(oneTestDbKind())('category types fit the transaction (%s)', (kind) => {
  const app = useTestApp(kind);

  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking' });
    const salary = await createCategory(owner.client, 'Salary', 'Income');
    const food = await createCategory(owner.client, 'Food', 'Expense - Variable');
    const lunch = { title: 'Lunch', amount: '12', type: 'expense', fromAccountId: checking.id, date: '2025-06-01' };
    return { owner, checking, salary, food, lunch };
  }

  const refusal = (message: string) => ({ error: message, fields: { transactionCategoryIds: message } });
  const salaryOnExpense = 'Category "Salary" is an Income category and cannot be used on an expense';

  it('POST and PUT: 400 on transactionCategoryIds, nothing written', async () => {
    const { owner, checking, salary, food, lunch } = await setup();
    await apiSpec(app)
      .given(owner)
      .when(POST('/api/transactions', { ...lunch, transactionCategoryIds: [food.id, salary.id] }))
      .then(400, expectBody(refusal(salaryOnExpense)), expectNewEvents([]));
    const recorded = await record(owner.client, { ...lunch, transactionCategoryIds: [food.id] });
    await apiSpec(app)
      .given(owner)
      .when(PUT(`/api/transactions/${recorded.id}`, { type: 'income', toAccountId: checking.id, transactionCategoryIds: [food.id] }))
      .then(
        400,
        expectBody(refusal('Category "Food" is an Expense - Variable category and cannot be used on income')),
        expectNewEvents([]),
      );
    // A body switching the type without naming categories keeps the stored one: checked too.
    await apiSpec(app)
      .given(owner)
      .when(PUT(`/api/transactions/${recorded.id}`, { type: 'income', toAccountId: checking.id }))
      .then(
        400,
        expectBody(refusal('Category "Food" is an Expense - Variable category and cannot be used on income')),
        expectNewEvents([]),
      );
    const switched = await owner.client.put(`/api/transactions/${recorded.id}`, {
      type: 'income',
      toAccountId: checking.id,
      transactionCategoryIds: [salary.id],
    });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toMatchObject({ type: 'income', category: 'Salary', transactionCategoryIds: [salary.id] });
  });

  it('bulk import: the item is refused by index, the batch with it', async () => {
    const { owner, salary, food, lunch } = await setup();
    await apiSpec(app)
      .given(owner)
      .when(
        POST('/api/transactions/bulk', {
          transactions: [
            { ...lunch, transactionCategoryIds: [food.id] },
            { ...lunch, transactionCategoryIds: [salary.id] },
          ],
        }),
      )
      .then(
        400,
        expectBody({ error: salaryOnExpense, fields: { 'transactions.1.transactionCategoryIds': salaryOnExpense } }),
        expectNewEvents([]),
      );
  });

  it('recurring transactions: the same rule', async () => {
    const { owner, checking, salary } = await setup();
    await apiSpec(app)
      .given(owner)
      .when(
        POST('/api/recurring-transactions', {
          title: 'Rent',
          amount: '900',
          type: 'expense',
          fromAccountId: checking.id,
          transactionCategoryIds: [salary.id],
          frequency: 'monthly',
          startDate: '2030-01-01',
          endDate: '2030-03-01',
        }),
      )
      .then(400, expectBody(refusal(salaryOnExpense)), expectNewEvents([]));
    const food = await createCategory(owner.client, 'Groceries', 'Expense - Variable');
    const created = await owner.client.post('/api/recurring-transactions', {
      title: 'Groceries',
      amount: '90',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [food.id],
      frequency: 'monthly',
      startDate: '2030-01-01',
      endDate: '2030-03-01',
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    await apiSpec(app)
      .given(owner)
      .when(PUT(`/api/recurring-transactions/${id}`, { type: 'income', fromAccountId: null, toAccountId: checking.id }))
      .then(
        400,
        expectBody(refusal('Category "Groceries" is an Expense - Variable category and cannot be used on income')),
        expectNewEvents([]),
      );
  });
});
