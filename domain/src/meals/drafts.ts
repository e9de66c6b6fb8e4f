/** What the meal schemas parse a body into, and what meal commands carry. Types only. */
import type { MealType } from './constants';

/** POST /api/meals (mealCreateSchema): trimmed name, macros in hundredths of a gram (null when not given). */
export interface MealDraft {
  name: string;
  type: MealType;
  calories: number;
  proteinHundredths: number | null;
  carbsHundredths: number | null;
  fatHundredths: number | null;
  /** HH:mm, the user's wall clock; null when not given. */
  time: string | null;
  logged: boolean;
  /** The recipe a 'Log as meal' made it from (issue 27); bodies never set it (null). */
  recipeId: string | null;
  /** The user's day (yyyy-mm-dd); undefined: today (the command's metadata). */
  date?: string;
}

/** PATCH /api/meals/{id} (mealLoggedSchema): SPEC section 4, logged is togglable both ways. */
export interface MealLoggedDraft {
  logged: boolean;
}
