import { addDays, goalReviewStreamId, goalStreamId, todayInTimeZone, weekEndOf, weekStartOf } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, POST, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';
import type { TestClient } from '../testing/test-app';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function createGoal(client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await client.post('/api/goals', { category: 'Health', ...body }, headers);
  if (response.status !== 201) throw new Error(`goal create failed: ${response.status} ${await response.text()}`);
  return response.json();
}

describe.each(oneTestDbKind())('goals (%s)', (kind) => {
  const app = useTestApp(kind);

  it('creates with the SPEC defaults, lists, updates, deletes', async () => {
    const { client } = await app.register();
    const created = await client.post('/api/goals', { title: ' Read 12 books ', category: ' Learning ' });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-position')).toBeTruthy();
    const goal = await created.json();
    expect(goal).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Read 12 books',
      description: null,
      category: 'Learning',
      priority: 'medium',
      status: 'active',
      progress: 0,
      dueDate: null,
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: goal.createdAt,
    });
    expect(await (await client.get('/api/goals')).json()).toEqual([goal]);

    const edited = await client.put(`/api/goals/${goal.id}`, { description: 'One a month', dueDate: 'Dec 31', priority: 'high' });
    expect(edited.status).toBe(200);
    const body = await edited.json();
    expect(body).toMatchObject({ id: goal.id, description: 'One a month', dueDate: 'Dec 31', priority: 'high', progress: 0 });
    expect(await (await client.get('/api/goals')).json()).toEqual([body]);

    const deleted = await client.delete(`/api/goals/${goal.id}`);
    expect(deleted.status).toBe(204);
    expect(await (await client.get('/api/goals', { 'X-Min-Position': deleted.headers.get('x-position')! })).json()).toEqual([]);
    expect((await client.delete(`/api/goals/${goal.id}`)).status).toBe(404);
    expect((await client.put(`/api/goals/${goal.id}`, { progress: 10 })).status).toBe(404);
  });

  it("SPEC section 4: '+10%' to 100 completes; Mark Complete sets 100; another progress update reopens", async () => {
    const { client } = await app.register();
    const goal = await createGoal(client, { title: 'Stretch', progress: 80 });
    const put = async (body: unknown) => {
      const response = await client.put(`/api/goals/${goal.id}`, body);
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await put({ progress: 90, status: 'active' })).toMatchObject({ progress: 90, status: 'active' });
    expect(await put({ progress: 100 })).toMatchObject({ progress: 100, status: 'completed' });
    expect(await put({ progress: 70 })).toMatchObject({ progress: 70, status: 'active' });
    expect(await put({ status: 'completed' })).toMatchObject({ progress: 100, status: 'completed' });
    const reopen = await client.put(`/api/goals/${goal.id}`, { status: 'paused' });
    expect(reopen.status).toBe(400);
    expect(await reopen.json()).toEqual({
      error: 'Lower the progress to reopen a completed goal',
      fields: { status: 'Lower the progress to reopen a completed goal' },
    });
  });

  it('backlog: pause and resume keep the progress', async () => {
    const { client } = await app.register();
    const goal = await createGoal(client, { title: 'Learn Spanish', progress: 40 });
    const paused = await client.put(`/api/goals/${goal.id}`, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ status: 'paused', progress: 40 });
    const resumed = await client.put(`/api/goals/${goal.id}`, { status: 'active' });
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ status: 'active', progress: 40 });
  });

  it('answers 400 with clear field messages and stores nothing', async () => {
    const { client } = await app.register();
    const missing = await client.post('/api/goals', { description: 'x' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Goal title is required',
      fields: { title: 'Goal title is required', category: 'Category is required' },
    });
    const bad = await client.post('/api/goals', { title: 'X', category: 'Y', priority: 'urgent', status: 'done', progress: 101 });
    expect(await bad.json()).toEqual({
      error: 'Priority must be high, medium or low',
      fields: {
        priority: 'Priority must be high, medium or low',
        status: 'Status must be active, completed or paused',
        progress: 'Progress must be a whole number from 0 to 100',
      },
    });
    const notInteger = await client.post('/api/goals', { title: 'X', category: 'Y', progress: '50' });
    expect(await notInteger.json()).toEqual({
      error: 'Progress must be a whole number from 0 to 100',
      fields: { progress: 'Progress must be a whole number from 0 to 100' },
    });
    const control = await client.post('/api/goals', { title: 'a\u0085b', category: 'Y', dueDate: 'x'.repeat(51) });
    expect(await control.json()).toEqual({
      error: 'Goal title must not contain control characters',
      fields: { title: 'Goal title must not contain control characters', dueDate: 'Due date must be 50 characters or fewer' },
    });
    expect(await (await client.get('/api/goals')).json()).toEqual([]);
  });

  it("answers 404 for unknown, malformed and other users' ids", async () => {
    const a = await app.register();
    const b = await app.register();
    const goal = await createGoal(a.client, { title: 'Mine' });
    expect((await b.client.put(`/api/goals/${goal.id}`, { progress: 10 })).status).toBe(404);
    expect((await b.client.delete(`/api/goals/${goal.id}`)).status).toBe(404);
    expect((await a.client.put('/api/goals/not-a-uuid', { progress: 10 })).status).toBe(404);
    expect(await (await b.client.get('/api/goals')).json()).toEqual([]);
    expect(await (await a.client.get('/api/goals')).json()).toEqual([goal]);
    // The weekly figures and the review are per user too.
    await a.client.post('/api/goal-reviews', { reflection: 'Mine only' });
    expect(await (await b.client.get('/api/goals/weekly-progress')).json()).toMatchObject({ created: 0, completed: 0, totalActive: 0 });
    expect(await (await a.client.get('/api/goals/weekly-progress')).json()).toMatchObject({ created: 1, completed: 0, totalActive: 1 });
    expect(await (await b.client.get('/api/goal-reviews/week')).json()).toMatchObject({ created: [], reflection: null });
    expect(await (await b.client.get('/api/goal-reviews')).json()).toEqual([]);
  });

  it('pins the events each goal write appends', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const created = await spec
      .when(POST('/api/goals', { title: 'Run 5k', category: 'Fitness', priority: 'high', dueDate: 'Daily', progress: 90 }))
      .then(201);
    const goalId = created.body.id as string;
    const stream = goalStreamId(goalId);
    expect(created.newEvents.map(({ streamId, type, data }) => ({ streamId, type, data }))).toEqual([
      {
        streamId: stream,
        type: 'GoalCreated',
        data: {
          goalId,
          userId: user.user.id,
          title: 'Run 5k',
          description: '',
          category: 'Fitness',
          priority: 'high',
          dueDate: 'Daily',
          status: 'active',
          progress: 90,
        },
      },
    ]);
    await spec.when(PUT(`/api/goals/${goalId}`, { title: 'Run 10k', progress: 100 })).then(
      200,
      expectNewEvents([
        {
          streamId: stream,
          type: 'GoalDetailsChanged',
          data: { goalId, title: 'Run 10k', description: '', category: 'Fitness', priority: 'high', dueDate: 'Daily' },
        },
        { streamId: stream, type: 'GoalProgressChanged', data: { goalId, progress: 100, previousProgress: 90, status: 'completed' } },
      ]),
    );
    await spec
      .when(PUT(`/api/goals/${goalId}`, { progress: 50, status: 'paused' }))
      .then(
        200,
        expectNewEvents([
          { streamId: stream, type: 'GoalProgressChanged', data: { goalId, progress: 50, previousProgress: 100, status: 'paused' } },
        ]),
      );
    await spec
      .when(PUT(`/api/goals/${goalId}`, { status: 'active' }))
      .then(200, expectNewEvents([{ streamId: stream, type: 'GoalResumed', data: { goalId } }]));
    await spec
      .when(PUT(`/api/goals/${goalId}`, { status: 'paused' }))
      .then(200, expectNewEvents([{ streamId: stream, type: 'GoalPaused', data: { goalId } }]));
    await spec.when(PUT(`/api/goals/${goalId}`, { status: 'paused' })).then(200, expectNewEvents([]));
    await spec
      .when(DELETE(`/api/goals/${goalId}`))
      .then(204, expectNewEvents([{ streamId: stream, type: 'GoalDeleted', data: { goalId } }]));
  });

  it('weekly progress: created, completed, active and success rate over the user’s week, from the events', async () => {
    const { client } = await app.register();
    const utc = { 'X-Time-Zone': 'UTC' };
    const empty = await (await client.get('/api/goals/weekly-progress', utc)).json();
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    const week = { startDate: weekStartOf(today), endDate: weekEndOf(weekStartOf(today)) };
    expect(empty).toEqual({ ...week, completed: 0, created: 0, totalActive: 0, successRate: 0 });

    const a = await createGoal(client, { title: 'A' }, utc);
    const b = await createGoal(client, { title: 'B', progress: 50 }, utc);
    const c = await createGoal(client, { title: 'C' }, utc);
    const d = await createGoal(client, { title: 'D', status: 'paused' }, utc);
    await client.put(`/api/goals/${a.id}`, { progress: 100 }, utc);
    await client.put(`/api/goals/${b.id}`, { status: 'completed' }, utc);
    // Completed, then reopened: not completed this week.
    const reopened = await client.put(`/api/goals/${b.id}`, { progress: 90 }, utc);
    await client.put(`/api/goals/${b.id}`, { status: 'completed' }, utc);
    await client.put(`/api/goals/${b.id}`, { progress: 80 }, utc);
    expect(reopened.status).toBe(200);
    const response = await client.get('/api/goals/weekly-progress', utc);
    // 4 created (the paused one too), 1 completed (A), 2 active (B, C), D paused: 1 of the 4 in play = 25%.
    const before = { ...week, completed: 1, created: 4, totalActive: 2, successRate: 25 };
    expect(await response.json()).toEqual(before);
    expect(d.status).toBe('paused');
    // Issue 26: moving C to the backlog keeps Completed 1 / Created 4, and so the rate (it used to rise to 50%).
    const moved = await client.put(`/api/goals/${c.id}`, { status: 'paused' }, utc);
    const after = await client.get('/api/goals/weekly-progress', { ...utc, 'X-Min-Position': moved.headers.get('x-position') ?? '' });
    expect(await after.json()).toEqual({ ...before, totalActive: 1 });
  });

  it('weekly review: this week’s completed, created and moved-forward goals, and a saved reflection', async () => {
    const user = await app.register();
    const { client } = user;
    const utc = { 'X-Time-Zone': 'UTC' };
    const weekStart = weekStartOf(todayInTimeZone(app.clock.now(), 'UTC'));
    const done = await createGoal(client, { title: 'Done', progress: 60 }, utc);
    const moved = await createGoal(client, { title: 'Moved', progress: 10 }, utc);
    await createGoal(client, { title: 'Still', progress: 30 }, utc);
    await client.put(`/api/goals/${done.id}`, { status: 'completed' }, utc);
    await client.put(`/api/goals/${moved.id}`, { progress: 20 }, utc);
    await client.put(`/api/goals/${moved.id}`, { progress: 40 }, utc);

    const week = await (await client.get('/api/goal-reviews/week', utc)).json();
    expect(week.weekStart).toBe(weekStart);
    expect(week.weekEnd).toBe(addDays(weekStart, 6));
    expect(week.completed.map((goal: { title: string }) => goal.title)).toEqual(['Done']);
    expect(week.created.map((goal: { title: string }) => goal.title)).toEqual(['Still', 'Moved', 'Done']);
    expect(
      week.movedForward.map((m: { goal: { title: string }; fromProgress: number; toProgress: number }) => [
        m.goal.title,
        m.fromProgress,
        m.toProgress,
      ]),
    ).toEqual([['Moved', 10, 40]]);
    expect(week.reflection).toBeNull();

    const spec = apiSpec(app).given(user);
    const saved = await spec.when(POST('/api/goal-reviews', { reflection: ' Finished one, pushed another. ' }, utc)).then(
      200,
      expectNewEvents([
        {
          streamId: goalReviewStreamId(user.user.id, weekStart),
          type: 'GoalReviewSaved',
          data: { userId: user.user.id, weekStart, reflection: 'Finished one, pushed another.' },
        },
      ]),
    );
    expect(saved.body).toEqual({
      weekStart,
      weekEnd: addDays(weekStart, 6),
      reflection: 'Finished one, pushed another.',
      createdAt: expect.stringMatching(ISO_INSTANT),
      updatedAt: saved.body.createdAt,
    });
    const earlier = addDays(weekStart, -7);
    expect((await client.post('/api/goal-reviews', { weekStart: earlier, reflection: 'Slow week' })).status).toBe(200);
    expect((await (await client.get('/api/goal-reviews/week', utc)).json()).reflection).toBe('Finished one, pushed another.');
    const past = await (await client.get(`/api/goal-reviews/week?weekStart=${earlier}`)).json();
    expect(past).toMatchObject({ weekStart: earlier, completed: [], created: [], movedForward: [], reflection: 'Slow week' });
    const list = await (await client.get('/api/goal-reviews')).json();
    expect(list.map((review: { weekStart: string; reflection: string }) => [review.weekStart, review.reflection])).toEqual([
      [weekStart, 'Finished one, pushed another.'],
      [earlier, 'Slow week'],
    ]);

    const future = await client.post('/api/goal-reviews', { weekStart: addDays(weekStart, 7), reflection: 'x' }, utc);
    expect(future.status).toBe(400);
    expect(await future.json()).toEqual({
      error: 'You can reflect on this week or an earlier one',
      fields: { weekStart: 'You can reflect on this week or an earlier one' },
    });
    const notMonday = await client.get(`/api/goal-reviews/week?weekStart=${addDays(weekStart, 1)}`);
    expect(notMonday.status).toBe(400);
    const notFirstDay = 'Week start must be the first day of your week';
    expect(await notMonday.json()).toEqual({ error: notFirstDay, fields: { weekStart: notFirstDay } });
    expect((await client.post('/api/goal-reviews', { weekStart: addDays(earlier, 1), reflection: 'x' })).status).toBe(400);
    const empty = await client.post('/api/goal-reviews', { reflection: '  ' });
    expect(await empty.json()).toEqual({
      error: 'Write a reflection before saving',
      fields: { reflection: 'Write a reflection before saving' },
    });
  });

  it('one week everywhere (issue 26): the overview and the review start on the user’s first day, a setting', async () => {
    const user = await app.register();
    const { client } = user;
    const utc = { 'X-Time-Zone': 'UTC' };
    const today = todayInTimeZone(app.clock.now(), 'UTC');
    expect(await (await client.get('/api/settings')).json()).toEqual({ weekStartsOn: 'monday' });
    const progressWeek = async () => {
      const { startDate, endDate } = await (await client.get('/api/goals/weekly-progress', utc)).json();
      return { startDate, endDate };
    };
    const reviewWeek = async () => {
      const { weekStart, weekEnd } = await (await client.get('/api/goal-reviews/week', utc)).json();
      return { startDate: weekStart, endDate: weekEnd };
    };
    expect(await progressWeek()).toEqual({ startDate: weekStartOf(today), endDate: weekEndOf(weekStartOf(today)) });
    expect(await reviewWeek()).toEqual(await progressWeek());

    await apiSpec(app)
      .given(user)
      .when(PUT('/api/settings', { weekStartsOn: 'sunday' }))
      .then(
        200,
        expectNewEvents([
          { streamId: `settings-${user.user.id}`, type: 'WeekStartSet', data: { userId: user.user.id, weekStartsOn: 'sunday' } },
        ]),
      );
    const sunday = weekStartOf(today, 'sunday');
    expect(new Date(`${sunday}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(await progressWeek()).toEqual({ startDate: sunday, endDate: addDays(sunday, 6) });
    expect(await reviewWeek()).toEqual({ startDate: sunday, endDate: addDays(sunday, 6) });
    const saved = await client.post('/api/goal-reviews', { reflection: 'Sunday week' }, utc);
    expect(await saved.json()).toMatchObject({ weekStart: sunday });
    const bad = await client.put('/api/settings', { weekStartsOn: 'Someday' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { weekStartsOn: expect.stringContaining('Week starts on must be one of') } });
  });

  // Runs last: it moves the app's clock 7 days on.
  it("'this week' is the caller's local week: the same instant counts in one zone and not in another", async () => {
    const { client } = await app.register();
    // Pago Pago is UTC-11, Kiritimati UTC+14: at any instant Kiritimati's day is Pago Pago's + 1 or + 2.
    const pago = { 'X-Time-Zone': 'Pacific/Pago_Pago' };
    const kiritimati = { 'X-Time-Zone': 'Pacific/Kiritimati' };
    const goal = await createGoal(client, { title: 'Zones' }, pago);
    await client.put(`/api/goals/${goal.id}`, { progress: 100 }, pago);
    const createdOn = todayInTimeZone(app.clock.now(), 'Pacific/Pago_Pago');
    const figures = async (zone: Record<string, string>) => {
      const { startDate, endDate, created, completed } = await (await client.get('/api/goals/weekly-progress', zone)).json();
      return { startDate, endDate, created, completed };
    };
    const weekOf = (day: string) => ({ startDate: weekStartOf(day), endDate: weekEndOf(weekStartOf(day)) });
    expect(await figures(pago)).toEqual({ ...weekOf(createdOn), created: 1, completed: 1 });

    app.clock.advance(7 * 24 * 60 * 60 * 1000);
    // A week later the creation day is last week's, in both zones.
    const pagoToday = todayInTimeZone(app.clock.now(), 'Pacific/Pago_Pago');
    expect(pagoToday).toBe(addDays(createdOn, 7));
    expect(await figures(pago)).toEqual({ ...weekOf(pagoToday), created: 0, completed: 0 });
    const kiritimatiToday = todayInTimeZone(app.clock.now(), 'Pacific/Kiritimati');
    expect(await figures(kiritimati)).toEqual({ ...weekOf(kiritimatiToday), created: 0, completed: 0 });
    expect(kiritimatiToday > pagoToday).toBe(true);
  });
});
