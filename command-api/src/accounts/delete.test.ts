import { accountBookStreamId, transactionStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectBody, expectNewEvents } from '../testing/api-spec';
import { balances, createAccount, record, useTestApp } from '../testing/route-test';
import type { RegisteredUser } from '../testing/test-app';

/** Issue 13 #4: deleting an account never orphans its transactions. */
describe.each(oneTestDbKind())('DELETE /api/accounts/:id with transactions (%s)', (kind) => {
  const app = useTestApp(kind);

  /** Checking with an expense and an income, Savings with a transfer from Checking. */
  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, {
      accountName: 'Checking',
      startingBalance: '100',
      startingBalanceAsof: '2025-01-01',
    });
    const savings = await createAccount(owner.client, {
      accountName: 'Savings',
      accountType: 'savings',
      startingBalanceAsof: '2025-01-01',
    });
    const day = { date: '2025-06-01', posted: 'posted' };
    const expense = await record(owner.client, { ...day, title: 'Lunch', amount: '12', type: 'expense', fromAccountId: checking.id });
    const income = await record(owner.client, { ...day, title: 'Pay', amount: '500', type: 'income', toAccountId: checking.id });
    const transfer = await record(owner.client, {
      ...day,
      title: 'Save',
      amount: '50',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
    });
    return { owner, checking, savings, ids: [expense.id as string, income.id as string, transfer.id as string] };
  }

  const usage = async (owner: RegisteredUser, accountId: string) => {
    const response = await owner.client.get(`/api/accounts/${accountId}/usage`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('GET usage counts the transactions naming the account (either side), its transfers and recurring transactions', async () => {
    const { owner, checking, savings } = await setup();
    expect(await usage(owner, checking.id)).toEqual({ transactions: 3, transfers: 1, recurringTransactions: 0 });
    expect(await usage(owner, savings.id)).toEqual({ transactions: 1, transfers: 1, recurringTransactions: 0 });
    const other = await app.register();
    expect((await other.client.get(`/api/accounts/${checking.id}/usage`)).status).toBe(404);
  });

  it('answers 409 with the count and writes nothing while the account has transactions', async () => {
    const { owner, checking } = await setup();
    await apiSpec(app)
      .given(owner)
      .when(DELETE(`/api/accounts/${checking.id}`))
      .then(409, expectBody({ error: 'This account has 3 transactions', count: 3 }), expectNewEvents([]));
    await apiSpec(app)
      .given(owner)
      .when(DELETE(`/api/accounts/${checking.id}?withTransactions=false`))
      .then(409, expectNewEvents([]));
    expect((await owner.client.delete(`/api/accounts/${checking.id}?withTransactions=maybe`)).status).toBe(400);
    expect(Object.keys(await balances(owner.client))).toEqual(['Checking', 'Savings']);
  });

  it('?withTransactions=true deletes each transaction in its own stream, then the account, so nothing is orphaned', async () => {
    const { owner, checking, ids } = await setup();
    expect(await balances(owner.client)).toEqual({ Checking: ['538.00', '538.00'], Savings: ['50.00', '50.00'] });
    const deleted = await apiSpec(app)
      .given(owner)
      .when(DELETE(`/api/accounts/${checking.id}?withTransactions=true`))
      .then(
        204,
        expectNewEvents([
          ...ids.map((transactionId) => ({
            streamId: transactionStreamId(transactionId),
            type: 'TransactionDeleted' as const,
            // Issue 26: each says it went with the account, so the account's restore brings it back.
            data: { transactionId, reason: 'account-deleted' as const, accountId: checking.id },
          })),
          { streamId: accountBookStreamId(owner.user.id), type: 'AccountDeleted', data: { accountId: checking.id, wasPrimary: false } },
        ]),
      );
    const position = { 'X-Min-Position': deleted.response.headers.get('x-position')! };
    // The transfer went too: Savings is back to its starting balance.
    expect(await balances(owner.client, position)).toEqual({ Savings: ['0.00', '0.00'] });
    expect(await (await owner.client.get('/api/transactions', position)).json()).toEqual([]);
    expect((await owner.client.get(`/api/accounts/${checking.id}/usage`)).status).toBe(404);
  });

  it('deletes an account without transactions as before, with or without the parameter', async () => {
    const owner = await app.register();
    const empty = await createAccount(owner.client, { accountName: 'Empty' });
    await apiSpec(app)
      .given(owner)
      .when(DELETE(`/api/accounts/${empty.id}?withTransactions=true`))
      .then(
        204,
        expectNewEvents([
          { streamId: accountBookStreamId(owner.user.id), type: 'AccountDeleted', data: { accountId: empty.id, wasPrimary: false } },
        ]),
      );
  });

  it('refuses while a recurring transaction names the account, even with its transactions', async () => {
    const { owner, checking, savings } = await setup();
    const created = await owner.client.post('/api/recurring-transactions', {
      title: 'Savings plan',
      amount: '10',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      frequency: 'monthly',
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    expect(created.status).toBe(201);
    expect(await usage(owner, savings.id)).toMatchObject({ recurringTransactions: 1 });
    await apiSpec(app)
      .given(owner)
      .when(DELETE(`/api/accounts/${savings.id}?withTransactions=true`))
      .then(
        409,
        expectBody({
          error: 'This account is used by 1 recurring transaction; delete it or move it to another account first',
          recurringTransactions: 1,
        }),
        expectNewEvents([]),
      );
  });

  it("answers 404 for another user's account, whatever the parameter", async () => {
    const { checking } = await setup();
    const other = await app.register();
    await apiSpec(app)
      .given(other)
      .when(DELETE(`/api/accounts/${checking.id}?withTransactions=true`))
      .then(404, expectNewEvents([]));
  });
});
