import { describe, expect, it } from 'vitest';
import { decimalHundredths, mapMfpRow, mfpColumns, mfpDay } from './meals';

const HEADER = ['Date', 'Meal', 'Calories', 'Fat (g)', 'Saturated Fat', 'Cholesterol', 'Carbohydrates (g)', 'Fiber', 'Protein (g)', 'Note'];
const header = mfpColumns(HEADER);
if (!header.ok) throw new Error('header');
const { columns } = header;

describe('MyFitnessPal meals', () => {
  it('finds the columns by name, whatever else the export carries', () => {
    expect(columns).toEqual({ date: 0, meal: 1, calories: 2, fat: 3, carbs: 6, protein: 8 });
    expect(mfpColumns(['Date', 'Meal', 'Calories'])).toEqual({
      ok: false,
      problem: { row: 1, column: 'Fat (g)', reason: "Row 1: expected a column named 'Fat (g)' (MyFitnessPal's nutrition export)" },
    });
  });

  it('maps a row into a logged meal with macros in hundredths', () => {
    const result = mapMfpRow(['2024-03-01', 'Snacks', '212.6', '8.125', '1', '0', '30.4', '2', '5', ''], 4, columns);
    expect(result).toEqual({
      ok: true,
      meal: {
        draft: {
          name: 'Snacks',
          type: 'snack',
          calories: 213,
          proteinHundredths: 500,
          carbsHundredths: 3040,
          fatHundredths: 813,
          time: null,
          logged: true,
          date: '2024-03-01',
        },
        externalId: 'mfp:2024-03-01:snacks',
      },
    });
  });

  it('reads US dates, grouped numbers and empty macros', () => {
    expect(mfpDay('3/1/2024')).toBe('2024-03-01');
    expect(decimalHundredths('1,234.5')).toBe(123450);
    expect(decimalHundredths('')).toBeNull();
    expect(decimalHundredths('-3')).toBeUndefined();
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

  it('rejects rows it cannot store without failing the file', () => {
    expect(mapMfpRow(['2024-03-01', 'Dinner', '12000', '1', '', '', '2', '', '3', ''], 9, columns)).toMatchObject({
      ok: false,
      malformed: false,
      problem: { row: 9, column: 'Calories' },
    });
  });
});
