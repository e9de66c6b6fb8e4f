import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST, UPLOAD } from '../../testing/api-spec';
import { useTestApp } from '../../testing/route-test';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));
const EXPORT_XML = fixture('export.xml');
const EXPORT_ZIP = fixture('export.zip');
const MFP_CSV = fixture('mfp-nutrition.csv');
const MFP_ENTRIES_CSV = fixture('mfp-nutrition-entries.csv');
const MFP_EXERCISE_CSV = fixture('mfp-exercise.csv');
const MFP_MEASUREMENT_CSV = fixture('mfp-measurement.csv');
const EXPORT_BODY_MASS_XML = fixture('export-body-mass.xml');
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe.each(oneTestDbKind())('Apple Health and MyFitnessPal imports (%s)', (kind) => {
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
              skippedRows: [],
            },
          },
        ] as never),
      );
    expect(body).toEqual({
      importId: uuid,
      kind: 'apple-health',
      records: 'workouts',
      added: 4,
      skipped: 0,
      skippedRows: [],
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
    const skippedAgain = await again.json();
    expect(skippedAgain).toMatchObject({ added: 0, skipped: 4, rejectedCount: 1 });
    // Each workout not taken is listed with why, in the answer and in the batch.
    expect(skippedAgain.skippedRows[0]).toEqual({
      row: 1,
      reason: expect.stringMatching(/^Workout 1 \(line \d+\): Running on 2024-03-01 07:15: already imported \(an earlier import has it\)$/),
    });
    expect(skippedAgain.skippedRows).toHaveLength(4);
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
              recipeId: null,
              importId: uuid,
              externalId: `mfp:${String(date)}:${String(name).toLowerCase()}`,
            },
          })),
          expect.objectContaining({ type: 'ImportCompleted', data: expect.objectContaining({ added: 4, rejectedCount: 0 }) }),
        ] as never),
      );
    expect(body).toMatchObject({ kind: 'mfp', added: 4, skipped: 0, rejected: [], rejectedCount: 0 });
  });

  it("adds every food of MyFitnessPal's per-entry export into its meal: all 78 rows' calories land, a re-import lists each meal skipped", async () => {
    const user = await app.register();
    // The preview: the same summary, nothing written.
    await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp?dryRun=true', MFP_ENTRIES_CSV, 'text/csv'))
      .then(200, expectNewEvents([]), ({ body }) =>
        expect(body).toEqual({
          importId: '',
          kind: 'mfp',
          records: 'meals',
          added: 30,
          skipped: 0,
          skippedRows: [],
          rejected: [],
          rejectedCount: 0,
        }),
      );
    const first = await user.client.fetch('/api/imports/mfp?fileName=entries.csv', {
      method: 'POST',
      body: MFP_ENTRIES_CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(first.status).toBe(201);
    const summary = await first.json();
    expect(summary).toMatchObject({ kind: 'mfp', records: 'meals', added: 30, skipped: 0, skippedRows: [], rejectedCount: 0 });
    const meals: { calories: number; date: string; name: string; time: string | null }[] = await (
      await user.client.get('/api/meals', { 'X-Min-Position': first.headers.get('x-position') ?? '' })
    ).json();
    expect(meals).toHaveLength(30);
    // The Calories column of the file's 78 rows adds up to 24,745.
    expect(meals.reduce((sum, meal) => sum + meal.calories, 0)).toBe(24745);
    expect(meals.find((meal) => meal.date === '2024-03-01' && meal.name === 'Breakfast')).toMatchObject({ calories: 1036, time: '07:05' });

    // The same file again: every meal is a duplicate of the first import, each listed with its rows.
    const again = await user.client.fetch('/api/imports/mfp', {
      method: 'POST',
      body: MFP_ENTRIES_CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    const repeat = await again.json();
    expect(repeat).toMatchObject({ added: 0, skipped: 30, rejectedCount: 0 });
    expect(repeat.skippedRows[0]).toEqual({
      row: 2,
      reason: 'Rows 2, 3 and 4: Breakfast on 2024-03-01: already imported (an earlier import has it)',
    });
    const preview = await user.client.fetch('/api/imports/mfp?dryRun=true', {
      method: 'POST',
      body: MFP_ENTRIES_CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ importId: '', added: 0, skipped: 30, skippedRows: repeat.skippedRows });
    const batch = await (
      await user.client.get(`/api/imports/${repeat.importId}`, { 'X-Min-Position': again.headers.get('x-position') ?? '' })
    ).json();
    expect(batch).toMatchObject({ skipped: 30, skippedRows: repeat.skippedRows });
  });

  it("imports MyFitnessPal's exercise export as workouts, listing the rows it does not take; undo removes them", async () => {
    const user = await app.register();
    const { body, newEvents } = await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp?fileName=exercise.csv', MFP_EXERCISE_CSV, 'text/csv'))
      .then(201);
    expect(body).toMatchObject({
      kind: 'mfp',
      records: 'workouts',
      added: 6,
      skipped: 0,
      rejected: [
        {
          row: 5,
          column: 'Exercise Minutes',
          reason: 'Row 5, Exercise Minutes: no minutes, so it is not a workout (a calorie adjustment or steps)',
        },
      ],
      rejectedCount: 1,
    });
    const logged = newEvents.filter((event) => event.type === 'WorkoutLogged').map((event) => event.data);
    expect(logged[0]).toEqual({
      workoutId: uuid,
      userId: user.user.id,
      name: 'Running (jogging), 5 mph (12 min mile)',
      type: 'cardio',
      durationMinutes: 30,
      calories: 350,
      completed: true,
      date: '2024-03-01',
      time: null,
      exercises: [],
      importId: body.importId,
      externalId: 'mfp:cardio:2024-03-01:running (jogging), 5 mph (12 min mile):1',
    });
    expect(logged[4]).toMatchObject({
      name: 'Strength training',
      type: 'strength',
      exercises: [
        { name: 'Bench Press', sets: 3, reps: 10, weight: 60.5 },
        { name: 'Pull-ups', sets: 4, reps: 8, weight: null },
      ],
    });

    const undo = await user.client.post(`/api/imports/${body.importId}/undo`);
    expect(await undo.json()).toMatchObject({ status: 'undone', removed: 6 });
    expect(await (await user.client.get('/api/workouts', { 'X-Min-Position': undo.headers.get('x-position') ?? '' })).json()).toEqual([]);
  });

  it("imports MyFitnessPal's measurement export as body-weight entries in the unit named, listing the row without a weight (issue 27)", async () => {
    const user = await app.register();
    const message = "This is a MyFitnessPal measurement export: choose the unit its weights are in (weightUnit 'kg' or 'lb')";
    await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp', MFP_MEASUREMENT_CSV, 'text/csv'))
      .then(400, expectNewEvents([]), ({ body }) => expect(body).toEqual({ error: message, fields: { weightUnit: message } }));
    const { body, newEvents } = await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp?weightUnit=lb&fileName=Measurement-Summary.csv', MFP_MEASUREMENT_CSV, 'text/csv'))
      .then(201);
    expect(body).toMatchObject({
      kind: 'mfp',
      records: 'body-weights',
      added: 4,
      skipped: 0,
      rejectedCount: 1,
      rejected: [
        { row: 5, column: 'Weight', reason: 'Row 5, Weight: no weight in this row (only other measurements), so nothing to import' },
      ],
    });
    const logged = newEvents.filter((event) => event.type === 'BodyWeightLogged');
    expect(logged.map((event) => event.data)).toEqual(
      [
        ['2024-03-01', '82.6'],
        ['2024-03-08', '82.1'],
        ['2024-03-15', '81.7'],
        ['2024-03-29', '81.25'],
      ].map(([date, weight]) =>
        expect.objectContaining({
          date,
          weight,
          unit: 'lb',
          source: 'myfitnesspal',
          importId: body.importId,
          externalId: `mfp:weight:${date}`,
        }),
      ),
    );
    // Again: each weigh-in is skipped as already imported, and listed.
    const again = await user.client.fetch('/api/imports/mfp?weightUnit=lb', { method: 'POST', body: MFP_MEASUREMENT_CSV });
    expect(await again.json()).toMatchObject({
      added: 0,
      skipped: 4,
      skippedRows: expect.arrayContaining([expect.objectContaining({ row: 2 })]),
    });
    // The undo takes the entries out of the log.
    const undo = await user.client.post(`/api/imports/${body.importId as string}/undo`);
    expect(await undo.json()).toMatchObject({ status: 'undone', removed: 4 });
    const log = await user.client.get('/api/body-weight', { 'X-Min-Position': undo.headers.get('x-position') ?? '' });
    expect(((await log.json()) as { entries: unknown[] }).entries).toEqual([]);
  });

  it('names a zip with a 400 instead of misreading it', async () => {
    const user = await app.register();
    // MFP mails its export as a zip of these CSVs: named too, rather than read as text.
    const zip = "This is a zip file: unzip MyFitnessPal's export and import the nutrition or exercise CSV inside it";
    await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp', EXPORT_ZIP, 'application/zip'))
      .then(400, expectNewEvents([]), ({ body }) => expect(body).toEqual({ error: zip, fields: { file: zip } }));
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
        skippedRows: [],
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

  it("imports an export's body-mass records as body-weight entries beside its workouts, listing the one it cannot keep (issue 27)", async () => {
    const user = await app.register();
    const { body, newEvents, response } = await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/apple-health?fileName=export.xml', EXPORT_BODY_MASS_XML, 'application/xml'))
      .then(201);
    expect(body).toMatchObject({ records: 'workouts', added: 1, rejectedCount: 0 });
    expect(body.bodyWeights).toEqual({
      added: 3,
      skipped: 0,
      skippedRows: [],
      rejectedCount: 1,
      rejected: [
        {
          row: 3,
          column: 'value',
          reason: expect.stringMatching(/^Body mass record 3 \(line \d+\), value: expected a weight greater than 0 and at most 1000 lb$/),
        },
      ],
    });
    // Rounded half up to 2 decimals, digit by digit: 181.90000000000001 -> 181.9, 181.125 -> 181.13.
    expect(newEvents.filter((event) => event.type === 'BodyWeightLogged').map((event) => event.data)).toEqual([
      expect.objectContaining({ date: '2024-03-01', weight: '182.4', unit: 'lb', source: 'apple-health', importId: body.importId }),
      expect.objectContaining({ date: '2024-03-03', weight: '181.9', unit: 'lb', source: 'apple-health' }),
      expect.objectContaining({ date: '2024-03-08', weight: '181.13', unit: 'lb', source: 'apple-health' }),
    ]);
    // The batch counts them and lists the rejected record too.
    const batch = await user.client.get(`/api/imports/${body.importId as string}`, {
      'X-Min-Position': response.headers.get('x-position') ?? '',
    });
    expect(await batch.json()).toMatchObject({ added: 4, rejectedCount: 1 });
    // Again: every weigh-in skipped as already imported.
    const again = await user.client.fetch('/api/imports/apple-health', { method: 'POST', body: EXPORT_BODY_MASS_XML });
    expect((await again.json()).bodyWeights).toMatchObject({ added: 0, skipped: 3 });
    // Undo takes out the workout and the entries.
    const undo = await user.client.post(`/api/imports/${body.importId as string}/undo`);
    expect(await undo.json()).toMatchObject({ status: 'undone', removed: 4 });
    const log = await user.client.get('/api/body-weight', { 'X-Min-Position': undo.headers.get('x-position') ?? '' });
    expect(((await log.json()) as { entries: unknown[] }).entries).toEqual([]);
  });
});
