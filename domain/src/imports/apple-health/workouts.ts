/**
 * Apple Health's export.xml (issue 11): what one `<Workout>` element becomes. Pure rules; the
 * stream parsing lives in infra (`infra/src/imports/apple-health/`), which hands over the
 * element's attributes and the energy its `<WorkoutStatistics>` children carry.
 */
import { isSupportedDate } from '../../shared/dates';
import { MAX_WORKOUT_CALORIES, MAX_WORKOUT_DURATION_MINUTES, MAX_WORKOUT_NAME_LENGTH, type WorkoutType } from '../../workouts/constants';
import type { WorkoutDraft } from '../../workouts/drafts';
import type { ImportRowProblem } from '../row-problem';

/** A `<Workout>` as the parser saw it: its attributes as written, plus statistics' energy (newer exports). */
export interface AppleWorkoutElement {
  /** 1-based count of `<Workout>` elements in the file: how problems name it. */
  index: number;
  /** Line of the element's start tag in export.xml. */
  line: number;
  attributes: Readonly<Record<string, string>>;
  /** `<WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" sum= unit=>` when present. */
  statisticsEnergy?: { sum: string; unit: string };
}

export interface AppleWorkoutImport {
  draft: Required<Pick<WorkoutDraft, 'date' | 'time'>> & WorkoutDraft;
  /** The same start and activity type is the same workout: the next import skips it. */
  externalId: string;
}

/**
 * `malformed`: the element is not what Apple writes (the file is bad: 400, nothing written);
 * otherwise a well-formed workout we cannot store (over a day, over 10,000 kcal, before 1901) is
 * rejected in the summary and the rest is imported.
 */
export type AppleWorkoutResult = { ok: true; workout: AppleWorkoutImport } | { ok: false; malformed: boolean; problem: ImportRowProblem };

const ACTIVITY_PREFIX = 'HKWorkoutActivityType';
const ACTIVITY_TYPE = /^HKWorkoutActivityType[A-Za-z]{1,60}$/;

/** HealthKit activity types (without the prefix) by our workout type; anything else is 'other'. */
const TYPE_BY_ACTIVITY: Readonly<Record<string, WorkoutType>> = {
  TraditionalStrengthTraining: 'strength',
  FunctionalStrengthTraining: 'strength',
  CoreTraining: 'strength',
  Running: 'cardio',
  Walking: 'cardio',
  Cycling: 'cardio',
  HandCycling: 'cardio',
  Swimming: 'cardio',
  Rowing: 'cardio',
  Elliptical: 'cardio',
  StairClimbing: 'cardio',
  Stairs: 'cardio',
  StepTraining: 'cardio',
  Hiking: 'cardio',
  MixedCardio: 'cardio',
  MixedMetabolicCardioTraining: 'cardio',
  JumpRope: 'cardio',
  Dance: 'cardio',
  CardioDance: 'cardio',
  SocialDance: 'cardio',
  CrossCountrySkiing: 'cardio',
  WheelchairRunPace: 'cardio',
  WheelchairWalkPace: 'cardio',
  HighIntensityIntervalTraining: 'hiit',
  CrossTraining: 'hiit',
  Kickboxing: 'hiit',
  Boxing: 'hiit',
  Yoga: 'flexibility',
  Pilates: 'flexibility',
  Flexibility: 'flexibility',
  Cooldown: 'flexibility',
  TaiChi: 'flexibility',
  MindAndBody: 'flexibility',
  Barre: 'flexibility',
};

/** 'HKWorkoutActivityTypeHighIntensityIntervalTraining' -> 'hiit'. */
export function appleWorkoutType(activityType: string): WorkoutType {
  return TYPE_BY_ACTIVITY[activityType.replace(ACTIVITY_PREFIX, '')] ?? 'other';
}

