/**
 * MyFitnessPal's nutrition CSV export (issues 11, 23): "Date,Meal,[Time,]Calories,Fat (g),...,
 * Carbohydrates (g),...,Protein (g),...,Note". The summary export has a row per meal and day; the
 * per-entry export a row per food, so one meal spans many rows. Every row of one day and meal is
 * added into that meal (calories and grams summed in hundredths, exactly): no row is dropped as a
 * duplicate. Pure rules; infra streams the file through csv-parse and hands over the records.
 */
import { isSupportedDate } from '../../shared/dates';
import { hasControlCharacters } from '../../shared/text';
import { MAX_MACRO_HUNDREDTHS, MAX_MEAL_CALORIES, MAX_MEAL_NAME_LENGTH, type MealType } from '../../meals/constants';
import type { MealDraft } from '../../meals/drafts';
import type { ImportRowProblem } from '../row-problem';
import { decimalHundredths, findColumns, hundredthsText, mfpDay, mfpTime, rowsLabel, wholeFromHundredths } from './cells';

export { decimalHundredths, mfpDay };

/** The columns a meal is read from (the export's header names), the rest (Note, vitamins, ...) is ignored. */
const REQUIRED_COLUMNS = {
  date: 'Date',
  meal: 'Meal',
  calories: 'Calories',
  fat: 'Fat (g)',
  carbs: 'Carbohydrates (g)',
  protein: 'Protein (g)',
} as const;
/** Newer exports add the time the food was logged. */
const OPTIONAL_COLUMNS = { time: ['Time'] } as const;

export const MFP_NUTRITION_EXPORT = "MyFitnessPal's nutrition export";

export type MfpColumn = keyof typeof REQUIRED_COLUMNS;
/** Index of each column; an optional one absent is -1. */
export type MfpColumns = Readonly<Record<MfpColumn | keyof typeof OPTIONAL_COLUMNS, number>>;

export type MfpHeaderResult = { ok: true; columns: MfpColumns } | { ok: false; problem: ImportRowProblem };

/** Where each needed column is in the header (names compared trimmed, case-insensitively). */
export function mfpColumns(header: readonly string[]): MfpHeaderResult {
  return findColumns(header, REQUIRED_COLUMNS, OPTIONAL_COLUMNS, MFP_NUTRITION_EXPORT);
}

/** One row as read: a whole meal (summary export) or one food of it (per-entry export). */
export interface MfpMealEntry {
  row: number;
  date: string;
  /** The meal's name as MFP writes it (Breakfast, Lunch, Dinner, Snacks or a renamed one), trimmed. */
  name: string;
  caloriesHundredths: number;
  proteinHundredths: number | null;
  carbsHundredths: number | null;
  fatHundredths: number | null;
  time: string | null;
}

export interface MfpMealImport {
  draft: Required<Pick<MealDraft, 'date'>> & MealDraft;
  /** Same day and meal: the next import of an overlapping export skips it. */
  externalId: string;
  /** The rows it adds up (the first few) and how many: what a skipped or rejected meal names. */
  rows: number[];
  rowCount: number;
}

/** As for Apple Health: `malformed` makes the file bad (400); otherwise the row is rejected in the summary. */
export type MfpRowResult = { ok: true; entry: MfpMealEntry } | { ok: false; malformed: boolean; problem: ImportRowProblem };

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

/** One data record (rowNumber counts the header as 1) into a meal entry, or the problem naming it. */
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

  const macros: Partial<Record<'protein' | 'carbs' | 'fat', number | null>> = {};
  for (const macro of ['protein', 'carbs', 'fat'] as const) {
    const hundredths = decimalHundredths(cell(macro));
    if (hundredths === undefined) return problem(macro, `expected a number of grams, got '${cell(macro).slice(0, 40)}'`);
    macros[macro] = hundredths;
  }

  return {
    ok: true,
    entry: {
      row: rowNumber,
      date,
      name: name.slice(0, MAX_MEAL_NAME_LENGTH),
      caloriesHundredths,
      proteinHundredths: macros.protein ?? null,
      carbsHundredths: macros.carbs ?? null,
      fatHundredths: macros.fat ?? null,
      time: columns.time >= 0 ? (mfpTime(record[columns.time] ?? '') ?? null) : null,
    },
  };
}

