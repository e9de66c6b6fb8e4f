/**
 * Which of MyFitnessPal's CSV exports a file is, told by its header (issue 23): nutrition (a Meal
 * column) becomes logged meals, exercise (an Exercise column) workouts; the measurement export
 * (Weight, Body Fat %, ...) body-weight entries in the unit the caller names (issue 27).
 * The reader then takes the rows one at a time and hands back the records at the end.
 */
import type { ImportRowProblem } from '../row-problem';
import { headerNames } from './cells';
import { mapMfpExerciseRow, mfpExerciseColumns, MfpWorkoutTotals, type MfpWorkoutImport } from './exercises';
import { mapMfpRow, mfpColumns, MfpMealTotals, type MfpMealImport } from './meals';
import { mapMfpWeightRow, mfpMeasurementColumns, mfpMeasurementMessages, type MfpWeightImport } from './measurements';
import type { BodyWeightUnit } from '../../body-weight/constants';

export const mfpFileMessages = {
  measurement: mfpMeasurementMessages.unitRequired,
  zip: "This is a zip file: unzip MyFitnessPal's export and import the nutrition or exercise CSV inside it",
  unknown:
    "Row 1: expected MyFitnessPal's nutrition export (Date, Meal, Calories, Fat (g), ...) or its exercise export (Date, Exercise, Type, Exercise Calories, ...)",
} as const;

const MEASUREMENT_COLUMNS = ['weight', 'body fat %', 'body fat', 'neck', 'waist', 'hips'];

/** A row's problem: `malformed` makes the file bad (400); otherwise it is rejected in the summary. */
export interface MfpRowProblem {
  malformed: boolean;
  problem: ImportRowProblem;
}

interface Reader<Item> {
  add(cells: readonly string[], row: number): MfpRowProblem | undefined;
  /** The records, and the ones beyond what a record holds once its rows are added up. */
  finish(): { items: Item[]; rejected: ImportRowProblem[] };
}

export type MfpFileReader =
  | ({ records: 'meals' } & Reader<MfpMealImport>)
  | ({ records: 'workouts' } & Reader<MfpWorkoutImport>)
  | ({ records: 'body-weights' } & Reader<MfpWeightImport>);

/** The reader for the file whose header this is, or the problem (the measurement export, an unknown file). */
export function mfpFileReader(
  header: readonly string[],
  options: { weightUnit?: BodyWeightUnit | undefined } = {},
): { ok: true; reader: MfpFileReader } | { ok: false; problem: ImportRowProblem } {
  const names = headerNames(header);
  if (names.includes('meal')) {
    const found = mfpColumns(header);
    if (!found.ok) return found;
    const totals = new MfpMealTotals();
    return {
      ok: true,
      reader: {
        records: 'meals',
        add(cells, row) {
          const result = mapMfpRow(cells, row, found.columns);
          if (!result.ok) return result;
          totals.add(result.entry);
          return undefined;
        },
        finish() {
          const { meals, rejected } = totals.finish();
          return { items: meals, rejected };
        },
      },
    };
  }
  if (names.includes('exercise')) {
    const found = mfpExerciseColumns(header);
    if (!found.ok) return found;
    const totals = new MfpWorkoutTotals();
    return {
      ok: true,
      reader: {
        records: 'workouts',
        add(cells, row) {
          const result = mapMfpExerciseRow(cells, row, found.columns);
          if (!result.ok) return result;
          totals.add(result.entry);
          return undefined;
        },
        finish() {
          const { workouts, rejected } = totals.finish();
          return { items: workouts, rejected };
        },
      },
    };
  }
  if (names.includes('date') && names.some((name) => MEASUREMENT_COLUMNS.includes(name))) {
    const unit = options.weightUnit;
    if (!unit) return { ok: false, problem: { row: 1, column: 'weightUnit', reason: mfpFileMessages.measurement } };
    const found = mfpMeasurementColumns(header);
    if (!found.ok) return found;
    const items: MfpWeightImport[] = [];
    return {
      ok: true,
      reader: {
        records: 'body-weights',
        add(cells, row) {
          const result = mapMfpWeightRow(cells, row, found.columns, unit);
          if (!result.ok) return result;
          items.push(result.item);
          return undefined;
        },
        finish: () => ({ items, rejected: [] }),
      },
    };
  }
  return { ok: false, problem: { row: 1, column: 'file', reason: mfpFileMessages.unknown } };
}
