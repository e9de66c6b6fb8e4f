import { startOfMonth, todayInTimeZone, type DashboardJson } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/route-test';
import type { TestClient, TestResponse } from '../testing/test-app';

const UTC = { 'X-Time-Zone': 'UTC' };

/**
 * GET /api/dashboard?asOf= (issue 10): the dashboard as it answered at moments between a create →
 * edit → status flip → delete sequence of every kind it shows, against hand-written figures; the
 * back-dated transaction; and "as of now" equal to the live answer.
 */
describe.each(oneTestDbKind())('dashboard as of a moment (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  function tracked(client: TestClient) {
    let position = '';
    const write = async (response: Promise<TestResponse>, status: number) => {
      const answer = await response;
      if (answer.status !== status) throw new Error(`${answer.status} ${await answer.text()}`);
      position = answer.headers.get('X-Position') ?? position;
      return answer.status === 204 ? undefined : ((await answer.json()) as { id: string });
    };
    return {
      post: async (path: string, body: unknown) => (await write(client.post(path, body, UTC), 201))!,
      put: (path: string, body: unknown) => write(client.put(path, body, UTC), 200),
      patch: (path: string, body: unknown) => write(client.patch(path, body, UTC), 200),
      delete: (path: string) => write(client.delete(path, UTC), 204),
      dashboard: async (asOf?: string): Promise<DashboardJson> => {
        const query = asOf ? `?asOf=${encodeURIComponent(asOf)}` : '';
        const response = await client.get(`/api/dashboard${query}`, { ...UTC, 'X-Min-Position': position });
        if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
        return (await response.json()) as DashboardJson;
      },
    };
  }

  /** The moment now, then a minute passes: writes after it are not known "as of" it. */
  const moment = () => {
    const at = app.clock.now().toISOString();
    app.clock.advance(60_000);
    return at;
  };

  const figures = (d: DashboardJson) => ({
    spent: d.monthlySpending.spent,
    transactions: d.monthlySpending.transactionCount,
    goals: d.goals,
    workouts: d.weeklyWorkouts.completed,
    workoutTarget: d.weeklyWorkouts.target,
    calories: d.caloriesToday,
    activeGoals: d.activeGoals.map((goal) => `${goal.title} ${goal.progress}`),
    recent: d.recentActivity.map((item) => ('name' in item ? item.name : item.title)),
  });

  it('answers each moment of create → edit → status flip → delete, and a back-dated record only from when it was recorded', async () => {
    const { client } = await app.register();
    const api = tracked(client);
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    const before = moment();

    const { id: checking } = await api.post('/api/accounts', { accountName: 'Checking', accountType: 'checking' });
    const coffee = await api.post('/api/transactions', {
      title: 'Coffee',
      amount: '4.50',
      type: 'expense',
      fromAccountId: checking,
      date: today,
    });
    const goal = await api.post('/api/goals', { title: 'Read', category: 'Life', dueDate: '' });
    const run = await api.post('/api/workouts', { name: 'Run', type: 'cardio', duration: 30, date: today, completed: true });
    const lunch = await api.post('/api/meals', { name: 'Lunch', type: 'lunch', calories: 650, date: today, logged: true });
    const created = moment();

    await api.put(`/api/transactions/${coffee.id}`, {
      title: 'Coffee',
      amount: '10.00',
      type: 'expense',
      fromAccountId: checking,
      date: today,
    });
    await api.put(`/api/goals/${goal.id}`, { progress: 30 });
    await api.put('/api/targets', { calories: 1800, weeklyWorkouts: 2 });
    const edited = moment();

    await api.patch(`/api/meals/${lunch.id}`, { logged: false });
    await api.patch(`/api/workouts/${run.id}`, { completed: false });
    await api.put(`/api/goals/${goal.id}`, { progress: 100 });
    const flipped = moment();

    await api.delete(`/api/transactions/${coffee.id}`);
    await api.delete(`/api/goals/${goal.id}`);
    await api.delete(`/api/workouts/${run.id}`);
    await api.delete(`/api/meals/${lunch.id}`);
    const deleted = moment();

    // Recorded now, dated the first of the month: known only from now on.
    await api.post('/api/transactions', {
      title: 'Rent',
      amount: '900.00',
      type: 'expense',
      fromAccountId: checking,
      date: startOfMonth(today),
    });

    const empty = { goals: { active: 0, completed: 0 }, workouts: 0, activeGoals: [], recent: [] };
    expect(figures(await api.dashboard(before))).toEqual({
      ...empty,
      spent: '0.00',
      transactions: 0,
      workoutTarget: 4,
      calories: { calories: 0, target: 2000, remaining: 2000 },
    });
    expect(figures(await api.dashboard(created))).toEqual({
      spent: '4.50',
      transactions: 1,
      goals: { active: 1, completed: 0 },
      workouts: 1,
      workoutTarget: 4,
      calories: { calories: 650, target: 2000, remaining: 1350 },
      activeGoals: ['Read 0'],
      recent: ['Lunch', 'Run', 'Read', 'Coffee'],
    });
    expect(figures(await api.dashboard(edited))).toEqual({
      spent: '10.00',
      transactions: 1,
      goals: { active: 1, completed: 0 },
      workouts: 1,
      workoutTarget: 2,
      calories: { calories: 650, target: 1800, remaining: 1150 },
      activeGoals: ['Read 30'],
      recent: ['Read', 'Lunch', 'Run', 'Coffee'],
    });
    expect(figures(await api.dashboard(flipped))).toEqual({
      spent: '10.00',
      transactions: 1,
      goals: { active: 0, completed: 1 },
      workouts: 0,
      workoutTarget: 2,
      calories: { calories: 0, target: 1800, remaining: 1800 },
      activeGoals: [],
      recent: ['Read', 'Coffee'],
    });
    expect(figures(await api.dashboard(deleted))).toEqual({
      ...empty,
      spent: '0.00',
      transactions: 0,
      workoutTarget: 2,
      calories: { calories: 0, target: 1800, remaining: 1800 },
    });
    // Now: Rent, recorded after `deleted`, is this month's.
    const live = await api.dashboard();
    expect(figures(live)).toMatchObject({ spent: '900.00', transactions: 1, recent: ['Rent'] });
    expect(await api.dashboard(app.clock.now().toISOString())).toEqual(live);
  });

  it('a foreign user’s records are never part of the answer', async () => {
    const owner = tracked((await app.register()).client);
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    await owner.post('/api/meals', { name: 'Owner lunch', type: 'lunch', calories: 500, date: today, logged: true });
    const other = tracked((await app.register()).client);
    const answer = await other.dashboard(app.clock.now().toISOString());
    expect(figures(answer)).toMatchObject({ calories: { calories: 0 }, recent: [] });
  });
});
