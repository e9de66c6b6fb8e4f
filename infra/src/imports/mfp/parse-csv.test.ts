import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mfpFileMessages, mfpFileReader, type MfpFileReader } from '@life/domain/imports/mfp/file';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './parse-csv';

/** MyFitnessPal's exports as it writes them: BOM, CRLF or LF, quoted commas, quotes and line breaks in notes. */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

const text = (value: string): AsyncIterable<Uint8Array> => Readable.from([Buffer.from(value)]);

/** The file through the CSV stream and the domain's reader, as the import route reads it. */
async function read(name: string, options: Parameters<typeof mfpFileReader>[1] = {}) {
  let reader: MfpFileReader | undefined;
  const problems: ImportRowProblem[] = [];
  for await (const { row, cells } of csvRecords(createReadStream(fixture(name)))) {
    if (!reader) {
      const found = mfpFileReader(cells, options);
      if (!found.ok) throw new Error(found.problem.reason);
      reader = found.reader;
      continue;
    }
    const problem = reader.add(cells, row);
    if (problem) problems.push(problem.problem);
  }
  return { reader: reader!, problems };
}

async function readMeals(name: string) {
  const { reader, problems } = await read(name);
  if (reader.records !== 'meals') throw new Error(`${name} holds ${reader.records}`);
  const { items, rejected } = reader.finish();
  return { records: reader.records, items, problems: [...problems, ...rejected] };
}

async function readWorkouts(name: string) {
  const { reader, problems } = await read(name);
  if (reader.records !== 'workouts') throw new Error(`${name} holds ${reader.records}`);
  const { items, rejected } = reader.finish();
  return { records: reader.records, items, problems: [...problems, ...rejected] };
}

describe('MyFitnessPal CSV stream', () => {
  it('reads the summary export: BOM header, quoted grouped numbers, quotes and a multi-line note', async () => {
    const { records, items, problems } = await readMeals('mfp-nutrition.csv');
    expect(records).toBe('meals');
    expect(problems).toEqual([]);
    expect(items.map((item) => item.draft)).toEqual([
      expect.objectContaining({ name: 'Breakfast', type: 'breakfast', calories: 413, fatHundredths: 1230, carbsHundredths: 5525 }),
      expect.objectContaining({ name: 'Lunch', type: 'lunch', calories: 650, proteinHundredths: 3860, date: '2024-03-01' }),
      expect.objectContaining({ name: 'Snacks', type: 'snack', calories: 1020, fatHundredths: 4012, carbsHundredths: 14000 }),
      expect.objectContaining({ name: 'Dinner', type: 'dinner', calories: 780, date: '2024-03-02' }),
    ]);
  });

  it('adds every food of the per-entry export into its meal: 78 rows, 30 meals, every calorie and gram lands', async () => {
    const { records, items, problems } = await readMeals('mfp-nutrition-entries.csv');
    expect(records).toBe('meals');
    expect(problems).toEqual([]);
    expect(items).toHaveLength(30);
    expect(items.reduce((sum, item) => sum + item.rowCount, 0)).toBe(78);
    // The file's own totals (Calories, Fat (g), Carbohydrates (g), Protein (g) columns summed by hand).
    const total = (key: 'calories' | 'fatHundredths' | 'carbsHundredths' | 'proteinHundredths') =>
      items.reduce((sum, item) => sum + (item.draft[key] ?? 0), 0);
    expect([total('calories'), total('fatHundredths'), total('carbsHundredths'), total('proteinHundredths')]).toEqual([
      24745, 115196, 367099, 202842,
    ]);
    expect(items[0]).toMatchObject({
      draft: { name: 'Breakfast', date: '2024-03-01', calories: 1036, time: '07:05' },
      externalId: 'mfp:2024-03-01:breakfast',
      rows: [2, 3, 4],
    });
    expect(new Set(items.map((item) => item.externalId)).size).toBe(30);
  });

  it('reads the exercise export into workouts and lists the rows it does not take', async () => {
    const { records, items, problems } = await readWorkouts('mfp-exercise.csv');
    expect(records).toBe('workouts');
    expect(
      items.map((item) => [item.draft.name, item.draft.type, item.draft.durationMinutes, item.draft.calories, item.draft.date]),
    ).toEqual([
      ['Running (jogging), 5 mph (12 min mile)', 'cardio', 30, 350, '2024-03-01'],
      ['Running (jogging), 5 mph (12 min mile)', 'cardio', 10, 120, '2024-03-01'],
      ['Cycling, stationary, moderate', 'cardio', 45, 260, '2024-03-02'],
      ['Walking', 'cardio', 25, 95, '2024-03-03'],
      ['Strength training', 'strength', 1, null, '2024-03-01'],
      ['Strength training', 'strength', 12, 40, '2024-03-02'],
    ]);
    expect(items[4]!.draft.exercises).toEqual([
      { name: 'Bench Press', sets: 3, reps: 10, weight: 60.5 },
      { name: 'Pull-ups', sets: 4, reps: 8, weight: null },
    ]);
    expect(problems).toEqual([
      {
        row: 5,
        column: 'Exercise Minutes',
        reason: 'Row 5, Exercise Minutes: no minutes, so it is not a workout (a calorie adjustment or steps)',
      },
    ]);
  });

  it('reads the measurement export into weigh-ins in the unit named; a row without a weight is listed, not dropped (issue 27)', async () => {
    await expect(read('mfp-measurement.csv')).rejects.toThrow(mfpFileMessages.measurement);
    expect(readFileSync(fixture('mfp-measurement.csv'), 'utf8').startsWith('\ufeffDate,Body Fat %,Weight')).toBe(true);
    const { reader, problems } = await read('mfp-measurement.csv', { weightUnit: 'lb' });
    if (reader.records !== 'body-weights') throw new Error(`holds ${reader.records}`);
    expect(reader.finish().items.map((item) => [item.draft.date, item.draft.weight, item.draft.unit, item.externalId])).toEqual([
      ['2024-03-01', '82.6', 'lb', 'mfp:weight:2024-03-01'],
      ['2024-03-08', '82.1', 'lb', 'mfp:weight:2024-03-08'],
      ['2024-03-15', '81.7', 'lb', 'mfp:weight:2024-03-15'],
      ['2024-03-29', '81.25', 'lb', 'mfp:weight:2024-03-29'],
    ]);
    expect(problems).toEqual([
      { row: 5, column: 'Weight', reason: 'Row 5, Weight: no weight in this row (only other measurements), so nothing to import' },
    ]);
  });

  it('refuses a broken quote, naming the line', async () => {
    const broken = 'Date,Meal\n2024-03-01,"Lunch\n';
    await expect(async () => {
      for await (const _ of csvRecords(text(broken))) void _;
    }).rejects.toMatchObject({ fields: { file: expect.stringMatching(/^The file is not a readable CSV \(.*line/) } });
  });
});
