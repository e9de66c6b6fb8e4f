import { describe, expect, it } from 'vitest';
import { mfpFileMessages, mfpFileReader } from './file';

describe('MyFitnessPal file kinds', () => {
  it('reads the nutrition export into meals and the exercise export into workouts', () => {
    const nutrition = mfpFileReader(['Date', 'Meal', 'Time', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)', 'Note']);
    expect(nutrition).toMatchObject({ ok: true, reader: { records: 'meals' } });
    const exercise = mfpFileReader([
      'Date',
      'Exercise',
      'Type',
      'Exercise Calories',
      'Exercise Minutes',
      'Sets',
      'Reps Per Set',
      'Pounds',
      'Steps',
      'Note',
    ]);
    expect(exercise).toMatchObject({ ok: true, reader: { records: 'workouts' } });
  });

  it('feeds rows through and returns the records at the end; a malformed row is reported, not thrown', () => {
    const found = mfpFileReader(['Date', 'Meal', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)']);
    if (!found.ok) throw new Error('header');
    expect(found.reader.add(['2024-03-01', 'Lunch', '100', '1', '2', '3'], 2)).toBeUndefined();
    expect(found.reader.add(['2024-03-01', 'Lunch', '50', '1', '2', '3'], 3)).toBeUndefined();
    expect(found.reader.add(['someday', 'Lunch', '50', '1', '2', '3'], 4)).toMatchObject({
      malformed: true,
      problem: { row: 4, column: 'Date' },
    });
    expect(found.reader.finish()).toMatchObject({ items: [{ draft: { calories: 150 }, rowCount: 2 }], rejected: [] });
  });

  it('names the measurement export rather than misreading it, and says what it expected of an unknown file', () => {
    expect(mfpFileReader(['Date', 'Body Fat %', 'Weight'])).toEqual({
      ok: false,
      problem: { row: 1, column: 'weightUnit', reason: mfpFileMessages.measurement },
    });
    expect(mfpFileMessages.measurement).toBe(
      "This is a MyFitnessPal measurement export: choose the unit its weights are in (weightUnit 'kg' or 'lb')",
    );
    // issue 27: with the unit, its weights are read, rounded half up to 2 decimals; bad rows named.
    const found = mfpFileReader(['Date', 'Body Fat %', 'Weight'], { weightUnit: 'kg' });
    if (!found.ok || found.reader.records !== 'body-weights') throw new Error('not a body-weight reader');
    expect(found.reader.add(['2024-03-01', '21.4', '82.456'], 2)).toBeUndefined();
    expect(found.reader.add(['2024-03-02', '21.4', '0'], 3)).toMatchObject({ malformed: false, problem: { row: 3, column: 'Weight' } });
    expect(found.reader.add(['03/04/2024', '', '1,000.00'], 4)).toBeUndefined();
    expect(found.reader.add(['yesterday', '', '80'], 5)).toMatchObject({ malformed: true, problem: { row: 5, column: 'Date' } });
    expect(found.reader.finish().items.map((item) => [item.draft.date, item.draft.weight])).toEqual([
      ['2024-03-01', '82.46'],
      ['2024-03-04', '1000'],
    ]);
    expect(mfpFileReader(['Date', 'Amount', 'Description'])).toEqual({
      ok: false,
      problem: { row: 1, column: 'file', reason: mfpFileMessages.unknown },
    });
  });
});
