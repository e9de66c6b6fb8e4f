import {
  accountBookStreamId,
  categoryListStreamId,
  recurringTransactionStreamId,
  scheduleStreamId,
  type RecordHistoryJson,
} from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { createAccount, createCategory, useTestApp } from '../testing/route-test';
import type { RegisteredUser } from '../testing/test-app';

/**
 * 'Restore this version' beyond transactions, goals, workouts and meals (issue 26): accounts,
 * categories and schedules go back to an earlier version through their update, one more event.
 */
describe.each(oneTestDbKind())('restore a version of an account, a category, a schedule (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  const history = async ({ client }: RegisteredUser, path: string) =>
    ((await (await client.get(`/api/history/${path}`)).json()) as RecordHistoryJson).entries;

  it('an account: its earlier name, description and starting balance come back (the balance with it)', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '100.00', description: 'Main' });
    const edited = await user.client.put(`/api/accounts/${account.id}`, {
      accountName: 'Everyday',
      description: 'Renamed',
      startingBalance: '250.00',
    });
    expect(edited.status).toBe(200);
    const entries = await history(user, `account/${account.id}`);
    // Opened (made primary, as the first account), then edited: every entry but the current one.
    expect(entries.map((entry) => entry.restorable ?? false)).toEqual([...entries.slice(1).map(() => true), false]);
    const restored = await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/account/${account.id}/restore`, { position: entries[0]!.position }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: accountBookStreamId(user.user.id),
            type: 'AccountUpdated',
            data: expect.objectContaining({
              accountId: account.id,
              accountName: 'Checking',
              description: 'Main',
              startingBalanceCents: 10_000,
            }),
          },
        ]),
      );
    const list = await user.client.get('/api/accounts', { 'X-Min-Position': restored.response.headers.get('x-position') ?? '' });
    expect(await list.json()).toMatchObject([{ id: account.id, accountName: 'Checking', description: 'Main', balance: '100.00' }]);
    // Restoring the version it is now records nothing.
    const again = await history(user, `account/${account.id}`);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/account/${account.id}/restore`, { position: again[0]!.position }))
      .then(200, expectNewEvents([]));
  });

  it('a category: its earlier name comes back; a name taken since is a 409, nothing written', async () => {
    const user = await app.register();
    const category = await createCategory(user.client, 'Groceries');
    expect((await user.client.put(`/api/expense-types/${category.id}`, { transactionCategory: 'Food' })).status).toBe(200);
    const entries = await history(user, `category/${category.id}`);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/category/${category.id}/restore`, { position: entries[0]!.position }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: categoryListStreamId(user.user.id),
            type: 'CategoryUpdated',
            data: expect.objectContaining({ categoryId: category.id, transactionCategory: 'Groceries' }),
          },
        ]),
      );
    expect((await user.client.put(`/api/expense-types/${category.id}`, { transactionCategory: 'Food' })).status).toBe(200);
    await createCategory(user.client, 'Groceries');
    const conflict = await user.client.post(`/api/history/category/${category.id}/restore`, { position: entries[0]!.position });
    expect(conflict.status).toBe(409);
  });

  it('a schedule: its earlier name and dates come back; another user’s is 404', async () => {
    const user = await app.register();
    const created = await user.client.post('/api/schedules', { name: 'Budget', startDate: '2024-01-01', endDate: '2024-03-31' });
    const schedule = (await created.json()) as { id: string };
    expect((await user.client.put(`/api/schedules/${schedule.id}`, { name: 'Quarter', endDate: '2024-06-30' })).status).toBe(200);
    const entries = await history(user, `schedule/${schedule.id}`);
    expect(entries.map((entry) => entry.restorable ?? false)).toEqual([true, false]);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/schedule/${schedule.id}/restore`, { position: entries[0]!.position }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: scheduleStreamId(schedule.id),
            type: 'ScheduleUpdated',
            data: expect.objectContaining({ scheduleId: schedule.id, name: 'Budget', endDate: '2024-03-31' }),
          },
        ]),
      );
    const other = await app.register();
    expect((await other.client.post(`/api/history/schedule/${schedule.id}/restore`, { position: entries[0]!.position })).status).toBe(404);
    // Undelete stays for the restorable kinds: a schedule without a position is not one.
    expect((await user.client.post(`/api/history/schedule/${schedule.id}/restore`, {})).status).toBe(404);
  });

  it('a recurring transaction: its earlier title and amount come back; its references are checked as they are now', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const housing = await createCategory(user.client, 'Housing');
    const body = {
      title: 'Rent',
      amount: '1200',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [housing.id],
      frequency: 'monthly',
      startDate: '2098-01-31',
      endDate: '2098-03-31',
    };
    const created = (await (await user.client.post('/api/recurring-transactions', body)).json()) as { id: string };
    expect((await user.client.put(`/api/recurring-transactions/${created.id}`, { title: 'New rent', amount: '1300' })).status).toBe(200);
    const entries = await history(user, `recurring-transaction/${created.id}`);
    const first = entries.find((entry) => entry.label === 'Created')!;
    expect(first.restorable).toBe(true);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/recurring-transaction/${created.id}/restore`, { position: first.position }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: recurringTransactionStreamId(created.id),
            type: 'RecurringTransactionUpdated',
            data: expect.objectContaining({ recurringTransactionId: created.id, title: 'Rent', amountCents: 120_000 }),
          },
        ]),
      );
  });
});
