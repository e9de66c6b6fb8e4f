/**
 * MyFitnessPal's exercise CSV export (issue 23): "Date,Exercise,Type,Exercise Calories,Exercise
 * Minutes,Sets,Reps Per Set,Kilograms (or Pounds),Steps,Note". A cardio row becomes a completed
 * cardio workout (its minutes and calories); the strength rows of one day become one strength
 * workout whose exercises are the rows (sets, reps, weight as written, in the export's unit).
 * Pure rules; infra streams the file, command-api writes the workouts.
 */
import { isSupportedDate } from '../../shared/dates';
import { hasControlCharacters } from '../../shared/text';
import {
  MAX_EXERCISE_NAME_LENGTH,
  MAX_EXERCISE_REPS,
  MAX_EXERCISE_SETS,
  MAX_EXERCISE_WEIGHT,
  MAX_WORKOUT_CALORIES,
  MAX_WORKOUT_DURATION_MINUTES,
  MAX_WORKOUT_EXERCISES,
  MAX_WORKOUT_NAME_LENGTH,
} from '../../workouts/constants';
import type { WorkoutDraft } from '../../workouts/drafts';
import type { WorkoutExercise } from '../../workouts/fields';
import type { ImportRowProblem } from '../row-problem';
import { decimalHundredths, findColumns, mfpDay, rowsLabel, wholeFromHundredths } from './cells';

const REQUIRED_COLUMNS = {
  date: 'Date',
  exercise: 'Exercise',
  type: 'Type',
  calories: 'Exercise Calories',
  minutes: 'Exercise Minutes',
} as const;
/** Cardio rows leave these empty; the weight column is named after the user's unit. */
const OPTIONAL_COLUMNS = {
  sets: ['Sets'],
  reps: ['Reps Per Set'],
  weight: ['Kilograms', 'Pounds', 'Weight'],
} as const;

export const MFP_EXERCISE_EXPORT = "MyFitnessPal's exercise export";
/** The strength rows of one day become one workout by this name. */
export const MFP_STRENGTH_WORKOUT_NAME = 'Strength training';

type RequiredColumn = keyof typeof REQUIRED_COLUMNS;
type OptionalColumn = keyof typeof OPTIONAL_COLUMNS;
/** Index of each column (an optional one absent is -1), and the weight column's name as written. */
export type MfpExerciseColumns = Readonly<Record<RequiredColumn | OptionalColumn, number>> & { weightName: string };

export function mfpExerciseColumns(
  header: readonly string[],
): { ok: true; columns: MfpExerciseColumns } | { ok: false; problem: ImportRowProblem } {
  const found = findColumns(header, REQUIRED_COLUMNS, OPTIONAL_COLUMNS, MFP_EXERCISE_EXPORT);
  if (!found.ok) return found;
  const weightName = header[found.columns.weight]?.trim() || OPTIONAL_COLUMNS.weight[0];
  return { ok: true, columns: { ...found.columns, weightName } };
}

export type MfpExerciseEntry =
  | { kind: 'cardio'; row: number; date: string; name: string; durationMinutes: number; calories: number | null }
  | {
      kind: 'strength';
      row: number;
      date: string;
      minutesHundredths: number;
      caloriesHundredths: number;
      calories: boolean;
      exercise: WorkoutExercise;
    };

export type MfpExerciseRowResult = { ok: true; entry: MfpExerciseEntry } | { ok: false; malformed: boolean; problem: ImportRowProblem };

export interface MfpWorkoutImport {
  draft: Required<Pick<WorkoutDraft, 'date'>> & WorkoutDraft;
  /** Cardio: day, name and its count that day; strength: the day (and part, past 30 exercises). */
  externalId: string;
  rows: number[];
  rowCount: number;
}

type Column = RequiredColumn | OptionalColumn;

function columnName(column: Column, columns: MfpExerciseColumns): string {
  if (column === 'weight') return columns.weightName;
  return column in REQUIRED_COLUMNS ? REQUIRED_COLUMNS[column as RequiredColumn] : OPTIONAL_COLUMNS[column as OptionalColumn][0];
}