/** 'HKWorkoutActivityTypeHighIntensityIntervalTraining' -> 'High Intensity Interval Training' (the workout's name). */
export function appleWorkoutName(activityType: string): string {
  const words = activityType
    .replace(ACTIVITY_PREFIX, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
  return (words || 'Workout').slice(0, MAX_WORKOUT_NAME_LENGTH);
}

/** '2024-03-01 07:15:02 +0100': the wall time written there (the zone is where the user was). */
const APPLE_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2}) [+-]\d{4}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const MINUTES_PER_UNIT: Readonly<Record<string, number>> = { min: 1, s: 1 / 60, sec: 1 / 60, hr: 60, h: 60 };
const KJ_PER_KCAL = 4.184;

/** A problem naming the element, the attribute and what was expected. */
function problem(element: AppleWorkoutElement, column: string, reason: string, malformed = true): AppleWorkoutResult {
  return {
    ok: false,
    malformed,
    problem: { row: element.index, column, reason: `Workout ${element.index} (line ${element.line}): ${reason}` },
  };
}

/** Energy in kcal from a decimal and its unit (kcal, Cal, kJ); undefined when the unit is unknown. */
export function kilocalories(sum: string, unit: string): number | undefined {
  if (!DECIMAL.test(sum)) return undefined;
  const value = Number(sum);
  if (unit === 'kcal' || unit === 'Cal' || unit === 'cal') return Math.round(value);
  if (unit === 'kJ') return Math.round(value / KJ_PER_KCAL);
  return undefined;
}

/**
 * One `<Workout>` into a completed workout, or the problem naming it: type mapped, duration in
 * whole minutes (at least 1), energy in kcal (totalEnergyBurned, else the statistics' active
 * energy, else none), the day and wall time written in startDate.
 */
export function mapAppleWorkout(element: AppleWorkoutElement): AppleWorkoutResult {
  const { attributes } = element;
  const activityType = attributes['workoutActivityType'];
  if (!activityType || !ACTIVITY_TYPE.test(activityType)) {
    return problem(element, 'workoutActivityType', `expected an activity type like HKWorkoutActivityTypeRunning`);
  }
  const start = APPLE_DATE.exec(attributes['startDate'] ?? '');
  if (!start) return problem(element, 'startDate', `expected a date like 2024-03-01 07:15:02 +0100`);
  const [, date = '', hours = '', minutes = ''] = start;
  if (!isSupportedDate(date)) return problem(element, 'startDate', `expected a day from 1901-01-01 to 2099-12-31`, false);
  if (Number(hours) > 23 || Number(minutes) > 59) return problem(element, 'startDate', `expected a time of day`);

  const duration = attributes['duration'] ?? '';
  const perUnit = MINUTES_PER_UNIT[attributes['durationUnit'] ?? 'min'];
  if (!DECIMAL.test(duration) || perUnit === undefined) {
    return problem(element, 'duration', 'expected a duration in min, s or hr');
  }
  const durationMinutes = Math.max(1, Math.round(Number(duration) * perUnit));
  if (durationMinutes > MAX_WORKOUT_DURATION_MINUTES) {
    return problem(element, 'duration', `expected at most ${MAX_WORKOUT_DURATION_MINUTES} minutes`, false);
  }

  let calories: number | null = null;
  const total = attributes['totalEnergyBurned'];
  const energy = total !== undefined ? { sum: total, unit: attributes['totalEnergyBurnedUnit'] ?? 'kcal' } : element.statisticsEnergy;
  if (energy) {
    const kcal = kilocalories(energy.sum, energy.unit);
    if (kcal === undefined) return problem(element, 'totalEnergyBurned', 'expected an amount of energy in kcal or kJ');
    if (kcal > MAX_WORKOUT_CALORIES) return problem(element, 'totalEnergyBurned', `expected at most ${MAX_WORKOUT_CALORIES} kcal`, false);
    calories = kcal;
  }

  return {
    ok: true,
    workout: {
      draft: {
        name: appleWorkoutName(activityType),
        type: appleWorkoutType(activityType),
        durationMinutes,
        calories,
        completed: true,
        date,
        time: `${hours}:${minutes}`,
        exercises: [],
      },
      externalId: `apple-health:${attributes['startDate']}:${activityType}`.slice(0, 200),
    },
  };
}
