import { FITNESS_WORKOUTS } from '../fitness/names';
import { GOALS } from '../goals/names';
import { MONEY_ACCOUNTS } from '../accounts/names';
import { MONEY_CATEGORIES } from '../categories/names';
import { MONEY_LEDGER } from '../ledger/names';
import { NUTRITION_GROCERIES, NUTRITION_MEALS } from '../nutrition/names';
import { MONEY_SCHEDULES } from '../schedules/names';

/**
 * Search has no projection of its own: it reads the read models below (queries.ts), so a search
 * after a write waits for all of them (money-schedules holds the recurring transactions).
 */
export const SEARCHED_PROJECTIONS = [
  MONEY_LEDGER,
  MONEY_ACCOUNTS,
  MONEY_CATEGORIES,
  MONEY_SCHEDULES,
  GOALS,
  FITNESS_WORKOUTS,
  NUTRITION_MEALS,
  NUTRITION_GROCERIES,
] as const;
