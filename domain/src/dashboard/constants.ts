import { DEFAULT_TARGETS } from '../targets/constants';

/**
 * SPEC section 9: the dashboard's Weekly Workouts measure against 4 (the fitness overview's 6 is
 * another screen's constant) until the user sets their own targets; Calories Today against 2000.
 */
export const DASHBOARD_WEEKLY_WORKOUT_TARGET = 4;
export const DASHBOARD_CALORIE_TARGET = DEFAULT_TARGETS.calories;

/** SPEC section 9's dashboard lists: 3 goals, 2 transactions, 1 workout, 1 meal, 1 goal update. */
export const DASHBOARD_LIST_SIZES = { goals: 3, transactions: 2, workouts: 1, meals: 1, goalUpdates: 1 } as const;

/** "The last 7 days": today and the 6 days before it, the user's local days. */
export const DASHBOARD_WEEK_DAYS = 7;
