import { describe, expect, it } from 'vitest';
import { decimalHundredths, mfpDay, mfpTime, rowsLabel } from './cells';
import { mapMfpRow, mfpColumns, MfpMealTotals, type MfpMealEntry } from './meals';

const HEADER = ['Date', 'Meal', 'Calories', 'Fat (g)', 'Saturated Fat', 'Cholesterol', 'Carbohydrates (g)', 'Fiber', 'Protein (g)', 'Note'];
const header = mfpColumns(HEADER);
if (!header.ok) throw new Error('header');
const { columns } = header;

function entry(cells: string[], row: number): MfpMealEntry {
  const result = mapMfpRow(cells, row, columns);
  if (!result.ok) throw new Error(result.problem.reason);
  return result.entry;
}

describe('MyFitnessPal meals', () => {
  it('finds the columns by name, whatever else the export carries', () => {
    expect(columns).toEqual({ date: 0, meal: 1, calories: 2, fat: 3, carbs: 6, protein: 8, time: -1 });
    expect(mfpColumns(['Date', 'Meal', 'Time', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)'])).toMatchObject({
      ok: true,
      columns: { time: 2, calories: 3 },
    });
    expect(mfpColumns(['Date', 'Meal', 'Calories'])).toEqual({
      ok: false,
      problem: { row: 1, column: 'Fat (g)', reason: "Row 1: expected a column named 'Fat (g)' (MyFitnessPal's nutrition export)" },
    });
  });

  it('maps a row into an entry with calories and macros in hundredths', () => {
    expect(mapMfpRow(['2024-03-01', 'Snacks', '212.6', '8.125', '1', '0', '30.4', '2', '5', ''], 4, columns)).toEqual({
      ok: true,
      entry: {
        row: 4,
        date: '2024-03-01',
        name: 'Snacks',
        caloriesHundredths: 21260,
        proteinHundredths: 500,
        carbsHundredths: 3040,
        fatHundredths: 813,
        time: null,
      },
    });
  });

  it('adds up every food of one day and meal into that meal, exactly, never dropping one as a duplicate', () => {
    const totals = new MfpMealTotals();
    totals.add(entry(['2024-03-01', 'Lunch', '0.1', '0.1', '', '', '', '', '1', ''], 2));
    totals.add(entry(['2024-03-01', 'Breakfast', '300', '10', '', '', '40', '', '', ''], 3));
    totals.add(entry(['2024-03-01', 'Lunch', '0.2', '0.2', '', '', '5.555', '', '', ''], 4));
    totals.add(entry(['2024-03-01', 'lunch', '450.2', '20', '', '', '', '', '30', ''], 5));
    totals.add(entry(['2024-03-02', 'Lunch', '100', '1', '', '', '', '', '', ''], 6));
    const { meals, rejected } = totals.finish();
    expect(rejected).toEqual([]);
    expect(meals.map(({ draft, externalId, rows, rowCount }) => ({ ...draft, externalId, rows, rowCount }))).toEqual([
      {
        name: 'Lunch',
        type: 'lunch',
        // 0.1 + 0.2 + 450.2 = 450.5 (no float drift), rounded half up.
        calories: 451,
        proteinHundredths: 3100,
        carbsHundredths: 556,
        fatHundredths: 2030,
        time: null,
        logged: true,
        recipeId: null,
        date: '2024-03-01',
        externalId: 'mfp:2024-03-01:lunch',
        rows: [2, 4, 5],
        rowCount: 3,
      },
      expect.objectContaining({ name: 'Breakfast', calories: 300, proteinHundredths: null, externalId: 'mfp:2024-03-01:breakfast' }),
      expect.objectContaining({ name: 'Lunch', date: '2024-03-02', calories: 100, externalId: 'mfp:2024-03-02:lunch' }),
    ]);
  });

  it('gives a meal the time of its first food when the export has a Time column', () => {
    const timed = mfpColumns(['Date', 'Meal', 'Time', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)', 'Note']);
    if (!timed.ok) throw new Error('header');
    const totals = new MfpMealTotals();
    for (const [row, time] of [
      [2, '8:40 AM'],
      [3, '7:05 AM'],
      [4, 'soon'],
    ] as const) {
      const result = mapMfpRow(['2024-03-01', 'Breakfast', time, '100', '1', '1', '1', ''], row, timed.columns);
      if (result.ok) totals.add(result.entry);
    }
    expect(totals.finish().meals[0]!.draft).toMatchObject({ time: '07:05', calories: 300 });
  });

  it('rejects a meal whose foods add up beyond what a meal holds, naming its rows', () => {
    const totals = new MfpMealTotals();
    totals.add(entry(['2024-03-01', 'Dinner', '12000', '1', '', '', '2', '', '3', ''], 9));
    totals.add(entry(['2024-03-02', 'Dinner', '6000', '1', '', '', '600', '', '3', ''], 10));
    totals.add(entry(['2024-03-02', 'Dinner', '3000', '1', '', '', '400', '', '3', ''], 11));
    const { meals, rejected } = totals.finish();
    expect(meals).toEqual([]);
    expect(rejected).toEqual([
      { row: 9, column: 'Calories', reason: 'Row 9, Calories: expected at most 10000 calories' },
      {
        row: 10,
        column: 'Carbohydrates (g)',
        reason: 'Rows 10 and 11, Carbohydrates (g): Dinner on 2024-03-02 adds up to 1000.00 g; expected at most 999.99 g',
      },
    ]);
  });

  it('reads US dates, grouped numbers, times and empty macros', () => {
    expect(mfpDay('3/1/2024')).toBe('2024-03-01');
    expect(decimalHundredths('1,234.5')).toBe(123450);
    expect(decimalHundredths('')).toBeNull();
    expect(decimalHundredths('-3')).toBeUndefined();
    expect([mfpTime('12:15 AM'), mfpTime('12:15 pm'), mfpTime('19:05:00'), mfpTime('25:00'), mfpTime('')]).toEqual([
      '00:15',
      '12:15',
      '19:05',
      undefined,
      undefined,
    ]);
    expect(rowsLabel([4, 5, 9])).toBe('Rows 4, 5 and 9');
    expect(rowsLabel([1, 2, 3, 4, 5], 12)).toBe('Rows 1, 2, 3, 4, 5 and 7 more');
  });

  it('names row, column and what was expected for a malformed row', () => {
    expect(mapMfpRow(['March 1', 'Lunch', '500', '1', '', '', '2', '', '3', ''], 7, columns)).toEqual({
      ok: false,
      malformed: true,
      problem: { row: 7, column: 'Date', reason: "Row 7, Date: expected a date like 2024-03-01, got 'March 1'" },
    });
    expect(mapMfpRow(['2024-03-01', 'Lunch', 'lots', '1', '', '', '2', '', '3', ''], 8, columns)).toMatchObject({
      malformed: true,
      problem: { column: 'Calories' },
    });
  });

  it('rejects a row of a day it cannot store without failing the file', () => {
    expect(mapMfpRow(['1850-03-01', 'Dinner', '1200', '1', '', '', '2', '', '3', ''], 9, columns)).toMatchObject({
      ok: false,
      malformed: false,
      problem: { row: 9, column: 'Date' },
    });
  });
});
