import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';
import type { TestClient, TestResponse } from '../testing/test-app';

async function created(response: Promise<TestResponse>): Promise<{ id: string; position: string }> {
  const answer = await response;
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${await answer.text()}`);
  return { id: ((await answer.json()) as { id: string }).id, position: answer.headers.get('x-position')! };
}

/** One of every searched record, all named after `word` somewhere; the last write's position. */
async function seedRecords(client: TestClient, word: string) {
  const account = await createAccount(client, { accountName: `${word} Checking` });
  const card = await createAccount(client, { accountName: 'Plain card', accountType: 'savings' });
  const category = await createCategory(client, `${word} Groceries`);
  const other = await createCategory(client, 'Plain category');
  const byTitle = await record(client, {
    title: `Lunch at ${word}`,
    amount: '12.50',
    type: 'expense',
    fromAccountId: card.id,
    transactionCategoryIds: [other.id],
    date: '2024-03-01',
  });
  const byAccount = await record(client, {
    title: 'Salary',
    amount: '1000.00',
    type: 'income',
    toAccountId: account.id,
    date: '2024-03-02',
  });
  const byCategory = await record(client, {
    title: 'Market',
    amount: '86.42',
    type: 'expense',
    fromAccountId: card.id,
    transactionCategoryIds: [category.id],
    date: '2024-03-03',
  });
  const recurring = await created(
    client.post('/api/recurring-transactions', {
      title: `${word} rent`,
      amount: '900.00',
      type: 'expense',
      fromAccountId: card.id,
      frequency: 'monthly',
      startDate: '2024-01-01',
      endDate: '2024-02-01',
    }),
  );
  const goal = await created(client.post('/api/goals', { title: `Run a ${word} marathon`, category: 'Health' }));
  const workout = await created(client.post('/api/workouts', { name: `${word} intervals`, type: 'cardio', duration: 30 }));
  const meal = await created(client.post('/api/meals', { name: `${word} salad`, type: 'lunch', calories: 420 }));
  const grocery = await created(client.post('/api/grocery-items', { name: `${word} apples` }));
  return { account, card, category, byTitle, byAccount, byCategory, recurring, goal, workout, meal, grocery, position: grocery.position };
}

describe.each(oneTestDbKind())('GET /api/search (%s)', (kind) => {
  const app = useTestApp(kind);

  it('finds every area by its names, grouped by area, and only the caller’s own records', async () => {
    const { client } = await app.register();
    const mine = await seedRecords(client, 'Zephyr');
    // Another user with records of the same names: none of them may ever show.
    const other = await app.register();
    const theirs = await seedRecords(other.client, 'Zephyr');

    const response = await client.get('/api/search?q=zephyr', { 'X-Min-Position': mine.position });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.q).toBe('zephyr');
    // Title, account name and category name; newest first.
    expect(body.transactions.map((hit: { transaction: { id: string } }) => hit.transaction.id)).toEqual([
      mine.byCategory.id,
      mine.byAccount.id,
      mine.byTitle.id,
    ]);
    expect(body.transactions[0]).toEqual({
      transaction: expect.objectContaining({ id: mine.byCategory.id, amount: '-86.42', title: 'Market' }),
      accountName: 'Plain card',
    });
    expect(body.transactions[1].accountName).toBe('Zephyr Checking');
    expect(body.accounts).toEqual([{ id: mine.account.id, accountName: 'Zephyr Checking', accountType: 'checking' }]);
    expect(body.categories).toEqual([
      { id: mine.category.id, transactionCategory: 'Zephyr Groceries', transactionType: 'Expense - Variable' },
    ]);
    expect(body.recurring).toEqual([{ id: mine.recurring.id, title: 'Zephyr rent', amount: '-900.00', frequency: 'monthly' }]);
    expect(body.goals).toEqual([{ id: mine.goal.id, title: 'Run a Zephyr marathon', category: 'Health', status: 'active' }]);
    expect(body.workouts).toEqual([
      { id: mine.workout.id, name: 'Zephyr intervals', type: 'cardio', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(body.meals).toEqual([
      { id: mine.meal.id, name: 'Zephyr salad', type: 'lunch', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(body.groceries).toEqual([{ id: mine.grocery.id, name: 'Zephyr apples', category: expect.any(String), checked: false }]);

    const text = JSON.stringify(body);
    for (const id of [
      theirs.account.id,
      theirs.category.id,
      theirs.byTitle.id,
      theirs.byAccount.id,
      theirs.byCategory.id,
      theirs.recurring.id,
    ])
      expect(text).not.toContain(id);
    for (const id of [theirs.goal.id, theirs.workout.id, theirs.meal.id, theirs.grocery.id]) expect(text).not.toContain(id);
    expect(text).not.toContain(other.user.id);

    // And the other user finds only theirs.
    const theirAnswer = await (await other.client.get('/api/search?q=Zephyr', { 'X-Min-Position': theirs.position })).json();
    expect(theirAnswer.goals).toEqual([expect.objectContaining({ id: theirs.goal.id })]);
    expect(JSON.stringify(theirAnswer)).not.toContain(mine.goal.id);
  });

  it('matches an exact amount: "86.42" either sign, "-86.42" only amounts shown negative', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Everyday' });
    const expense = await record(client, {
      title: 'Shoes',
      amount: '86.42',
      type: 'expense',
      fromAccountId: account.id,
      date: '2024-05-01',
    });
    const income = await record(client, { title: 'Refund', amount: '86.42', type: 'income', toAccountId: account.id, date: '2024-05-02' });
    const nearMiss = await record(client, {
      title: 'Near miss',
      amount: '86.40',
      type: 'expense',
      fromAccountId: account.id,
      date: '2024-05-03',
    });
    const ids = async (q: string) =>
      (
        (await (await client.get(`/api/search?q=${encodeURIComponent(q)}`)).json()).transactions as Array<{ transaction: { id: string } }>
      ).map((hit) => hit.transaction.id);
    expect(await ids('86.42')).toEqual([income.id, expense.id]);
    expect(await ids('-86.42')).toEqual([expense.id]);
    expect(await ids('$86.42')).toEqual([income.id, expense.id]);
    // 86.4 is 86.40 exactly (cents, not text).
    expect(await ids('86.4')).toEqual([nearMiss.id]);
    expect(await ids('86.421')).toEqual([]);
  });

  it('matches % and _ literally, and at most five of an area, newest first', async () => {
    const { client } = await app.register();
    const account = await createAccount(client, { accountName: 'Wallet' });
    const made: string[] = [];
    for (let day = 1; day <= 7; day++)
      made.push(
        (
          await record(client, {
            title: `Coffee 100%_${day}`,
            amount: '3.00',
            type: 'expense',
            fromAccountId: account.id,
            date: `2024-06-0${day}`,
          })
        ).id,
      );
    await record(client, { title: 'Coffee 1000 beans', amount: '3.00', type: 'expense', fromAccountId: account.id, date: '2024-06-09' });
    const body = await (await client.get(`/api/search?q=${encodeURIComponent('100%_')}`)).json();
    expect(body.transactions.map((hit: { transaction: { id: string } }) => hit.transaction.id)).toEqual(made.slice(2).reverse());
    expect((await (await client.get('/api/search?q=%25')).json()).transactions).toHaveLength(5);
    expect((await (await client.get('/api/search?q=nothing-like-this')).json()).transactions).toEqual([]);
  });

  it('refuses a missing, blank, too long or control-character text with a 400 naming q', async () => {
    const { client } = await app.register();
    const cases: Array<[string, string]> = [
      ['', 'Search text is required'],
      ['?q=', 'Search text is required'],
      ['?q=%20%20', 'Search text is required'],
      [`?q=${'x'.repeat(101)}`, 'Search must be 100 characters or fewer'],
      ['?q=a%07b', 'Search must not contain control characters'],
      ['?q=a&q=b', 'q must be given once'],
    ];
    for (const [query, message] of cases) {
      const response = await client.get(`/api/search${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ error: message, fields: { q: message } });
    }
    expect((await client.get(`/api/search?q=${'x'.repeat(100)}`)).status).toBe(200);
    expect((await app.client().get('/api/search?q=x')).status).toBe(401);
  });
});
