import {
  addDays,
  bodyWeightStreamId,
  todayInTimeZone,
  type BodyWeightLogJson,
  type NutritionReportJson,
  type WorkoutProgressJson,
} from '@life/domain';
import { weekStartOf } from '@life/domain/goals/reviews/week';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';
import type { TestClient, TestResponse } from '../testing/test-app';

const UTC = { 'X-Time-Zone': 'UTC' };

/** A client that sends back the position of its last write (read-your-writes), as the web does. */
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
    delete: (path: string) => write(client.delete(path, UTC), 204),
    get: async <T>(path: string): Promise<T> => {
      const response = await client.get(path, { ...UTC, 'X-Min-Position': position });
      if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

describe.each(oneTestDbKind())('progress routes (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  /** The moment now, then a minute passes: writes after it are not known "as of" it. */
  const moment = () => {
    const at = app.clock.now().toISOString();
    app.clock.advance(60_000);
    return at;
  };

  it('body weight: log, edit, delete and restore, each event pinned; the log with its trend in either unit', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const logged = await spec.when(POST('/api/body-weight', { date: '2026-11-01', weight: '80.50', unit: 'kg' })).then(201);
    const entryId = logged.body.id as string;
    expectNewEvents([
      {
        streamId: bodyWeightStreamId(entryId),
        type: 'BodyWeightLogged',
        data: { entryId, userId: user.user.id, date: '2026-11-01', weight: '80.5', unit: 'kg' },
      },
    ])(logged);
    expect(logged.body).toMatchObject({ id: entryId, date: '2026-11-01', weight: '80.5', unit: 'kg', source: null });

    const edited = await spec.when(PUT(`/api/body-weight/${entryId}`, { weight: '80.25' })).then(200);
    expectNewEvents([
      {
        streamId: bodyWeightStreamId(entryId),
        type: 'BodyWeightChanged',
        data: { entryId, date: '2026-11-01', weight: '80.25', unit: 'kg' },
      },
    ])(edited);
    expect(edited.body).toMatchObject({ weight: '80.25' });

    const removed = await spec.when(DELETE(`/api/body-weight/${entryId}`)).then(204);
    expectNewEvents([{ streamId: bodyWeightStreamId(entryId), type: 'BodyWeightDeleted', data: { entryId } }])(removed);
    const restored = await spec.when(POST(`/api/body-weight/${entryId}/restore`)).then(200);
    expectNewEvents([
      {
        streamId: bodyWeightStreamId(entryId),
        type: 'BodyWeightLogged',
        data: { entryId, userId: user.user.id, date: '2026-11-01', weight: '80.25', unit: 'kg' },
      },
    ])(restored);

    // Its history: each step with what changed; another user's is 404.
    const history = await user.client.get(`/api/history/body-weight/${entryId}`);
    expect(history.status).toBe(200);
    const { entries } = (await history.json()) as { entries: { label: string; changes: unknown }[] };
    expect(entries.map((entry) => entry.label)).toEqual(['Logged', 'Weight changed', 'Deleted', 'Logged']);
    const stranger = await app.register();
    expect((await stranger.client.get(`/api/history/body-weight/${entryId}`)).status).toBe(404);

    await spec.when(POST('/api/body-weight', { date: '2026-11-31', weight: 'heavy', unit: 'st' })).then(400);
    await spec.when(PUT(`/api/body-weight/${entryId}`, { weight: '1000.001' })).then(400);

    const api = tracked(user.client);
    await api.post('/api/body-weight', { date: '2026-11-02', weight: '176', unit: 'lb' });
    await api.post('/api/body-weight', { date: '2026-11-03', weight: '79.9', unit: 'kg' });
    const log = await api.get<BodyWeightLogJson>('/api/body-weight');
    // Display unit: the newest entry's (kg). 176 lb = 79.83225712 kg -> 79.83.
    expect(log.unit).toBe('kg');
    expect(log.entries.map((entry) => entry.date)).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
    // Trend: 80.25; (80.25 + 79.83) / 2 = 80.04; (80.25 + 79.83 + 79.90) / 3 = 79.9933 -> 79.99.
    expect(log.points.map(({ date, weight, trend }) => ({ date, weight, trend }))).toEqual([
      { date: '2026-11-01', weight: '80.25', trend: '80.25' },
      { date: '2026-11-02', weight: '79.83', trend: '80.04' },
      { date: '2026-11-03', weight: '79.9', trend: '79.99' },
    ]);
    const inPounds = await api.get<BodyWeightLogJson>('/api/body-weight?unit=lb');
    // 80.25 kg = 176.921... lb -> 176.92; 79.9 kg = 176.149... lb -> 176.15.
    expect(inPounds.points.map((point) => point.weight)).toEqual(['176.92', '176', '176.15']);
  });

  it("another user's entry is not found, and their list is their own", async () => {
    const owner = tracked((await app.register()).client);
    const { id } = await owner.post('/api/body-weight', { date: '2026-11-01', weight: '70', unit: 'kg' });
    const other = await app.register();
    await apiSpec(app)
      .given(other)
      .when(PUT(`/api/body-weight/${id}`, { weight: '60' }))
      .then(404);
    await apiSpec(app)
      .given(other)
      .when(DELETE(`/api/body-weight/${id}`))
      .then(404);
    expect((await tracked(other.client).get<BodyWeightLogJson>('/api/body-weight')).entries).toEqual([]);
  });

  it('fitness progress: completed workouts per Monday-to-Sunday week and type, hand-computed, and as of a moment', async () => {
    const api = tracked((await app.register()).client);
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    const monday = weekStartOf(today);
    const workout = (date: string, type: string, duration: number, calories: number | null, completed = true) =>
      api.post('/api/workouts', { name: `${type} ${date}`, type, duration, calories, date, completed });
    await workout(monday, 'cardio', 30, 250); // this week
    const sunday = await workout(addDays(monday, -1), 'strength', 45, 300); // last week
    await workout(addDays(monday, -7), 'strength', 60, null); // last week's Monday
    await workout(addDays(monday, -3), 'hiit', 20, 200, false); // not done
    await workout(addDays(monday, -14 * 7), 'cardio', 40, 350); // 14 weeks ago: the year only
    const logged = moment();
    await api.delete(`/api/workouts/${sunday.id}`);

    const progress = await api.get<WorkoutProgressJson>('/api/fitness/progress');
    expect(progress.range).toBe('12w');
    expect(progress.weeks).toHaveLength(12);
    expect(progress.weeks[11]).toMatchObject({ start: monday, end: addDays(monday, 6), workouts: 1, minutes: 30, calories: 250 });
    expect(progress.weeks[11]!.byType.cardio).toEqual({ workouts: 1, minutes: 30, calories: 250 });
    expect(progress.weeks[10]).toMatchObject({ start: addDays(monday, -7), workouts: 1, minutes: 60, calories: 0 });
    expect(progress.totals).toMatchObject({ workouts: 2, minutes: 90, calories: 250 });

    const year = await api.get<WorkoutProgressJson>('/api/fitness/progress?range=1y');
    expect(year.weeks).toHaveLength(52);
    expect(year.weeks[52 - 15]).toMatchObject({ start: addDays(monday, -14 * 7), workouts: 1, minutes: 40, calories: 350 });
    expect(year.totals).toMatchObject({ workouts: 3, minutes: 130, calories: 600 });

    // Before the deletion the Sunday workout counted in last week.
    const then = await api.get<WorkoutProgressJson>(`/api/fitness/progress?asOf=${encodeURIComponent(logged)}`);
    expect(then.asOf).toBe(logged);
    expect(then.weeks[10]).toMatchObject({ workouts: 2, minutes: 105, calories: 300 });
    expect(then.weeks[10]!.byType.strength).toEqual({ workouts: 2, minutes: 105, calories: 300 });
  });

  it("nutrition report: each day's logged meals against the targets, averages, days over and under, as of a moment", async () => {
    const api = tracked((await app.register()).client);
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    const yesterday = addDays(today, -1);
    const meal = (date: string, calories: number, protein: string, logged = true) =>
      api.post('/api/meals', { name: 'Meal', type: 'lunch', calories, protein, carbs: '10.10', fat: '5', date, logged });
    await meal(yesterday, 1500, '80.25');
    await meal(yesterday, 700, '40.50');
    await meal(today, 900, '30', true);
    await meal(today, 400, '20', false); // not logged: not counted
    const before = moment();
    await api.put('/api/targets', {
      calories: 2000,
      protein: 100,
      carbs: 250,
      fat: 70,
      waterGlasses: 8,
      weeklyWorkouts: 5,
      weeklyCaloriesBurned: 2000,
      weeklyActiveMinutes: 300,
    });

    const report = await api.get<NutritionReportJson>('/api/nutrition/report');
    expect(report.startDate).toBe(addDays(today, -6));
    expect(report.endDate).toBe(today);
    expect(report.days).toHaveLength(7);
    expect(report.days[5]).toMatchObject({
      date: yesterday,
      calories: 2200,
      protein: '120.75',
      carbs: '20.20',
      fat: '10.00',
      loggedMeals: 2,
    });
    expect(report.days[5]!.comparison).toEqual({ calories: 'over', protein: 'over', carbs: 'under', fat: 'under' });
    expect(report.days[6]).toMatchObject({ date: today, calories: 900, protein: '30.00', loggedMeals: 1 });
    // (2200 + 900) / 2 = 1550; (120.75 + 30.00) / 2 = 75.375 -> 75.38; (20.20 + 10.10) / 2 = 15.15; (10 + 5) / 2 = 7.5.
    expect(report.loggedDays).toBe(2);
    expect(report.averages).toEqual({ calories: '1550.00', protein: '75.38', carbs: '15.15', fat: '7.50' });
    expect(report.daysOver).toEqual({ calories: 1, protein: 1, carbs: 0, fat: 0 });
    expect(report.daysUnder).toEqual({ calories: 1, protein: 1, carbs: 2, fat: 2 });
    expect(report.targets).toEqual({ calories: 2000, protein: 100, carbs: 250, fat: 70 });

    const single = await api.get<NutritionReportJson>(`/api/nutrition/report?startDate=${yesterday}&endDate=${yesterday}`);
    expect(single.days.map((day) => day.date)).toEqual([yesterday]);
    // Before the targets were set: the defaults (protein 150).
    const then = await api.get<NutritionReportJson>(`/api/nutrition/report?asOf=${encodeURIComponent(before)}`);
    expect(then.targets.protein).toBe(150);
    expect(then.days[5]!.comparison.protein).toBe('under');
  });

  it('answers as of now exactly what the live reads answer (but for asOf itself)', async () => {
    const api = tracked((await app.register()).client);
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    await api.post('/api/workouts', { name: 'Run', type: 'cardio', duration: 30, calories: 300, date: today, completed: true });
    const lift = await api.post('/api/workouts', {
      name: 'Lift',
      type: 'strength',
      duration: 50,
      date: addDays(today, -8),
      completed: true,
    });
    await api.post('/api/meals', { name: 'Lunch', type: 'lunch', calories: 640, protein: '31.5', date: today, logged: true });
    const entry = await api.post('/api/body-weight', { date: today, weight: '71.3', unit: 'kg' });
    await api.post('/api/body-weight', { date: addDays(today, -1), weight: '158', unit: 'lb' });
    await api.put(`/api/body-weight/${entry.id}`, { weight: '71.1' });
    await api.delete(`/api/workouts/${lift.id}`);
    app.clock.advance(1000);
    const now = encodeURIComponent(app.clock.now().toISOString());
    for (const path of [
      '/api/fitness/progress',
      '/api/fitness/progress?range=1y',
      '/api/nutrition/report',
      '/api/body-weight',
      '/api/body-weight?unit=lb',
    ]) {
      const { asOf: _live, ...live } = await api.get<Record<string, unknown>>(path);
      const { asOf: _then, ...then } = await api.get<Record<string, unknown>>(`${path}${path.includes('?') ? '&' : '?'}asOf=${now}`);
      expect(then, path).toEqual(live);
    }
  });

  it('refuses a bad range, unit or report range with the field named', async () => {
    const { client } = await app.register();
    const cases: [string, string][] = [
      ['/api/fitness/progress?range=5y', 'range'],
      ['/api/body-weight?unit=st', 'unit'],
      ['/api/nutrition/report?startDate=2026-13-01', 'startDate'],
      ['/api/nutrition/report?startDate=2026-11-10&endDate=2026-11-01', 'endDate'],
      ['/api/nutrition/report?startDate=2024-01-01&endDate=2026-01-01', 'endDate'],
      ['/api/fitness/progress?asOf=yesterday', 'asOf'],
    ];
    for (const [path, field] of cases) {
      const response = await client.get(path, UTC);
      expect(response.status, path).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: object }).fields), path).toEqual([field]);
    }
  });
});
