import { addDays, startOfMonth, todayInTimeZone, type DashboardJson } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/route-test';
import type { TestClient, TestResponse } from '../testing/test-app';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A user's writes through the API, remembering the last X-Position so the dashboard is read after
 * them (X-Min-Position: the dashboard projection has applied every write).
 */
function writer(client: TestClient, headers: Record<string, string>) {
  let position = '';
  const check = async (response: TestResponse, expected: number) => {
    if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    position = response.headers.get('x-position') ?? position;
    return response.status === 204 ? undefined : ((await response.json()) as { id: string });
  };
  return {
    post: async (path: string, body: unknown) => (await check(await client.post(path, body, headers), 201))!,
    put: async (path: string, body: unknown) => check(await client.put(path, body, headers), 200),
    patch: async (path: string, body: unknown) => check(await client.patch(path, body, headers), 200),
    delete: async (path: string) => check(await client.delete(path, headers), 204),
    dashboard: async (zoneHeaders = headers): Promise<DashboardJson> => {
      const response = await client.get('/api/dashboard', { ...zoneHeaders, 'X-Min-Position': position });
      expect(response.status).toBe(200);
      return (await response.json()) as DashboardJson;
    },
  };
}

describe.each(oneTestDbKind())('dashboard (%s)', (kind) => {
  const app = useTestApp(kind);
  const utc = { 'X-Time-Zone': 'UTC' };

  /** Transactions, goals, workouts and meals around the user's today, in this order (Recent Activity's order). */
  async function seed(client: TestClient) {
    const w = writer(client, utc);
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    const monthStart = startOfMonth(today);
    const { id: checking } = await w.post('/api/accounts', { accountName: 'Checking', accountType: 'checking' });
    const expense = (title: string, amount: string, date: string) =>
      w.post('/api/transactions', { title, amount, type: 'expense', fromAccountId: checking, date });
    const rent = await expense('Rent', '1000.00', monthStart);
    await expense('Last month', '50.00', addDays(monthStart, -1));
    const salary = await w.post('/api/transactions', {
      title: 'Salary',
      amount: '2500',
      type: 'income',
      toAccountId: checking,
      date: today,
    });
    await expense('Next rent', '1000.00', addDays(today, 40)); // dated after today: in no list yet
    const coffee = await expense('Coffee', '4.50', today);
    const goal = (title: string) => w.post('/api/goals', { title, category: 'Life', dueDate: title === 'G3' ? '' : 'Dec 31' });
    const g1 = await goal('G1');
    const g2 = await goal('G2');
    const g3 = await goal('G3');
    const g4 = await goal('G4');
    const done = await goal('Done');
    await w.put(`/api/goals/${done.id}`, { progress: 100 });
    const workout = (name: string, date: string, completed: boolean, duration = 30) =>
      w.post('/api/workouts', { name, type: 'cardio', duration, date, completed });
    await workout('Old run', addDays(today, -7), true); // 7 days ago: outside the last 7 days
    const run = await workout('Run', addDays(today, -6), true);
    await workout('Plan', today, false);
    const yoga = await workout('Yoga', today, true, 45);
    const meal = (name: string, date: string, calories: number, logged: boolean) =>
      w.post('/api/meals', { name, type: 'lunch', calories, date, logged });
    const yesterday = await meal('Yesterday', addDays(today, -1), 999, true);
    const lunch = await meal('Lunch', today, 650, true);
    await meal('Dinner', today, 800, false);
    await w.put(`/api/goals/${g2.id}`, { progress: 30 });
    return { w, today, ids: { rent, salary, coffee, g1, g2, g3, g4, done, run, yoga, yesterday, lunch } };
  }

  it('answers zeros, the SPEC targets and empty lists for a new user', async () => {
    const { client } = await app.register();
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    expect(await writer(client, utc).dashboard()).toEqual({
      today,
      monthlySpending: { month: today.slice(0, 7), spent: '0.00', transactionCount: 0, upcomingCount: 0 },
      goals: { active: 0, completed: 0 },
      weeklyWorkouts: { startDate: addDays(today, -6), endDate: today, completed: 0, target: 4, remaining: 4, trend: 'none' },
      caloriesToday: { calories: 0, target: 2000, remaining: 2000 },
      activeGoals: [],
      recentActivity: [],
    } satisfies DashboardJson);
  });

  it('the four cards, Active Goals and Recent Activity, hand-computed', async () => {
    const { client } = await app.register();
    const { w, today, ids } = await seed(client);
    const dashboard = await w.dashboard();
    expect(dashboard).toEqual({
      today,
      // Rent + Coffee (expenses dated this month); Rent, Salary and Coffee are this month's transactions.
      monthlySpending: { month: today.slice(0, 7), spent: '1004.50', transactionCount: 3, upcomingCount: 0 },
      goals: { active: 4, completed: 1 },
      // Run (6 days ago) and Yoga (today); Old run is 7 days ago, Plan not completed.
      weeklyWorkouts: { startDate: addDays(today, -6), endDate: today, completed: 2, target: 4, remaining: 2, trend: 'none' },
      // Lunch only: Dinner is not logged, Yesterday is yesterday's.
      caloriesToday: { calories: 650, target: 2000, remaining: 1350 },
      activeGoals: [
        { id: ids.g2.id, title: 'G2', status: 'active', progress: 30, dueDate: 'Dec 31', updatedAt: expect.stringMatching(ISO_INSTANT) },
        { id: ids.g4.id, title: 'G4', status: 'active', progress: 0, dueDate: 'Dec 31', updatedAt: expect.stringMatching(ISO_INSTANT) },
        { id: ids.g3.id, title: 'G3', status: 'active', progress: 0, dueDate: null, updatedAt: expect.stringMatching(ISO_INSTANT) },
      ],
      recentActivity: [
        { kind: 'goal', id: ids.g2.id, title: 'G2', status: 'active', progress: 30, at: expect.stringMatching(ISO_INSTANT) },
        { kind: 'meal', id: ids.lunch.id, name: 'Lunch', calories: 650, date: today, at: expect.stringMatching(ISO_INSTANT) },
        { kind: 'workout', id: ids.yoga.id, name: 'Yoga', duration: 45, date: today, at: expect.stringMatching(ISO_INSTANT) },
        {
          kind: 'transaction',
          id: ids.coffee.id,
          title: 'Coffee',
          type: 'expense',
          amount: '-4.50',
          date: today,
          at: expect.stringMatching(ISO_INSTANT),
        },
        {
          kind: 'transaction',
          id: ids.salary.id,
          title: 'Salary',
          type: 'income',
          amount: '2500.00',
          date: today,
          at: expect.stringMatching(ISO_INSTANT),
        },
      ],
    } satisfies DashboardJson);
    const times = dashboard.recentActivity.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('follows toggles both ways, deletions and the user’s own targets', async () => {
    const { client } = await app.register();
    const { w, ids } = await seed(client);

    await w.patch(`/api/meals/${ids.lunch.id}`, { logged: false });
    await w.patch(`/api/workouts/${ids.yoga.id}`, { completed: false });
    await w.delete(`/api/transactions/${ids.coffee.id}`);
    let dashboard = await w.dashboard();
    expect(dashboard.caloriesToday).toEqual({ calories: 0, target: 2000, remaining: 2000 });
    expect(dashboard.weeklyWorkouts).toMatchObject({ completed: 1, remaining: 3, trend: 'none' });
    expect(dashboard.monthlySpending).toMatchObject({ spent: '1000.00', transactionCount: 2 });
    expect(dashboard.recentActivity.map((item) => ('name' in item ? item.name : item.title))).toEqual([
      'G2',
      'Yesterday',
      'Run',
      'Salary',
      'Last month',
    ]);

    await w.patch(`/api/meals/${ids.lunch.id}`, { logged: true });
    await w.patch(`/api/workouts/${ids.yoga.id}`, { completed: true });
    await w.delete(`/api/goals/${ids.g2.id}`);
    await w.put('/api/targets', { calories: 1800, weeklyWorkouts: 2 });
    dashboard = await w.dashboard();
    expect(dashboard.caloriesToday).toEqual({ calories: 650, target: 1800, remaining: 1150 });
    expect(dashboard.weeklyWorkouts).toMatchObject({ completed: 2, target: 2, remaining: 0, trend: 'up' });
    expect(dashboard.goals).toEqual({ active: 3, completed: 1 });
    expect(dashboard.activeGoals.map((goal) => goal.title)).toEqual(['G4', 'G3', 'G1']);
    // Logged and completed again just now: the newest activity; the latest goal update is now Done's.
    expect(dashboard.recentActivity.map((item) => ('name' in item ? item.name : item.title))).toEqual([
      'Yoga',
      'Lunch',
      'Done',
      'Salary',
      'Last month',
    ]);
    expect(dashboard.recentActivity[2]).toMatchObject({ kind: 'goal', status: 'completed', progress: 100 });
  });

  it('counts today, the last 7 days and the month in the user’s zone: across the date line the figures differ', async () => {
    const { client } = await app.register();
    const w = writer(client, utc);
    const now = app.clock.now();
    const east = { 'X-Time-Zone': 'Pacific/Kiritimati' }; // UTC+14
    const west = { 'X-Time-Zone': 'Pacific/Pago_Pago' }; // UTC-11: a day or two behind
    const eastToday = todayInTimeZone(now, 'Pacific/Kiritimati');
    const westToday = todayInTimeZone(now, 'Pacific/Pago_Pago');
    expect(eastToday > westToday).toBe(true);
    const { id: checking } = await w.post('/api/accounts', { accountName: 'Checking', accountType: 'checking' });
    // The east's today: tomorrow (or later) for the west.
    await w.post('/api/meals', { name: 'Breakfast', type: 'breakfast', calories: 400, date: eastToday, logged: true });
    await w.post('/api/transactions', { title: 'Bakery', amount: '12.00', type: 'expense', fromAccountId: checking, date: eastToday });
    // The first of the west's last 7 days: before the east's.
    await w.post('/api/workouts', { name: 'Swim', type: 'cardio', duration: 40, date: addDays(westToday, -6), completed: true });

    const inEast = await w.dashboard(east);
    const inWest = await w.dashboard(west);
    expect(inEast.today).toBe(eastToday);
    expect(inWest.today).toBe(westToday);
    expect(inEast.caloriesToday.calories).toBe(400);
    expect(inWest.caloriesToday.calories).toBe(0);
    expect(inEast.weeklyWorkouts).toMatchObject({ startDate: addDays(eastToday, -6), completed: 0 });
    expect(inWest.weeklyWorkouts).toMatchObject({ startDate: addDays(westToday, -6), completed: 1 });
    expect(inEast.monthlySpending).toEqual({ month: eastToday.slice(0, 7), spent: '12.00', transactionCount: 1, upcomingCount: 0 });
    const sameMonth = eastToday.slice(0, 7) === westToday.slice(0, 7);
    expect(inWest.monthlySpending).toEqual({
      month: westToday.slice(0, 7),
      spent: sameMonth ? '12.00' : '0.00',
      transactionCount: sameMonth ? 1 : 0,
      // issue 24: dated after the west's today, the Bakery is one still to come there.
      upcomingCount: sameMonth ? 1 : 0,
    });
    // Dated after the west's today: not yet a recent transaction there.
    expect(inEast.recentActivity.map((item) => item.kind)).toEqual(['workout', 'transaction', 'meal']);
    expect(inWest.recentActivity.map((item) => item.kind)).toEqual(['workout', 'meal']);
  });

  it('shows only the caller’s own records and figures', async () => {
    const owner = await app.register();
    await seed(owner.client);
    const other = await app.register();
    const dashboard = await writer(other.client, utc).dashboard();
    expect(dashboard).toMatchObject({
      monthlySpending: { spent: '0.00', transactionCount: 0 },
      goals: { active: 0, completed: 0 },
      weeklyWorkouts: { completed: 0 },
      caloriesToday: { calories: 0 },
      activeGoals: [],
      recentActivity: [],
    });
  });
});