const isProblem = (value: number | null | MfpExerciseRowResult): value is MfpExerciseRowResult =>
  typeof value === 'object' && value !== null;

/** One data record (the header is row 1) into a cardio or strength entry, or the problem naming it. */
export function mapMfpExerciseRow(record: readonly string[], rowNumber: number, columns: MfpExerciseColumns): MfpExerciseRowResult {
  const cell = (column: Column) => (columns[column] >= 0 ? (record[columns[column]] ?? '') : '');
  const problem = (column: Column, reason: string, malformed = true): MfpExerciseRowResult => {
    const name = columnName(column, columns);
    return { ok: false, malformed, problem: { row: rowNumber, column: name, reason: `Row ${rowNumber}, ${name}: ${reason}` } };
  };
  const number = (column: Column, what: string): number | null | MfpExerciseRowResult => {
    const hundredths = decimalHundredths(cell(column));
    return hundredths === undefined ? problem(column, `expected ${what}, got '${cell(column).slice(0, 40)}'`) : hundredths;
  };

  const date = mfpDay(cell('date'));
  if (date === undefined) return problem('date', `expected a date like 2024-03-01, got '${cell('date').slice(0, 40)}'`);
  if (!isSupportedDate(date)) return problem('date', 'expected a day from 1901-01-01 to 2099-12-31', false);

  const name = cell('exercise').trim();
  if (name === '') return problem('exercise', 'expected the name of an exercise');
  if (hasControlCharacters(name)) return problem('exercise', 'expected text without control characters');

  const calories = number('calories', 'a number of calories');
  if (isProblem(calories)) return calories;
  const minutes = number('minutes', 'a number of minutes');
  if (isProblem(minutes)) return minutes;

  const type = cell('type').trim().toLowerCase();
  if (type.startsWith('cardio')) {
    const durationMinutes = wholeFromHundredths(minutes ?? 0);
    if (durationMinutes < 1) {
      // MFP writes its calorie adjustments and synced steps as cardio rows without minutes.
      return problem('minutes', 'no minutes, so it is not a workout (a calorie adjustment or steps)', false);
    }
    if (durationMinutes > MAX_WORKOUT_DURATION_MINUTES) {
      return problem('minutes', `expected at most ${MAX_WORKOUT_DURATION_MINUTES} minutes`, false);
    }
    const kcal = calories === null ? null : wholeFromHundredths(calories);
    if (kcal !== null && kcal > MAX_WORKOUT_CALORIES)
      return problem('calories', `expected at most ${MAX_WORKOUT_CALORIES} calories`, false);
    return {
      ok: true,
      entry: { kind: 'cardio', row: rowNumber, date, name: name.slice(0, MAX_WORKOUT_NAME_LENGTH), durationMinutes, calories: kcal },
    };
  }
  if (!type.startsWith('strength')) return problem('type', `expected Cardio or Strength, got '${cell('type').slice(0, 40)}'`, false);

  const sets = number('sets', 'a number of sets');
  if (isProblem(sets)) return sets;
  const reps = number('reps', 'a number of reps');
  if (isProblem(reps)) return reps;
  const weight = number('weight', 'a weight');
  if (isProblem(weight)) return weight;
  const whole = (hundredths: number | null) => (hundredths !== null && hundredths % 100 === 0 ? hundredths / 100 : undefined);
  const setCount = whole(sets);
  if (setCount === undefined || setCount < 1 || setCount > MAX_EXERCISE_SETS) {
    return problem('sets', `expected a whole number of sets from 1 to ${MAX_EXERCISE_SETS}`, false);
  }
  const repCount = whole(reps);
  if (repCount === undefined || repCount < 1 || repCount > MAX_EXERCISE_REPS) {
    return problem('reps', `expected a whole number of reps from 1 to ${MAX_EXERCISE_REPS}`, false);
  }
  if (weight !== null && weight > MAX_EXERCISE_WEIGHT * 100) return problem('weight', `expected at most ${MAX_EXERCISE_WEIGHT}`, false);

  return {
    ok: true,
    entry: {
      kind: 'strength',
      row: rowNumber,
      date,
      minutesHundredths: minutes ?? 0,
      caloriesHundredths: calories ?? 0,
      calories: calories !== null,
      // MFP writes 0 for a body-weight exercise; hundredths / 100 has at most 2 decimals.
      exercise: { name: name.slice(0, MAX_EXERCISE_NAME_LENGTH), sets: setCount, reps: repCount, weight: weight ? weight / 100 : null },
    },
  };
}

