/**
 * MyFitnessPal's nutrition CSV export (issue 11): one record per meal per day ("Date,Meal,
 * Calories,Fat (g),...,Carbohydrates (g),...,Protein (g),..."), each becoming a logged meal. Pure
 * rules; infra streams the file through csv-parse and hands over the records.
 */
import { isSupportedDate } from '../../shared/dates';
import { hasControlCharacters } from '../../shared/text';
import { MAX_MACRO_HUNDREDTHS, MAX_MEAL_CALORIES, MAX_MEAL_NAME_LENGTH, type MealType } from '../../meals/constants';
import type { MealDraft } from '../../meals/drafts';
import type { ImportRowProblem } from '../row-problem';

/** The columns a meal is read from (the export's header names), the rest is ignored. */
const REQUIRED_COLUMNS = {
  date: 'Date',
  meal: 'Meal',
  calories: 'Calories',
  fat: 'Fat (g)',
  carbs: 'Carbohydrates (g)',
  protein: 'Protein (g)',
} as const;

export type MfpColumn = keyof typeof REQUIRED_COLUMNS;
export type MfpColumns = Readonly<Record<MfpColumn, number>>;

export type MfpHeaderResult = { ok: true; columns: MfpColumns } | { ok: false; problem: ImportRowProblem };

/** Where each needed column is in the header (names compared trimmed, case-insensitively). */
export function mfpColumns(header: readonly string[]): MfpHeaderResult {
  const names = header.map((name) => name.trim().toLowerCase());
  const columns: Partial<Record<MfpColumn, number>> = {};
  for (const [key, name] of Object.entries(REQUIRED_COLUMNS) as [MfpColumn, string][]) {
    const index = names.indexOf(name.toLowerCase());
    if (index < 0) {
      return {
        ok: false,
        problem: { row: 1, column: name, reason: `Row 1: expected a column named '${name}' (MyFitnessPal's nutrition export)` },
      };
    }
    columns[key] = index;
  }
  return { ok: true, columns: columns as MfpColumns };
}

export interface MfpMealImport {
  draft: Required<Pick<MealDraft, 'date'>> & MealDraft;
  /** Same day and meal: the next import of an overlapping export skips it. */
  externalId: string;
}

/** As for Apple Health: `malformed` makes the file bad (400); otherwise the row is rejected in the summary. */
export type MfpRowResult = { ok: true; meal: MfpMealImport } | { ok: false; malformed: boolean; problem: ImportRowProblem };

const MEAL_TYPE_BY_NAME: Readonly<Record<string, MealType>> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack: 'snack',
  snacks: 'snack',
};

/** A meal name of MFP's own into our type; renamed meals ("Meal 5", "Pre-workout") count as snacks. */
export function mfpMealType(name: string): MealType {
  return MEAL_TYPE_BY_NAME[name.trim().toLowerCase()] ?? 'snack';
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DECIMAL = /^(\d{1,9})(?:\.(\d+))?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** '2024-03-01' or MFP's US form '3/1/2024' into yyyy-mm-dd (undefined: neither). */
export function mfpDay(text: string): string | undefined {
  const value = text.trim();
  if (ISO_DAY.test(value)) return value;
  const us = US_DAY.exec(value);
  if (!us) return undefined;
  const [, month = '', day = '', year = ''] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** '12.345' -> 1235 hundredths, rounded half up digit by digit (no float); '' -> null; undefined: not a number. */
export function decimalHundredths(text: string): number | null | undefined {
  let value = text.trim();
  if (value === '') return null;
  if (GROUPED.test(value)) value = value.replaceAll(',', '');
  const match = DECIMAL.exec(value);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
}

/** One data record (rowNumber counts the header as 1) into a logged meal, or the problem naming it. */
export function mapMfpRow(record: readonly string[], rowNumber: number, columns: MfpColumns): MfpRowResult {
  const cell = (column: MfpColumn) => record[columns[column]] ?? '';
  const problem = (column: MfpColumn, reason: string, malformed = true): MfpRowResult => ({
    ok: false,
    malformed,
    problem: { row: rowNumber, column: REQUIRED_COLUMNS[column], reason: `Row ${rowNumber}, ${REQUIRED_COLUMNS[column]}: ${reason}` },
  });

  const date = mfpDay(cell('date'));
  if (date === undefined) return problem('date', `expected a date like 2024-03-01, got '${cell('date').slice(0, 40)}'`);
  if (!isSupportedDate(date)) return problem('date', 'expected a day from 1901-01-01 to 2099-12-31', false);

  const name = cell('meal').trim();
  if (name === '') return problem('meal', 'expected a meal name such as Breakfast, Lunch, Dinner or Snacks');
  if (hasControlCharacters(name)) return problem('meal', 'expected text without control characters');

  const caloriesHundredths = decimalHundredths(cell('calories'));
  if (caloriesHundredths === undefined || caloriesHundredths === null) {
    return problem('calories', `expected a number of calories, got '${cell('calories').slice(0, 40)}'`);
  }
  const calories = Math.round(caloriesHundredths / 100);
  if (calories > MAX_MEAL_CALORIES) return problem('calories', `expected at most ${MAX_MEAL_CALORIES} calories`, false);

  const macros: Partial<Record<'protein' | 'carbs' | 'fat', number | null>> = {};
  for (const macro of ['protein', 'carbs', 'fat'] as const) {
    const hundredths = decimalHundredths(cell(macro));
    if (hundredths === undefined) return problem(macro, `expected a number of grams, got '${cell(macro).slice(0, 40)}'`);
    if (hundredths !== null && hundredths > MAX_MACRO_HUNDREDTHS) return problem(macro, 'expected at most 999.99 g', false);
    macros[macro] = hundredths;
  }

  return {
    ok: true,
    meal: {
      draft: {
        name: name.slice(0, MAX_MEAL_NAME_LENGTH),
        type: mfpMealType(name),
        calories,
        proteinHundredths: macros.protein ?? null,
        carbsHundredths: macros.carbs ?? null,
        fatHundredths: macros.fat ?? null,
        time: null,
        logged: true,
        date,
      },
      externalId: `mfp:${date}:${name.toLowerCase()}`.slice(0, 200),
    },
  };
}
