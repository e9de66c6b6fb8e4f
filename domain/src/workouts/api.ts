import type { WorkoutType } from './constants';

/** JSON shapes of /api/workouts, written once for command-api and web. Type-only. */

export interface WorkoutExerciseJson {
  name: string;
  sets: number;
  reps: number;
  /** null: no weight. */
  weight: number | null;
}

/** A workout as every /api/workouts route returns it (SPEC section 3, plus time, exercises and the timer). */
export interface WorkoutJson {
  id: string;
  name: string;
  type: WorkoutType;
  /** Whole minutes (measured ones after 'Finish'). */
  duration: number;
  calories: number | null;
  completed: boolean;
  /** yyyy-mm-dd: the user's local day, as entered. */
  date: string;
  /** HH:mm: the user's local time, as entered; null when only a day was given. */
  time: string | null;
  exercises: WorkoutExerciseJson[];
  /** The running timer's start (ISO instant); null when not running. */
  startedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Completed workouts of a run of days: how many, their calories and their minutes. */
export interface WorkoutTotalsJson {
  completed: number;
  calories: number;
  activeMinutes: number;
}

/** A week (SPEC's window: 7 days ending on `end`) and its completed workouts' totals. */
export interface WorkoutWeekJson extends WorkoutTotalsJson {
  /** yyyy-mm-dd, inclusive. */
  start: string;
  end: string;
}

/**
 * GET /api/workouts/stats: the fitness overview's figures and /fitness/progress's series, for the
 * caller's local today (X-Time-Zone). Only completed workouts count ("done", "burned", "active").
 */
export interface WorkoutStatsJson {
  today: string;
  /** Today's completed workouts (the activity rings). */
  day: WorkoutTotalsJson;
  /** This week: today and the 6 days before (the stat cards and Weekly Goals). */
  week: WorkoutWeekJson;
  /** Completed workouts of any day ('Total Workouts'). */
  totalCompleted: number;
  /** The last 12 weeks, oldest first; the last one is `week`. */
  weeks: WorkoutWeekJson[];
}
