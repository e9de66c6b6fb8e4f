import { addDays, todayInTimeZone, workoutStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, PATCH, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';
import type { TestClient } from '../testing/test-app';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function logWorkout(client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await client.post('/api/workouts', { name: 'Workout', type: 'cardio', duration: 30, ...body }, headers);
  if (response.status !== 201) throw new Error(`log failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; date: string; time: string | null };
}

describe.each(oneTestDbKind())('workouts (%s)', (kind) => {
  const app = useTestApp(kind);

  it('logs a workout (its event pinned) and lists it', async () => {
    const user = await app.register();
    const body = {
      name: ' Push day ',
      type: 'strength',
      duration: 50,
      calories: 320,
      date: '2025-11-03',
      time: '06:45',
      exercises: [
        { name: 'Bench press', sets: 5, reps: 5, weight: 80.5 },
        { name: 'Dips', sets: 3, reps: 12 },
      ],
    };
    const logged = await apiSpec(app).given(user).when(POST('/api/workouts', body)).then(201);
    const workout = logged.body;
    const workoutId = workout.id as string;
    expectNewEvents([
      {
        streamId: workoutStreamId(workoutId),
        type: 'WorkoutLogged',
        data: {
          workoutId,
          userId: user.user.id,
          name: 'Push day',
          type: 'strength',
          durationMinutes: 50,
          calories: 320,
          completed: false,
          date: '2025-11-03',
          time: '06:45',
          exercises: [
            { name: 'Bench press', sets: 5, reps: 5, weight: 80.5 },
            { name: 'Dips', sets: 3, reps: 12, weight: null },
          ],
        },
      },
    ])(logged);
    expect(workout).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Push day',
      type: 'strength',
      duration: 50,
      calories: 320,
      completed: false,
      date: '2025-11-03',
      time: '06:45',
      exercises: [
        { name: 'Bench press', sets: 5, reps: 5, weight: 80.5 },
        { name: 'Dips', sets: 3, reps: 12, weight: null },
      ],
      startedAt: null,
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: workout.createdAt,
    });
    expect(await (await user.client.get('/api/workouts')).json()).toEqual([workout]);
  });

  it('dates a workout logged without a day now, on the user’s own clock (X-Time-Zone)', async () => {
    const { client } = await app.register();
    const now = app.clock.now();
    const workout = await logWorkout(client, {}, { 'X-Time-Zone': 'Pacific/Kiritimati' });
    expect(workout.date).toBe(todayInTimeZone(now, 'Pacific/Kiritimati'));
    expect(workout.time).toMatch(/^\d{2}:\d{2}$/);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Pacific/Kiritimati',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // The minute may tick over between the two readings.
    expect([local.format(now), local.format(app.clock.now())]).toContain(workout.time);
    // A day without a time stays timeless.
    expect((await logWorkout(client, { date: '2025-01-02' })).time).toBeNull();
  });

  it('toggles completed both ways with PATCH, and records nothing when it is already so', async () => {
    const user = await app.register();
    const { id } = await logWorkout(user.client, {});
    const spec = apiSpec(app).given(user);
    const done = await spec
      .when(PATCH(`/api/workouts/${id}`, { completed: true }))
      .then(
        200,
        expectNewEvents([{ streamId: workoutStreamId(id), type: 'WorkoutCompletionChanged', data: { workoutId: id, completed: true } }]),
      );
    expect(done.body).toMatchObject({ id, completed: true });
    await spec.when(PATCH(`/api/workouts/${id}`, { completed: true })).then(200, expectNewEvents([]));
    const undone = await spec
      .when(PATCH(`/api/workouts/${id}`, { completed: false }))
      .then(
        200,
        expectNewEvents([{ streamId: workoutStreamId(id), type: 'WorkoutCompletionChanged', data: { workoutId: id, completed: false } }]),
      );
    expect(undone.body).toMatchObject({ id, completed: false });
    const bad = await user.client.patch(`/api/workouts/${id}`, { completed: 'yes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Completed must be true or false',
      fields: { completed: 'Completed must be true or false' },
    });
  });

  it('starts a timer and finishes with the measured minutes', async () => {
    const user = await app.register();
    const { id } = await logWorkout(user.client, { duration: 60 });
    const spec = apiSpec(app).given(user);
    const started = await spec.when(POST(`/api/workouts/${id}/start`)).then(200);
    const startedAt = started.body.startedAt as string;
    expect(startedAt).toMatch(ISO_INSTANT);
    expectNewEvents([{ streamId: workoutStreamId(id), type: 'WorkoutStarted', data: { workoutId: id, startedAt } }])(started);
    // Starting again keeps the first start.
    await spec.when(POST(`/api/workouts/${id}/start`)).then(200, expectNewEvents([]));

    app.clock.advance(37 * 60_000 + 40_000);
    const finished = await spec.when(POST(`/api/workouts/${id}/finish`)).then(200);
    expect(finished.body).toMatchObject({ id, completed: true, duration: 38, startedAt: null });
    expect(finished.newEvents.map((event) => [event.type, event.data])).toEqual([
      ['WorkoutFinished', { workoutId: id, startedAt, finishedAt: expect.stringMatching(ISO_INSTANT), durationMinutes: 38 }],
    ]);

    const again = await user.client.post(`/api/workouts/${id}/finish`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This workout is already done: only a planned workout can be started or finished' });
    const { id: other } = await logWorkout(user.client, {});
    const notStarted = await user.client.post(`/api/workouts/${other}/finish`);
    expect(notStarted.status).toBe(409);
    expect(await notStarted.json()).toEqual({ error: 'Start this workout before finishing it' });
  });

  it('keeps a logged 35-minute run: Start and Finish are refused, the Edit (PUT) changes it, its history restores it (issue 26)', async () => {
    const user = await app.register();
    const { id } = await logWorkout(user.client, { name: 'Run', duration: 35, completed: true, date: '2026-11-20', time: '07:00' });
    const refused = { error: 'This workout is already done: only a planned workout can be started or finished' };
    for (const action of ['start', 'finish']) {
      const response = await user.client.post(`/api/workouts/${id}/${action}`);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(refused);
    }
    app.clock.advance(15_000);
    const spec = apiSpec(app).given(user);
    const edited = await spec
      .when(PUT(`/api/workouts/${id}`, { name: 'Long run', type: 'cardio', duration: 50, completed: true }))
      .then(200);
    expectNewEvents([
      {
        streamId: workoutStreamId(id),
        type: 'WorkoutUpdated',
        data: {
          workoutId: id,
          name: 'Long run',
          type: 'cardio',
          durationMinutes: 50,
          calories: null,
          completed: true,
          date: '2026-11-20',
          time: '07:00',
          exercises: [],
        },
      },
    ])(edited);
    expect(edited.body).toMatchObject({ id, name: 'Long run', duration: 50, date: '2026-11-20', time: '07:00' });
    await spec
      .when(PUT(`/api/workouts/${id}`, { name: 'Long run', type: 'cardio', duration: 50, completed: true }))
      .then(200, expectNewEvents([]));
    const bad = await user.client.put(`/api/workouts/${id}`, { name: '', type: 'cardio', duration: 0 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { name: 'Name is required', duration: expect.any(String) } });

    const history = (await (await user.client.get(`/api/history/workout/${id}`)).json()) as {
      entries: { position: string; restorable?: boolean }[];
    };
    expect(history.entries.map((entry) => entry.restorable ?? false)).toEqual([true, false]);
    const restored = await user.client.post(`/api/history/workout/${id}/restore`, { position: history.entries[0]!.position });
    expect(restored.status).toBe(200);
    const list = await user.client.get('/api/workouts', { 'X-Min-Position': restored.headers.get('x-position') ?? '' });
    expect(await list.json()).toMatchObject([{ id, name: 'Run', duration: 35, completed: true }]);
  });

  it('deletes, then the workout is gone', async () => {
    const user = await app.register();
    const { id } = await logWorkout(user.client, {});
    const deleted = await apiSpec(app)
      .given(user)
      .when(DELETE(`/api/workouts/${id}`))
      .then(204, expectNewEvents([{ streamId: workoutStreamId(id), type: 'WorkoutDeleted', data: { workoutId: id } }]));
    const list = await user.client.get('/api/workouts', { 'X-Min-Position': deleted.response.headers.get('x-position')! });
    expect(await list.json()).toEqual([]);
    expect((await user.client.delete(`/api/workouts/${id}`)).status).toBe(404);
    expect((await user.client.patch(`/api/workouts/${id}`, { completed: true })).status).toBe(404);
  });

  it('answers 400 with every field message, in form order', async () => {
    const { client } = await app.register();
    const response = await client.post('/api/workouts', { type: 'yoga', duration: 0, calories: 1.5, time: '25:00' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Name is required',
      fields: {
        name: 'Name is required',
        type: 'Type must be one of strength, cardio, flexibility, hiit, other',
        duration: 'Duration must be a whole number of minutes from 1 to 1440',
        calories: 'Calories must be a whole number from 0 to 10000',
        time: 'Time must be a time of day (HH:mm)',
      },
    });
    const rows = await client.post('/api/workouts', {
      name: 'x',
      type: 'hiit',
      duration: 5,
      exercises: [{ name: 'Row', sets: 3, reps: 0 }],
    });
    expect(await rows.json()).toEqual({
      error: 'Reps must be a whole number from 1 to 1000',
      fields: { 'exercises.0.reps': 'Reps must be a whole number from 1 to 1000' },
    });
    expect(await (await client.get('/api/workouts')).json()).toEqual([]);
  });

  it('lists newest first, within a range of days and a limit; a reversed range is a 400', async () => {
    const { client } = await app.register();
    const a = await logWorkout(client, { date: '2025-11-01', time: '09:00' });
    const b = await logWorkout(client, { date: '2025-11-03', time: '07:00' });
    const c = await logWorkout(client, { date: '2025-11-03', time: '18:00' });
    const ids = async (query: string) => ((await (await client.get(`/api/workouts${query}`)).json()) as { id: string }[]).map((w) => w.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?startDate=2025-11-03&endDate=2025-11-03')).toEqual([c.id, b.id]);
    expect(await ids('?limit=1')).toEqual([c.id]);
    const reversed = await client.get('/api/workouts?startDate=2025-11-03&endDate=2025-11-01');
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({
      error: 'End date must be on or after start date',
      fields: { endDate: 'End date must be on or after start date' },
    });
  });

  it('stats: this week (the last 7 days), today and the total, completed workouts only, as of the user’s day', async () => {
    const { client } = await app.register();
    const zone = 'America/Los_Angeles';
    const headers = { 'X-Time-Zone': zone };
    const today = todayInTimeZone(app.clock.now(), zone);
    await logWorkout(client, { date: today, duration: 30, calories: 250, completed: true });
    await logWorkout(client, { date: today, duration: 45, calories: 999 }); // planned, not done
    await logWorkout(client, { date: addDays(today, -6), duration: 20, completed: true }); // no calories
    await logWorkout(client, { date: addDays(today, -7), duration: 60, calories: 500, completed: true }); // last week
    const stats = await (await client.get('/api/workouts/stats', headers)).json();
    expect(stats).toMatchObject({
      today,
      day: { completed: 1, calories: 250, activeMinutes: 30 },
      week: { start: addDays(today, -6), end: today, completed: 2, calories: 250, activeMinutes: 50 },
      totalCompleted: 3,
    });
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[10]).toEqual({
      start: addDays(today, -13),
      end: addDays(today, -7),
      completed: 1,
      calories: 500,
      activeMinutes: 60,
    });
    expect(stats.weeks[11]).toEqual(stats.week);
  });

  it('counts "today" by the user’s zone: across the date line the same workout is today or not', async () => {
    const { client } = await app.register();
    const now = app.clock.now();
    const east = todayInTimeZone(now, 'Pacific/Kiritimati'); // UTC+14
    const west = todayInTimeZone(now, 'Pacific/Pago_Pago'); // UTC-11: always the day before
    expect(east).not.toBe(west);
    await logWorkout(client, { date: east, duration: 25, calories: 100, completed: true });
    const inEast = await (await client.get('/api/workouts/stats', { 'X-Time-Zone': 'Pacific/Kiritimati' })).json();
    const inWest = await (await client.get('/api/workouts/stats', { 'X-Time-Zone': 'Pacific/Pago_Pago' })).json();
    expect(inEast.day).toEqual({ completed: 1, calories: 100, activeMinutes: 25 });
    expect(inWest.day).toEqual({ completed: 0, calories: 0, activeMinutes: 0 });
    // Tomorrow, for the west: in no week yet, but completed all the same.
    expect(inWest.week.completed).toBe(0);
    expect(inWest.totalCompleted).toBe(1);
  });

  it('keeps workouts per user: another user’s ids are 404 and their workouts never listed', async () => {
    const owner = await app.register();
    const other = await app.register();
    const { id } = await logWorkout(owner.client, { name: 'Secret run' });
    for (const request of [
      other.client.patch(`/api/workouts/${id}`, { completed: true }),
      other.client.post(`/api/workouts/${id}/start`),
      other.client.post(`/api/workouts/${id}/finish`),
      other.client.delete(`/api/workouts/${id}`),
    ]) {
      expect((await request).status).toBe(404);
    }
    expect(await (await other.client.get('/api/workouts')).json()).toEqual([]);
    expect((await (await other.client.get('/api/workouts/stats')).json()).totalCompleted).toBe(0);
  });
});