/** Grams not given on any row stay unknown; given on some, the others add nothing. */
function addGrams(total: number | null, more: number | null): number | null {
  if (total === null) return more;
  return more === null ? total : total + more;
}

const LISTED_ROWS = 5;

interface MealTotal {
  first: MfpMealEntry;
  rows: number[];
  rowCount: number;
  caloriesHundredths: number;
  proteinHundredths: number | null;
  carbsHundredths: number | null;
  fatHundredths: number | null;
  time: string | null;
}

/**
 * Adds up the entries of each day and meal (in the order the meals first appear). A meal whose
 * total is beyond what a meal holds (10,000 kcal, 999.99 g) is rejected, naming its rows.
 */
export class MfpMealTotals {
  private readonly totals = new Map<string, MealTotal>();

  add(entry: MfpMealEntry): void {
    const key = `${entry.date}\u0000${entry.name.toLowerCase()}`;
    const total = this.totals.get(key);
    if (!total) {
      const { caloriesHundredths, proteinHundredths, carbsHundredths, fatHundredths, time } = entry;
      this.totals.set(key, {
        first: entry,
        rows: [entry.row],
        rowCount: 1,
        caloriesHundredths,
        proteinHundredths,
        carbsHundredths,
        fatHundredths,
        time,
      });
      return;
    }
    if (total.rows.length < LISTED_ROWS) total.rows.push(entry.row);
    total.rowCount += 1;
    total.caloriesHundredths += entry.caloriesHundredths;
    total.proteinHundredths = addGrams(total.proteinHundredths, entry.proteinHundredths);
    total.carbsHundredths = addGrams(total.carbsHundredths, entry.carbsHundredths);
    total.fatHundredths = addGrams(total.fatHundredths, entry.fatHundredths);
    // The meal's time is when its first food was logged.
    if (entry.time !== null && (total.time === null || entry.time < total.time)) total.time = entry.time;
  }

  finish(): { meals: MfpMealImport[]; rejected: ImportRowProblem[] } {
    const meals: MfpMealImport[] = [];
    const rejected: ImportRowProblem[] = [];
    for (const total of this.totals.values()) {
      const result = mealOf(total);
      if ('draft' in result) meals.push(result);
      else rejected.push(result);
    }
    return { meals, rejected };
  }
}

function mealOf(total: MealTotal): MfpMealImport | ImportRowProblem {
  const { first, rows, rowCount } = total;
  const problem = (column: string, amount: string, limit: string): ImportRowProblem => ({
    row: first.row,
    column,
    reason:
      rowCount === 1
        ? `Row ${first.row}, ${column}: expected at most ${limit}`
        : `${rowsLabel(rows, rowCount)}, ${column}: ${first.name} on ${first.date} adds up to ${amount}; expected at most ${limit}`,
  });

  const calories = wholeFromHundredths(total.caloriesHundredths);
  if (calories > MAX_MEAL_CALORIES) return problem('Calories', `${calories} calories`, `${MAX_MEAL_CALORIES} calories`);
  const grams = [
    ['Protein (g)', total.proteinHundredths],
    ['Carbohydrates (g)', total.carbsHundredths],
    ['Fat (g)', total.fatHundredths],
  ] as const;
  for (const [column, hundredths] of grams) {
    if (hundredths !== null && hundredths > MAX_MACRO_HUNDREDTHS) {
      return problem(column, `${hundredthsText(hundredths)} g`, '999.99 g');
    }
  }

  return {
    draft: {
      name: first.name,
      type: mfpMealType(first.name),
      calories,
      proteinHundredths: total.proteinHundredths,
      carbsHundredths: total.carbsHundredths,
      fatHundredths: total.fatHundredths,
      time: total.time,
      logged: true,
      recipeId: null,
      date: first.date,
    },
    externalId: `mfp:${first.date}:${first.name.toLowerCase()}`.slice(0, 200),
    rows,
    rowCount,
  };
}
