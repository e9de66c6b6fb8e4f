import type { MealType } from './constants';

/**
 * A meal as GET/POST/PATCH /api/meals answer it. Macros are decimal strings with two decimals
 * ("12.50", SPEC decimal(5,2)), null when not given. Written once for command-api and web. Type-only.
 */
export interface MealJson {
  id: string;
  name: string;
  type: MealType;
  calories: number;
  protein: string | null;
  carbs: string | null;
  fat: string | null;
  /** HH:mm or null. */
  time: string | null;
  logged: boolean;
  /** The recipe it was logged from (issue 27); null: none. */
  recipeId: string | null;
  /** yyyy-mm-dd, the user's day. */
  date: string;
  createdAt: string;
}
