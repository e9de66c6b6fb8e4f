import { addDays, recurringTransactionStreamId, transactionStreamId, type DeletedRecordJson } from '@life/domain';
import type { StoredEvent } from '@life/infra';
import { settledHead } from '@life/infra/testing/settled-head';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { positionToken } from '../testing/position-tokens';
import { balances, createAccount, useTestApp } from '../testing/route-test';
import type { RegisteredUser } from '../testing/test-app';

interface TransactionJson {
  id: string;
  title: string;
  date: string;
  amount: string;
  posted: string;
  recurringTransactionId: string | null;
}

/**
 * Issue 26: restoring a deleted recurring transaction brings back the rule and exactly the
 * occurrences its deletion removed (its pending ones), in the same append, each as it was: so the
 * balances are what they were before the deletion. Posted ones were never removed; one deleted by
 * hand stays deleted.
 */
describe.each(oneTestDbKind())('restore a recurring transaction with its occurrences (%s)', (kind) => {
  const app = useTestApp(kind);

  const fresh = async ({ user }: RegisteredUser) => ({
    'X-Min-Position': positionToken(app, user.id, await settledHead(app.deps.store)),
  });
  const transactions = async (owner: RegisteredUser) => {
    const response = await owner.client.get('/api/transactions', await fresh(owner));
    expect(response.status).toBe(200);
    return ((await response.json()) as TransactionJson[]).sort((a, b) => a.date.localeCompare(b.date));
  };
  const deletedList = async (owner: RegisteredUser) => {
    const response = await owner.client.get('/api/history/deleted', await fresh(owner));
    expect(response.status).toBe(200);
    return (await response.json()) as DeletedRecordJson[];
  };

  /** Monthly rent of 1,200.50 from about ten weeks ago: some occurrences past, most ahead (through 31 December of next year). */
  async function setup() {
    const owner = await app.register();
    const checking = await createAccount(owner.client, {
      accountName: 'Checking',
      startingBalance: '5000',
      startingBalanceAsof: '2020-01-01',
    });
    const startDate = addDays(new Date().toISOString().slice(0, 10), -70);
    const created = await owner.client.post('/api/recurring-transactions', {
      title: 'Rent',
      amount: '1200.5',
      type: 'expense',
      fromAccountId: checking.id,
      frequency: 'monthly',
      startDate,
    });
    expect(created.status).toBe(201);
    const { id, generation } = (await created.json()) as { id: string; generation: string };
    expect(generation).toBe('complete');
    const occurrences = await transactions(owner);
    expect(occurrences.length).toBeGreaterThan(12);
    // The first one posted by hand (a posted occurrence outlives its rule), the last one deleted by hand.
    const posted = occurrences[0]!;
    const byHand = occurrences.at(-1)!;
    expect((await owner.client.patch(`/api/transactions/${posted.id}/status`, { posted: 'posted' })).status).toBe(200);
    expect((await owner.client.delete(`/api/transactions/${byHand.id}`)).status).toBe(204);
    return { owner, checking, id, posted: posted.id, byHand: byHand.id };
  }

  it('brings back the rule and every occurrence its deletion removed, as they were, in one append; listed under it before', async () => {
    const { owner, id, posted, byHand } = await setup();
    const before = await transactions(owner);
    const balancesBefore = await balances(owner.client, await fresh(owner));
    const removed = before.filter((row) => row.id !== posted);
    expect(removed.every((row) => row.posted === 'pending' && row.amount === '-1200.50')).toBe(true);

    expect((await owner.client.delete(`/api/recurring-transactions/${id}`)).status).toBe(204);
    expect((await transactions(owner)).map((row) => row.id)).toEqual([posted]);
    expect(await balances(owner.client, await fresh(owner))).not.toEqual(balancesBefore);

    // Recently Deleted: the rule, with the occurrences its deletion removed under it (not the one deleted by hand).
    const listed = await deletedList(owner);
    expect(listed.map(({ kind: k, id: recordId, deletedWith }) => ({ k, recordId, count: deletedWith?.count }))).toEqual([
      { k: 'recurring-transaction', recordId: id, count: removed.length },
    ]);
    expect(listed[0]!.name).toBe('Rent');
    expect(listed[0]!.details).toContain('Monthly');
    const shown = listed[0]!.deletedWith!.records;
    expect(shown.length).toBe(Math.min(removed.length, 20));
    expect(shown.every((row) => row.kind === 'transaction' && row.name === 'Rent' && row.id !== byHand)).toBe(true);

    const restored = await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/recurring-transaction/${id}/restore`, {}))
      .then(200, ({ newEvents }) => {
        // The rule and its occurrences in one append: the first events, in one transaction, before the worker's run.
        const appended = newEvents.slice(0, removed.length + 1);
        expect(appended[0]).toMatchObject({ streamId: recurringTransactionStreamId(id), type: 'RecurringTransactionRestored' });
        expect(
          appended
            .slice(1)
            .map((event: StoredEvent) => [event.streamId, event.type])
            .sort(),
        ).toEqual(removed.map((row) => [transactionStreamId(row.id), 'TransactionRecorded']).sort());
        // The run the restore started found nothing to write, and reported.
        expect(newEvents.slice(removed.length + 1).map((event: StoredEvent) => [event.streamId, event.type])).toEqual([
          [recurringTransactionStreamId(id), 'RecurringOccurrencesGenerated'],
        ]);
      });
    expect(restored.body).toEqual({ kind: 'recurring-transaction', id });

    // Read with its X-Position: the same occurrences, amounts and statuses as before the deletion; balances back.
    const position = { 'X-Min-Position': restored.response.headers.get('x-position')! };
    const after = (await (await owner.client.get('/api/transactions', position)).json()) as TransactionJson[];
    const shape = (row: TransactionJson) => ({
      id: row.id,
      date: row.date,
      amount: row.amount,
      posted: row.posted,
      rule: row.recurringTransactionId,
    });
    expect(after.map(shape).sort((a, b) => a.date.localeCompare(b.date))).toEqual(before.map(shape));
    expect(await balances(owner.client, position)).toEqual(balancesBefore);
    const rules = (await (await owner.client.get('/api/recurring-transactions', position)).json()) as Array<{ id: string; amount: string }>;
    expect(rules).toEqual([expect.objectContaining({ id, amount: '-1200.50' })]);
    expect(await deletedList(owner)).toEqual([]);

    // Live again: deleting and restoring works once more; restoring a live one is a 409.
    await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/recurring-transaction/${id}/restore`, {}))
      .then(409, expectNewEvents([]));
    expect((await owner.client.delete(`/api/recurring-transactions/${id}`)).status).toBe(204);
    expect((await owner.client.post(`/api/history/recurring-transaction/${id}/restore`, {})).status).toBe(200);
    expect((await transactions(owner)).map(shape)).toEqual(before.map(shape));
  });

  it('the History drawer shows the deletion and the restore', async () => {
    const { owner, id } = await setup();
    expect((await owner.client.delete(`/api/recurring-transactions/${id}`)).status).toBe(204);
    expect((await owner.client.post(`/api/history/recurring-transaction/${id}/restore`, {})).status).toBe(200);
    const history = (await (await owner.client.get(`/api/history/recurring-transaction/${id}`)).json()) as {
      entries: Array<{ label: string }>;
    };
    const labels = history.entries.map((entry) => entry.label);
    expect(labels.indexOf('Restored')).toBeGreaterThan(labels.indexOf('Deleted'));
  });

  it('refuses (409, nothing written) while the account it pays from is deleted; after that one is restored, it comes back', async () => {
    const { owner, checking, id, posted } = await setup();
    expect((await owner.client.delete(`/api/recurring-transactions/${id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/accounts/${checking.id}?withTransactions=true`)).status).toBe(204);
    await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/recurring-transaction/${id}/restore`, {}))
      .then(409, expectNewEvents([]));
    expect((await owner.client.post(`/api/history/account/${checking.id}/restore`, {})).status).toBe(200);
    expect((await owner.client.post(`/api/history/recurring-transaction/${id}/restore`, {})).status).toBe(200);
    const back = await transactions(owner);
    expect(back.length).toBeGreaterThan(12);
    expect(back.filter((row) => row.posted === 'posted').map((row) => row.id)).toEqual([posted]);
  });

  it("another user's deleted recurring transaction: 404, nothing written", async () => {
    const { owner, id } = await setup();
    expect((await owner.client.delete(`/api/recurring-transactions/${id}`)).status).toBe(204);
    const other = await app.register();
    await apiSpec(app)
      .given(other)
      .when(POST(`/api/history/recurring-transaction/${id}/restore`, {}))
      .then(404, expectNewEvents([]));
    expect(await deletedList(other)).toEqual([]);
  });
});
