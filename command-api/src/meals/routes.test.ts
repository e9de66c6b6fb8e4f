import { mealStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, DELETE, expectNewEvents, PATCH, POST } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('meals (%s)', (kind) => {
  const app = useTestApp(kind);

  it('creates, lists by day, logs both ways and deletes', async () => {
    const { client } = await app.register();
    const created = await client.post('/api/meals', {
      name: ' Chicken salad ',
      type: 'lunch',
      calories: 520,
      protein: '42.5',
      carbs: 12.25,
      time: '12:30',
      date: '2025-11-15',
    });
    expect(created.status).toBe(201);
    const meal = await created.json();
    expect(meal).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Chicken salad',
      type: 'lunch',
      calories: 520,
      protein: '42.50',
      carbs: '12.25',
      fat: null,
      time: '12:30',
      logged: false,
      recipeId: null,
      date: '2025-11-15',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const breakfast = await (
      await client.post('/api/meals', { name: 'Oatmeal', type: 'breakfast', calories: 350, time: '08:00', date: '2025-11-15' })
    ).json();
    const yesterday = await (await client.post('/api/meals', { name: 'Soup', type: 'dinner', calories: 400, date: '2025-11-14' })).json();

    expect((await (await client.get('/api/meals')).json()).map((m: { name: string }) => m.name)).toEqual([
      'Oatmeal',
      'Chicken salad',
      'Soup',
    ]);
    const day = await (await client.get('/api/meals?startDate=2025-11-15&endDate=2025-11-15')).json();
    expect(day).toEqual([breakfast, meal]);

    const logged = await client.patch(`/api/meals/${meal.id}`, { logged: true });
    expect(logged.status).toBe(200);
    expect(await logged.json()).toEqual({ ...meal, logged: true });
    expect(await (await client.patch(`/api/meals/${meal.id}`, { logged: false })).json()).toEqual(meal);

    const deleted = await client.delete(`/api/meals/${yesterday.id}`);
    expect(deleted.status).toBe(204);
    expect(await (await client.get('/api/meals', { 'X-Min-Position': deleted.headers.get('x-position')! })).json()).toEqual([
      breakfast,
      meal,
    ]);
    expect((await client.delete(`/api/meals/${yesterday.id}`)).status).toBe(404);
  });

  it("dates a meal without a day by the caller's today (X-Time-Zone)", async () => {
    const { client } = await app.register();
    const now = new Date();
    const zone = 'Pacific/Kiritimati'; // UTC+14: often another day than UTC
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
    const response = await client.post('/api/meals', { name: 'Late snack', type: 'snack', calories: 90 }, { 'X-Time-Zone': zone });
    expect((await response.json()).date).toBe(today);
  });

  it('pins the events of each meal write', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const { body } = await spec
      .when(POST('/api/meals', { name: 'Oatmeal', type: 'breakfast', calories: '350', fat: '5.05', date: '2025-11-15', logged: true }))
      .then(201);
    const streamId = mealStreamId(body.id);
    expect(body.logged).toBe(true);
    await spec.when(POST('/api/meals', { name: 'Apple', type: 'snack', calories: 95, date: '2025-11-15' })).then(
      201,
      expectNewEvents([
        {
          streamId: expect.stringMatching(/^meal-/),
          type: 'MealCreated',
          data: {
            mealId: expect.any(String),
            userId: user.user.id,
            name: 'Apple',
            type: 'snack',
            calories: 95,
            proteinHundredths: null,
            carbsHundredths: null,
            fatHundredths: null,
            time: null,
            date: '2025-11-15',
            logged: false,
            recipeId: null,
          },
        },
      ]),
    );
    await spec
      .when(PATCH(`/api/meals/${body.id}`, { logged: false }))
      .then(200, expectNewEvents([{ streamId, type: 'MealLoggedChanged', data: { mealId: body.id, logged: false } }]));
    await spec.when(PATCH(`/api/meals/${body.id}`, { logged: false })).then(200, expectNewEvents([]));
    await spec
      .when(DELETE(`/api/meals/${body.id}`))
      .then(204, expectNewEvents([{ streamId, type: 'MealDeleted', data: { mealId: body.id } }]));
  });

  it('answers 400 with the field messages and stores nothing', async () => {
    const { client } = await app.register();
    const response = await client.post('/api/meals', { name: '', type: 'brunch', calories: 12.5, protein: '1000', time: '25:00' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Meal name is required',
      fields: {
        name: 'Meal name is required',
        type: 'Meal type must be one of breakfast, lunch, dinner, snack',
        calories: 'Calories must be a whole number from 0 to 10,000',
        protein: 'Protein must be at most 999.99',
        time: 'Time must be a time of day (HH:mm)',
      },
    });
    expect(await (await client.get('/api/meals')).json()).toEqual([]);
    const meal = await (await client.post('/api/meals', { name: 'x', type: 'snack', calories: 1 })).json();
    const patch = await client.patch(`/api/meals/${meal.id}`, { logged: 'yes' });
    expect(patch.status).toBe(400);
    expect((await client.get('/api/meals?startDate=2025-02-01&endDate=2025-01-01')).status).toBe(400);
  });

  it("answers 404 for unknown, malformed and other users' meals", async () => {
    const a = await app.register();
    const b = await app.register();
    const meal = await (await a.client.post('/api/meals', { name: 'Mine', type: 'dinner', calories: 700 })).json();
    expect((await b.client.patch(`/api/meals/${meal.id}`, { logged: true })).status).toBe(404);
    expect((await b.client.delete(`/api/meals/${meal.id}`)).status).toBe(404);
    expect((await a.client.patch('/api/meals/not-a-uuid', { logged: true })).status).toBe(404);
    expect(await (await b.client.get('/api/meals')).json()).toEqual([]);
  });
});
