import { dateOutOfRangeMessage } from '../shared/dates';

/** SPEC section 3: the kinds of meal, in the order of a day. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export function isMealType(value: unknown): value is MealType {
  return typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);
}

export const MAX_MEAL_NAME_LENGTH = 100;
export const MAX_MEAL_CALORIES = 10_000;
/** SPEC section 9: protein, carbs and fat are decimal(5,2), so at most 999.99 g (kept as hundredths of a gram). */
export const MAX_MACRO_HUNDREDTHS = 99_999;

/** The macros a meal may carry, with their labels (form, messages and the nutrition bars). */
export const MEAL_MACROS = ['protein', 'carbs', 'fat'] as const;
export type MealMacro = (typeof MEAL_MACROS)[number];
export const MEAL_MACRO_LABELS: Readonly<Record<MealMacro, string>> = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' };

/** Field messages (ours: SPEC gives none for meals). */
export const mealMessages = {
  nameRequired: 'Meal name is required',
  typeRequired: 'Meal type is required',
  typeInvalid: `Meal type must be one of ${MEAL_TYPES.join(', ')}`,
  caloriesRequired: 'Calories is required',
  caloriesInvalid: `Calories must be a whole number from 0 to ${MAX_MEAL_CALORIES.toLocaleString('en-US')}`,
  timeInvalid: 'Time must be a time of day (HH:mm)',
  dateInvalid: 'Date must be a valid date (yyyy-mm-dd)',
  dateOutOfRange: dateOutOfRangeMessage,
  loggedInvalid: 'Logged must be true or false',
  loggedRequired: 'Logged is required',
  notFound: 'Meal not found',
  alreadyExists: 'Meal already exists',
  notDeleted: 'This meal is not deleted',
} as const;
