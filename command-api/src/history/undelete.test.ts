import {
  accountBookStreamId,
  bodyWeightStreamId,
  categoryListStreamId,
  goalStreamId,
  mealStreamId,
  transactionStreamId,
  workoutStreamId,
  type BodyWeightLogJson,
  type DeletedRecordJson,
  type RecordHistoryJson,
} from '@life/domain';
import { settledHead } from '@life/infra/testing/settled-head';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { positionToken } from '../testing/position-tokens';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';
import type { RegisteredUser } from '../testing/test-app';

/**
 * Deleted records (issue 10): GET /api/history/deleted lists them with their last values; POST
 * /api/history/{kind}/{id}/restore without a position appends the creating event again in the
 * record's stream (pinned here), after which it is live in its list and gone from the deleted one.
 */
describe.each(oneTestDbKind())('deleted records and undelete (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  const deletedList = async ({ client, user }: RegisteredUser, query = '') => {
    // Everything written before this read: the deleted list's read models (money-history, dashboard-history) are
    // not among those a write waits for, so a read right after one could otherwise come too early.
    const response = await client.get(`/api/history/deleted${query}`, {
      'X-Min-Position': positionToken(app, user.id, await settledHead(app.deps.store)),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as DeletedRecordJson[];
  };

  it('lists deleted transactions, goals, workouts and meals with their last values, latest first; ?kind= narrows', async () => {
    const registered = await app.register();
    const { client } = registered;
    const checking = await createAccount(client, { accountName: 'Checking' });
    const tx = await record(client, { title: 'Lunch', amount: '12.00', type: 'expense', fromAccountId: checking.id, date: '2026-11-20' });
    await client.put(`/api/transactions/${tx.id}`, { amount: '15.00' });
    const kept = await record(client, { title: 'Kept', amount: '1.00', type: 'expense', fromAccountId: checking.id });
    const goal = (await (await client.post('/api/goals', { title: 'Read', category: 'Life', progress: 30 })).json()) as { id: string };
    const workout = (await (
      await client.post('/api/workouts', { name: 'Run', type: 'cardio', duration: 30, date: '2026-11-19', completed: true })
    ).json()) as { id: string };
    const meal = (await (await client.post('/api/meals', { name: 'Soup', type: 'lunch', calories: 400, date: '2026-11-18' })).json()) as {
      id: string;
    };
    for (const path of [`/api/transactions/${tx.id}`, `/api/goals/${goal.id}`, `/api/workouts/${workout.id}`, `/api/meals/${meal.id}`]) {
      expect((await client.delete(path)).status).toBe(204);
    }
    const all = await deletedList(registered);
    expect(all.map(({ kind: k, id, name, details }) => ({ k, id, name, details }))).toEqual([
      { k: 'meal', id: meal.id, name: 'Soup', details: '400 kcal · 2026-11-18' },
      { k: 'workout', id: workout.id, name: 'Run', details: '30 min · 2026-11-19' },
      { k: 'goal', id: goal.id, name: 'Read', details: '30% · active' },
      { k: 'transaction', id: tx.id, name: 'Lunch', details: 'Expense · $15.00 · 2026-11-20' },
    ]);
    expect(all.every((row) => !Number.isNaN(Date.parse(row.deletedAt)))).toBe(true);
    expect((await deletedList(registered, '?kind=goal')).map((row) => row.id)).toEqual([goal.id]);
    expect(all.some((row) => row.id === kept.id)).toBe(false);
    expect((await client.get('/api/history/deleted?kind=schedule')).status).toBe(400);
  });

  it('restores a deleted transaction with its last values: one TransactionRecorded in its own stream', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const food = await createCategory(user.client, 'Food');
    const tx = await record(user.client, {
      title: 'Lunch',
      amount: '12.00',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [food.id],
      date: '2026-11-20',
    });
    await user.client.patch(`/api/transactions/${tx.id}/status`, { posted: 'pending' });
    await user.client.delete(`/api/transactions/${tx.id}`);

    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/transaction/${tx.id}/restore`, {}))
      .then(
        200,
        expectNewEvents([
          {
            streamId: transactionStreamId(tx.id),
            type: 'TransactionRecorded',
            data: {
              transactionId: tx.id,
              userId: user.user.id,
              title: 'Lunch',
              notes: '',
              splits: [],
              type: 'expense',
              amountCents: 1200,
              category: 'Food',
              transactionCategoryIds: [food.id],
              fromAccountId: checking.id,
              toAccountId: null,
              posted: 'pending',
              date: '2026-11-20',
              recurringTransactionId: null,
              isRecurring: false,
            },
          },
        ]),
      );
    const live = (await (await user.client.get('/api/transactions')).json()) as { id: string; posted: string }[];
    expect(live).toMatchObject([{ id: tx.id, posted: 'pending' }]);
    expect(await deletedList(user)).toEqual([]);
    const history = (await (await user.client.get(`/api/history/transaction/${tx.id}`)).json()) as RecordHistoryJson;
    expect(history.entries.map((entry) => entry.type)).toEqual([
      'TransactionRecorded',
      'TransactionStatusChanged',
      'TransactionDeleted',
      'TransactionRecorded',
    ]);
    // Live again: a second restore is a conflict.
    expect((await user.client.post(`/api/history/transaction/${tx.id}/restore`, {})).status).toBe(409);
  });

  it('a transaction whose category was deleted since: 400 on that field, nothing written', async () => {
    const user = await app.register();
    const checking = await createAccount(user.client, { accountName: 'Checking' });
    const food = await createCategory(user.client, 'Food');
    const tx = await record(user.client, {
      title: 'Lunch',
      amount: '12.00',
      type: 'expense',
      fromAccountId: checking.id,
      transactionCategoryIds: [food.id],
    });
    await user.client.delete(`/api/transactions/${tx.id}`);
    await user.client.delete(`/api/expense-types/${food.id}`);
    const refused = await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/transaction/${tx.id}/restore`, {}))
      .then(400, expectNewEvents([]));
    expect(refused.body).toMatchObject({ fields: { transactionCategoryIds: expect.any(String) as unknown } });
  });

  it('restores a goal, a workout and a meal: the creating event again, live in their lists', async () => {
    const user = await app.register();
    const goal = (await (await user.client.post('/api/goals', { title: 'Read', category: 'Life', progress: 30 })).json()) as { id: string };
    const workout = (await (
      await user.client.post('/api/workouts', { name: 'Run', type: 'cardio', duration: 30, date: '2026-11-19', completed: true })
    ).json()) as { id: string };
    const meal = (await (
      await user.client.post('/api/meals', { name: 'Soup', type: 'lunch', calories: 400, date: '2026-11-18', logged: true })
    ).json()) as { id: string };
    for (const path of [`/api/goals/${goal.id}`, `/api/workouts/${workout.id}`, `/api/meals/${meal.id}`]) await user.client.delete(path);

    const spec = apiSpec(app).given(user);
    await spec.when(POST(`/api/history/goal/${goal.id}/restore`, {})).then(
      200,
      expectNewEvents([
        {
          streamId: goalStreamId(goal.id),
          type: 'GoalCreated',
          data: {
            goalId: goal.id,
            userId: user.user.id,
            title: 'Read',
            description: '',
            category: 'Life',
            priority: 'medium',
            dueDate: '',
            status: 'active',
            progress: 30,
          },
        },
      ]),
    );
    await spec.when(POST(`/api/history/workout/${workout.id}/restore`, {})).then(
      200,
      expectNewEvents([
        {
          streamId: workoutStreamId(workout.id),
          type: 'WorkoutLogged',
          data: expect.objectContaining({ workoutId: workout.id, name: 'Run', durationMinutes: 30, completed: true, date: '2026-11-19' }),
        },
      ]),
    );
    await spec.when(POST(`/api/history/meal/${meal.id}/restore`, {})).then(
      200,
      expectNewEvents([
        {
          streamId: mealStreamId(meal.id),
          type: 'MealCreated',
          data: expect.objectContaining({ mealId: meal.id, name: 'Soup', calories: 400, logged: true, date: '2026-11-18' }),
        },
      ]),
    );
    expect(((await (await user.client.get('/api/goals')).json()) as { id: string }[]).map((row) => row.id)).toEqual([goal.id]);
    expect(((await (await user.client.get('/api/workouts')).json()) as { id: string }[]).map((row) => row.id)).toEqual([workout.id]);
    const meals = (await (await user.client.get('/api/meals?startDate=2026-11-18&endDate=2026-11-18')).json()) as { id: string }[];
    expect(meals.map((row) => row.id)).toEqual([meal.id]);
    expect(await deletedList(user)).toEqual([]);
  });

  it('restores a deleted account and category: their creating event again in the book and list streams, live in their lists', async () => {
    const user = await app.register();
    const savings = await createAccount(user.client, { accountName: 'Savings', accountType: 'savings' });
    const food = await createCategory(user.client, 'Food');
    expect((await user.client.delete(`/api/accounts/${savings.id}`)).status).toBe(204);
    expect((await user.client.delete(`/api/expense-types/${food.id}`)).status).toBe(204);
    const listed = await deletedList(user);
    expect(listed.map(({ kind: k, name, details }) => ({ k, name, details }))).toEqual([
      { k: 'category', name: 'Food', details: 'Expense - Variable' },
      { k: 'account', name: 'Savings', details: 'savings' },
    ]);

    const spec = apiSpec(app).given(user);
    const restoredAccount = await spec.when(POST(`/api/history/account/${savings.id}/restore`, {})).then(200);
    expect(restoredAccount.newEvents.map(({ streamId, type, data }) => ({ streamId, type, data }))).toEqual([
      {
        streamId: accountBookStreamId(user.user.id),
        type: 'AccountOpened',
        data: expect.objectContaining({ accountId: savings.id, accountName: 'Savings' }),
      },
    ]);
    await spec.when(POST(`/api/history/category/${food.id}/restore`, {})).then(
      200,
      expectNewEvents([
        {
          streamId: categoryListStreamId(user.user.id),
          type: 'CategoryCreated',
          data: expect.objectContaining({ categoryId: food.id, transactionCategory: 'Food', transactionType: 'Expense - Variable' }),
        },
      ]),
    );
    const accounts = (await (await user.client.get('/api/accounts')).json()) as { id: string; accountName: string }[];
    expect(accounts.map((row) => row.accountName)).toEqual(['Savings']);
    const categories = (await (await user.client.get('/api/expense-types')).json()) as { id: string }[];
    expect(categories.map((row) => row.id)).toEqual([food.id]);
    expect(await deletedList(user)).toEqual([]);
    // Live again, and editable like any other.
    expect((await user.client.put(`/api/accounts/${savings.id}`, { description: 'Back' })).status).toBe(200);
  });

  it('restores a version of a goal (its PUT), a workout (its PUT) and a meal (logged), pinning the events', async () => {
    const user = await app.register();
    const goal = (await (await user.client.post('/api/goals', { title: 'Read', category: 'Life', progress: 30 })).json()) as { id: string };
    await user.client.put(`/api/goals/${goal.id}`, { progress: 100 });
    await user.client.put(`/api/goals/${goal.id}`, { title: 'Read more' });
    const workout = (await (
      await user.client.post('/api/workouts', { name: 'Run', type: 'cardio', duration: 30, date: '2026-11-19', completed: false })
    ).json()) as { id: string };
    await user.client.patch(`/api/workouts/${workout.id}`, { completed: true });
    const meal = (await (
      await user.client.post('/api/meals', { name: 'Soup', type: 'lunch', calories: 400, date: '2026-11-18' })
    ).json()) as {
      id: string;
    };
    await user.client.patch(`/api/meals/${meal.id}`, { logged: true });
    const history = async (kind: string, id: string) =>
      ((await (await user.client.get(`/api/history/${kind}/${id}`)).json()) as RecordHistoryJson).entries;

    const goalEntries = await history('goal', goal.id);
    expect(goalEntries.map((entry) => entry.restorable ?? false)).toEqual([true, true, false]);
    const spec = apiSpec(app).given(user);
    await spec.when(POST(`/api/history/goal/${goal.id}/restore`, { position: goalEntries[0]!.position })).then(
      200,
      expectNewEvents([
        {
          streamId: goalStreamId(goal.id),
          type: 'GoalDetailsChanged',
          data: { goalId: goal.id, title: 'Read', description: '', category: 'Life', priority: 'medium', dueDate: '' },
        },
        {
          streamId: goalStreamId(goal.id),
          type: 'GoalProgressChanged',
          data: { goalId: goal.id, progress: 30, previousProgress: 100, status: 'active' },
        },
      ]),
    );
    const workoutEntries = await history('workout', workout.id);
    await spec.when(POST(`/api/history/workout/${workout.id}/restore`, { position: workoutEntries[0]!.position })).then(
      200,
      expectNewEvents([
        {
          streamId: workoutStreamId(workout.id),
          type: 'WorkoutUpdated',
          data: expect.objectContaining({ workoutId: workout.id, durationMinutes: 30, completed: false }),
        },
      ]),
    );
    const mealEntries = await history('meal', meal.id);
    await spec
      .when(POST(`/api/history/meal/${meal.id}/restore`, { position: mealEntries[0]!.position }))
      .then(
        200,
        expectNewEvents([{ streamId: mealStreamId(meal.id), type: 'MealLoggedChanged', data: { mealId: meal.id, logged: false } }]),
      );
    const unknown = await user.client.post(`/api/history/meal/${meal.id}/restore`, { position: 'nowhere' });
    expect(await unknown.json()).toMatchObject({ fields: { position: 'No such version of this record' } });
  });

  it('body weight (issue 27): a deleted entry is listed by its weight and day, restored with its last values, another user’s is 404', async () => {
    const owner = await app.register();
    const other = await app.register();
    const entry = (await (await owner.client.post('/api/body-weight', { date: '2026-11-02', weight: '80.5', unit: 'kg' })).json()) as {
      id: string;
    };
    expect((await owner.client.put(`/api/body-weight/${entry.id}`, { weight: '79.75' })).status).toBe(200);
    expect((await owner.client.delete(`/api/body-weight/${entry.id}`)).status).toBe(204);

    const listed = await deletedList(owner, '?kind=body-weight');
    expect(listed.map(({ kind: k, id, name, details }) => ({ k, id, name, details }))).toEqual([
      { k: 'body-weight', id: entry.id, name: '79.75 kg', details: 'Body weight · 2026-11-02' },
    ]);
    expect(await deletedList(other)).toEqual([]);
    expect((await other.client.post(`/api/history/body-weight/${entry.id}/restore`, {})).status).toBe(404);
    // Body weight has no versions to go back to: a position is refused on its field.
    const version = await owner.client.post(`/api/history/body-weight/${entry.id}/restore`, { position: 'nowhere' });
    expect(version.status).toBe(400);

    const restored = await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/body-weight/${entry.id}/restore`, {}))
      .then(
        200,
        expectNewEvents([
          {
            streamId: bodyWeightStreamId(entry.id),
            type: 'BodyWeightLogged',
            data: { entryId: entry.id, userId: owner.user.id, date: '2026-11-02', weight: '79.75', unit: 'kg' },
          },
        ]),
      );
    expect(restored.body).toEqual({ kind: 'body-weight', id: entry.id });
    expect(await deletedList(owner)).toEqual([]);
    const log = (await (await owner.client.get('/api/body-weight')).json()) as BodyWeightLogJson;
    expect(log.entries).toMatchObject([{ id: entry.id, date: '2026-11-02', weight: '79.75', unit: 'kg' }]);
    // Restoring again: it is not deleted (409), nothing appended.
    await apiSpec(app)
      .given(owner)
      .when(POST(`/api/history/body-weight/${entry.id}/restore`, {}))
      .then(409, expectNewEvents([]));
  });

  it('another user’s deleted record: not listed, not restorable (404); other kinds and versions of them are refused', async () => {
    const owner = await app.register();
    const other = await app.register();
    const goal = (await (await owner.client.post('/api/goals', { title: 'Secret', category: 'Life' })).json()) as { id: string };
    await owner.client.delete(`/api/goals/${goal.id}`);
    expect(await deletedList(other)).toEqual([]);
    expect((await other.client.post(`/api/history/goal/${goal.id}/restore`, {})).status).toBe(404);
    expect((await owner.client.post(`/api/history/schedule/${goal.id}/restore`, {})).status).toBe(404);
    const version = await owner.client.post(`/api/history/goal/${goal.id}/restore`, {
      position: '00000000000000000001-00000000000000000001',
    });
    expect(version.status).toBe(400);
    expect(await deletedList(owner)).toMatchObject([{ id: goal.id }]);
  });
});