type StrengthEntry = Extract<MfpExerciseEntry, { kind: 'strength' }>;

/**
 * Collects the workouts of an exercise export: each cardio row its own workout (a second run on
 * one day is a second workout, never a duplicate), the strength rows of a day one workout.
 */
export class MfpWorkoutTotals {
  private readonly cardio: MfpWorkoutImport[] = [];
  private readonly cardioCounts = new Map<string, number>();
  private readonly strength = new Map<string, StrengthEntry[]>();

  add(entry: MfpExerciseEntry): void {
    if (entry.kind === 'strength') {
      const day = this.strength.get(entry.date);
      if (day) day.push(entry);
      else this.strength.set(entry.date, [entry]);
      return;
    }
    const key = `${entry.date}:${entry.name.toLowerCase()}`;
    const count = (this.cardioCounts.get(key) ?? 0) + 1;
    this.cardioCounts.set(key, count);
    this.cardio.push({
      draft: {
        name: entry.name,
        type: 'cardio',
        durationMinutes: entry.durationMinutes,
        calories: entry.calories,
        completed: true,
        date: entry.date,
        exercises: [],
      },
      externalId: `mfp:cardio:${key}:${count}`.slice(0, 200),
      rows: [entry.row],
      rowCount: 1,
    });
  }

  finish(): { workouts: MfpWorkoutImport[]; rejected: ImportRowProblem[] } {
    const workouts = [...this.cardio];
    const rejected: ImportRowProblem[] = [];
    for (const [date, entries] of this.strength) {
      for (let at = 0, part = 1; at < entries.length; at += MAX_WORKOUT_EXERCISES, part += 1) {
        const result = strengthWorkout(date, part, entries.slice(at, at + MAX_WORKOUT_EXERCISES));
        if ('draft' in result) workouts.push(result);
        else rejected.push(result);
      }
    }
    return { workouts, rejected };
  }
}

/** MFP keeps no duration for strength rows: their minutes if any, else 1 (a workout lasts at least a minute). */
function strengthWorkout(date: string, part: number, entries: readonly StrengthEntry[]): MfpWorkoutImport | ImportRowProblem {
  const rows = entries.map((entry) => entry.row);
  const minutes = wholeFromHundredths(entries.reduce((sum, entry) => sum + entry.minutesHundredths, 0));
  const calories = entries.some((entry) => entry.calories)
    ? wholeFromHundredths(entries.reduce((sum, entry) => sum + entry.caloriesHundredths, 0))
    : null;
  const problem = (column: string, reason: string): ImportRowProblem => ({
    row: rows[0]!,
    column,
    reason: `${rowsLabel(rows.slice(0, 5), rows.length)}, ${column}: the strength workout of ${date} adds up to ${reason}`,
  });
  if (minutes > MAX_WORKOUT_DURATION_MINUTES) {
    return problem(REQUIRED_COLUMNS.minutes, `${minutes} minutes; expected at most ${MAX_WORKOUT_DURATION_MINUTES}`);
  }
  if (calories !== null && calories > MAX_WORKOUT_CALORIES) {
    return problem(REQUIRED_COLUMNS.calories, `${calories} calories; expected at most ${MAX_WORKOUT_CALORIES}`);
  }
  return {
    draft: {
      name: MFP_STRENGTH_WORKOUT_NAME,
      type: 'strength',
      durationMinutes: Math.max(1, minutes),
      calories,
      completed: true,
      date,
      exercises: entries.map((entry) => entry.exercise),
    },
    externalId: part === 1 ? `mfp:strength:${date}` : `mfp:strength:${date}:${part}`,
    rows: rows.slice(0, 5),
    rowCount: rows.length,
  };
}
