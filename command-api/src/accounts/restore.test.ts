import { accountBookStreamId, transactionStreamId, type DeletedRecordJson } from '@life/domain';
import { settledHead } from '@life/infra/testing/settled-head';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { positionToken } from '../testing/position-tokens';
import { balances, createAccount, record, useTestApp } from '../testing/route-test';
import type { RegisteredUser } from '../testing/test-app';

/**
 * Issue 26: restoring an account deleted with its transactions brings back exactly those, in the
 * same append (one action), so its balance and the other side of its transfers are right again.
 */
describe.each(oneTestDbKind())('restore an account with what went with it (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  /** Checking (100.00) with an expense, an income and a transfer to Savings; one more expense deleted by hand first. */
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
    const byHand = await record(owner.client, { ...day, title: 'Gone before', amount: '7', type: 'expense', fromAccountId: checking.id });
    expect((await owner.client.delete(`/api/transactions/${byHand.id}`)).status).toBe(204);
    const ids = [expense.id as string, income.id as string, transfer.id as string];
    return { owner, checking, savings, ids, byHand: byHand.id as string };
  }

  const deletedList = async ({ client, user }: RegisteredUser) => {
    const response = await client.get('/api/history/deleted', {
      'X-Min-Position': positionToken(app, user.id, await settledHead(app.deps.store)),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as DeletedRecordJson[];
  };

  it('brings back the account and exactly the transactions its deletion took, in one append; Recently Deleted lists them under it', async () => {
    const { owner, checking, ids, byHand } = await setup();
    expect(await balances(owner.client)).toEqual({ Checking: ['538.00', '538.00'], Savings: ['50.00', '50.00'] });
    expect((await owner.client.delete(`/api/accounts/${checking.id}?withTransactions=true`)).status).toBe(204);

    const listed = await deletedList(owner);
    expect(listed.map(({ kind: k, id, deletedWith }) => ({ k, id, count: deletedWith?.count }))).toEqual([
      { k: 'account', id: checking.id, count: 3 },
      { k: 'transaction', id: byHand, count: undefined },
    ]);
    expect(listed[0]!.deletedWith!.records.map((row) => row.name).sort()).toEqual(['Lunch', 'Pay', 'Save']);

    const restored = await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/account/${checking.id}/restore`, {}))
      .then(
        200,
        expectNewEvents([
          {
            streamId: accountBookStreamId(owner.user.id),
            type: 'AccountOpened',
            data: expect.objectContaining({ accountId: checking.id, accountName: 'Checking' }) as never,
          },
          ...ids.map((transactionId) => ({
            streamId: transactionStreamId(transactionId),
            type: 'TransactionRecorded' as const,
            data: expect.objectContaining({ transactionId, recurringTransactionId: null }) as never,
          })),
        ]),
      );
    const position = { 'X-Min-Position': restored.response.headers.get('x-position')! };
    expect(await balances(owner.client, position)).toEqual({ Checking: ['538.00', '538.00'], Savings: ['50.00', '50.00'] });
    // The one deleted by hand before stays deleted, listed on its own.
    expect((await deletedList(owner)).map((row) => row.id)).toEqual([byHand]);
    // Live again: deleting it with its transactions and restoring it works once more.
    expect((await owner.client.delete(`/api/accounts/${checking.id}?withTransactions=true`)).status).toBe(204);
    expect((await owner.client.post(`/api/history/account/${checking.id}/restore`, {})).status).toBe(200);
    expect(await balances(owner.client)).toEqual({ Checking: ['538.00', '538.00'], Savings: ['50.00', '50.00'] });
  });

  it('refuses (409, nothing written) while a transfer it took names another account deleted since; after that one, it comes back', async () => {
    const { owner, checking, savings } = await setup();
    expect((await owner.client.delete(`/api/accounts/${checking.id}?withTransactions=true`)).status).toBe(204);
    // Savings lost its only transaction with Checking: it goes without any.
    expect((await owner.client.delete(`/api/accounts/${savings.id}`)).status).toBe(204);
    await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/account/${checking.id}/restore`, {}))
      .then(409, expectNewEvents([]));
    expect((await owner.client.post(`/api/history/account/${savings.id}/restore`, {})).status).toBe(200);
    expect((await owner.client.post(`/api/history/account/${checking.id}/restore`, {})).status).toBe(200);
    expect(await balances(owner.client)).toEqual({ Checking: ['538.00', '538.00'], Savings: ['50.00', '50.00'] });
  });

  it("another user's deleted account: 404, nothing written", async () => {
    const { checking } = await setup();
    const other = await app.register();
    await apiSpec(app)
      .given(other)
      .when(POST(`/api/history/account/${checking.id}/restore`, {}))
      .then(404, expectNewEvents([]));
  });
});
