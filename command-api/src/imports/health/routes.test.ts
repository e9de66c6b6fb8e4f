import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST, UPLOAD } from '../../testing/api-spec';
import { useTestApp } from '../../testing/route-test';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));
const EXPORT_XML = fixture('export.xml');
const EXPORT_ZIP = fixture('export.zip');
const MFP_CSV = fixture('mfp-nutrition.csv');
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe.each(testDbKinds())('Apple Health and MyFitnessPal imports (%s)', (kind) => {
  const app = useTestApp(kind);

  it('imports the workouts of export.xml, then skips them from the zip as duplicates', async () => {
    const user = await app.register();
    const { body, newEvents } = await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/apple-health?fileName=export.xml', EXPORT_XML, 'application/xml'))
      .then(
        201,
        expectNewEvents([
          {
            streamId: expect.stringMatching(/^import-/) as unknown as string,
            type: 'ImportStarted',
            data: { importId: uuid, userId: user.user.id, kind: 'apple-health', fileName: 'export.xml' },
          },
          {
            streamId: expect.stringMatching(/^workout-/) as unknown as string,
            type: 'WorkoutLogged',
            data: {
              workoutId: uuid,
              userId: user.user.id,
              name: 'Running',
              type: 'cardio',
              durationMinutes: 33,
              calories: 302,
              completed: true,
              date: '2024-03-01',
              time: '07:15',
              exercises: [],
              importId: uuid,
              externalId: 'apple-health:2024-03-01 07:15:02 +0100:HKWorkoutActivityTypeRunning',
            },
          },
          expect.objectContaining({ type: 'WorkoutLogged', data: expect.objectContaining({ type: 'strength', calories: 300 }) }),
          expect.objectContaining({ type: 'WorkoutLogged', data: expect.objectContaining({ name: 'Yoga', calories: null }) }),
          expect.objectContaining({ type: 'WorkoutLogged', data: expect.objectContaining({ type: 'hiit', calories: 254 }) }),
          {
            streamId: expect.stringMatching(/^import-/) as unknown as string,
            type: 'ImportCompleted',
            data: {
              importId: uuid,
              added: 4,
              skipped: 0,
              rejected: [{ row: 5, column: 'duration', reason: 'Workout 5 (line 35): expected at most 1440 minutes' }],
              rejectedCount: 1,
            },
          },
        ] as never),
      );
    expect(body).toEqual({
      importId: uuid,
      kind: 'apple-health',
      added: 4,
      skipped: 0,
      rejected: [{ row: 5, column: 'duration', reason: 'Workout 5 (line 35): expected at most 1440 minutes' }],
      rejectedCount: 1,
    });
    expect(new Set(newEvents.map((event) => (event.data as { importId: string }).importId))).toEqual(new Set([body.importId]));
    expect(newEvents[0]!.streamId).toBe(`import-${body.importId}`);

    const again = await user.client.fetch('/api/imports/apple-health', {
      method: 'POST',
      body: EXPORT_ZIP,
      headers: { 'Content-Type': 'application/zip' },
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ added: 0, skipped: 4, rejectedCount: 1 });
    const workouts = await (await user.client.get('/api/workouts', { 'X-Min-Position': again.headers.get('x-position') ?? '' })).json();
    expect(workouts.map((workout: { name: string }) => workout.name)).toEqual([
      'High Intensity Interval Training',
      'Yoga',
      'Traditional Strength Training',
      'Running',
    ]);

    // Undo the first batch: the workouts list is empty again, as before the import.
    const undo = await user.client.post(`/api/imports/${body.importId}/undo`);
    expect(undo.status).toBe(200);
    expect(await undo.json()).toMatchObject({ status: 'undone', removed: 4 });
    expect(await (await user.client.get('/api/workouts', { 'X-Min-Position': undo.headers.get('x-position') ?? '' })).json()).toEqual([]);
  });

  it('imports MyFitnessPal meals as logged meals', async () => {
    const user = await app.register();
    const { body } = await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp', MFP_CSV, 'text/csv'))
      .then(
        201,
        expectNewEvents([
          expect.objectContaining({ type: 'ImportStarted', data: expect.objectContaining({ kind: 'mfp', fileName: 'nutrition.csv' }) }),
          ...[
            ['Breakfast', 'breakfast', 413, 2180, 5525, 1230, '2024-03-01'],
            ['Lunch', 'lunch', 650, 3860, 7040, 2200, '2024-03-01'],
            ['Snacks', 'snack', 1020, 1200, 14000, 4012, '2024-03-01'],
            ['Dinner', 'dinner', 780, 5500, 6500, 3000, '2024-03-02'],
          ].map(([name, type, calories, proteinHundredths, carbsHundredths, fatHundredths, date]) => ({
            streamId: expect.stringMatching(/^meal-/),
            type: 'MealCreated' as const,
            data: {
              mealId: uuid,
              userId: user.user.id,
              name,
              type,
              calories,
              proteinHundredths,
              carbsHundredths,
              fatHundredths,
              time: null,
              date,
              logged: true,
              importId: uuid,
              externalId: `mfp:${String(date)}:${String(name).toLowerCase()}`,
            },
          })),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 4, rejectedCount: 0 }) }),
        ] as never),
      );
    expect(body).toMatchObject({ kind: 'mfp', added: 4, skipped: 0, rejected: [], rejectedCount: 0 });
  });

  it('undo removes exactly the batch (lists as before, history keeps both); twice is a 409; another user gets 404', async () => {
    const user = await app.register();
    const own = await (await user.client.post('/api/meals', { name: 'Soup', type: 'dinner', calories: 400, date: '2024-03-01' })).json();
    const first = await user.client.fetch('/api/imports/mfp?fileName=march.csv', {
      method: 'POST',
      body: MFP_CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    const position = { 'X-Min-Position': first.headers.get('x-position') ?? '' };
    const before = [own];
    const summary = await first.json();
    expect((await (await user.client.get('/api/meals', position)).json()).length).toBe(5);

    const list = await (await user.client.get('/api/imports?kind=mfp', position)).json();
    expect(list).toEqual([
      {
        id: summary.importId,
        kind: 'mfp',
        fileName: 'march.csv',
        accountId: null,
        status: 'completed',
        added: 4,
        skipped: 0,
        rejected: [],
        rejectedCount: 0,
        removed: null,
        startedAt: expect.any(String),
        completedAt: expect.any(String),
        undoneAt: null,
      },
    ]);
    expect(await (await user.client.get('/api/imports?kind=apple-health', position)).json()).toEqual([]);

    const other = await app.register();
    expect((await other.client.post(`/api/imports/${summary.importId}/undo`)).status).toBe(404);
    expect((await other.client.get(`/api/imports/${summary.importId}`)).status).toBe(404);
    expect(await (await other.client.get('/api/imports')).json()).toEqual([]);

    const { body: undone, newEvents } = await apiSpec(app)
      .given(user)
      .when(POST(`/api/imports/${summary.importId}/undo`))
      .then(200);
    expect(newEvents.map((event) => event.type)).toEqual(['MealDeleted', 'MealDeleted', 'MealDeleted', 'MealDeleted', 'ImportUndone']);
    expect(newEvents.at(-1)!.data).toEqual({ importId: summary.importId, removed: 4 });
    expect(undone).toMatchObject({ id: summary.importId, status: 'undone', removed: 4, undoneAt: expect.any(String) });
    expect(await (await user.client.get('/api/meals')).json()).toEqual(before);

    const again = await user.client.post(`/api/imports/${summary.importId}/undo`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'This import was already undone' });
    // The same file again: nothing is a duplicate any more, so its meals come back.
    const reimport = await user.client.fetch('/api/imports/mfp', {
      method: 'POST',
      body: MFP_CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(await reimport.json()).toMatchObject({ added: 4, skipped: 0 });
  });

  it('refuses a malformed row with 400 naming row, column and what was expected, writing nothing', async () => {
    const user = await app.register();
    const csv = Buffer.from(
      'Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n2024-03-01,Lunch,500,1,2,3\n2024-03-02,Dinner,lots,1,2,3\n',
    );
    await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp', csv, 'text/csv'))
      .then(400, expectNewEvents([]), ({ body }) =>
        expect(body).toEqual({
          error: "Row 3, Calories: expected a number of calories, got 'lots'",
          fields: { Calories: "Row 3, Calories: expected a number of calories, got 'lots'" },
        }),
      );
    const notApple = Buffer.from('<?xml version="1.0"?><Library><Book/></Library>');
    await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/apple-health', notApple, 'text/xml'))
      .then(400, expectNewEvents([]), ({ body }) =>
        expect(body.fields).toEqual({ file: "expected Apple Health's export.xml (a HealthData root element)" }),
      );
  });
});
