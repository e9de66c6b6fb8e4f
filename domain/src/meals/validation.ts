import { requireFields } from '../shared/aggregate-fields';
import { checkRequiredChoice, checkRequiredText, checkSupportedDay, checkTimeOfDay, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseHundredths, parseWholeNumber } from '../shared/numbers';
import { textRule } from '../shared/text-rules';
import type { DraftCheck } from '../shared/zod';
import {
  isMealType,
  MAX_MACRO_HUNDREDTHS,
  MAX_MEAL_CALORIES,
  MAX_MEAL_NAME_LENGTH,
  MEAL_MACRO_LABELS,
  MEAL_MACROS,
  mealMessages as m,
} from './constants';
import type { MealDraft, MealLoggedDraft } from './drafts';
import { MEAL_FIELD_KEYS } from './fields';

const nameRule = textRule('Meal name', MAX_MEAL_NAME_LENGTH);
const typeMessages = { required: m.typeRequired, invalid: m.typeInvalid };
const dayMessages = { invalid: m.dateInvalid, outOfRange: m.dateOutOfRange };
/** Every field a create sets or reports; the day may stay unset (the decider knows the user's today). */
const MEAL_KEYS_BUT_DATE = MEAL_FIELD_KEYS.filter((key) => key !== 'date');

type MealValue = Partial<Omit<MealDraft, 'date'>> & { date?: string };

/**
 * Checks a meal body in form order: name, type, calories, protein, carbs, fat, time, date, logged.
 * Blank macros and time are left out (null); a blank date is today; logged defaults to false
 * (SPEC section 3). Every value that passes fits the read model (decimal(5,2) macros, supported days).
 */
export function checkMealInput(raw: unknown): { messages: FieldMessages; value: MealValue } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: MealValue = {};

  takeField(messages, 'name', checkRequiredText(input.name, nameRule, m.nameRequired), (name) => (value.name = name));

  takeField(messages, 'type', checkRequiredChoice(input.type, isMealType, typeMessages), (type) => (value.type = type));

  const calories = parseWholeNumber(input.calories, { min: 0, max: MAX_MEAL_CALORIES });
  if (calories.ok) value.calories = calories.value;
  else messages.calories = calories.code === 'required' ? m.caloriesRequired : m.caloriesInvalid;

  for (const macro of MEAL_MACROS) {
    const key = `${macro}Hundredths` as const;
    if (isBlank(input[macro])) {
      value[key] = null;
      continue;
    }
    const parsed = parseHundredths(input[macro], { label: MEAL_MACRO_LABELS[macro], maxHundredths: MAX_MACRO_HUNDREDTHS });
    if (parsed.ok) value[key] = parsed.hundredths;
    else messages[macro] = parsed.message;
  }

  if (isBlank(input.time)) value.time = null;
  else takeField(messages, 'time', checkTimeOfDay(input.time, m.timeInvalid), (time) => (value.time = time));

  if (!isBlank(input.date)) takeField(messages, 'date', checkSupportedDay(input.date, dayMessages), (day) => (value.date = day));

  if (input.logged === undefined || input.logged === null) value.logged = false;
  else if (typeof input.logged === 'boolean') value.logged = input.logged;
  else messages.logged = m.loggedInvalid;
  // Set only by 'Log as meal' (issue 27), from the recipe the route read: a body cannot link one.
  value.recipeId = null;
  return { messages, value };
}

/** The meal form's field -> message map (empty when valid). */
export function validateMealInput(raw: unknown): FieldMessages {
  return checkMealInput(raw).messages;
}

/** A create body as a draft (defaults applied; no date means today), or its messages. */
export function checkMealCreate(raw: unknown): DraftCheck<MealDraft> {
  const { messages, value } = checkMealInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  const { date, ...fields } = value;
  const draft: MealDraft = requireFields(MEAL_KEYS_BUT_DATE, fields, 'checkMealInput');
  if (date !== undefined) draft.date = date;
  return { ok: true, draft };
}

/** PATCH /api/meals/{id}: `{ logged }`, required. */
export function checkMealLogged(raw: unknown): DraftCheck<MealLoggedDraft> {
  const logged = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).logged : undefined;
  if (logged === undefined || logged === null) return { ok: false, messages: { logged: m.loggedRequired } };
  if (typeof logged !== 'boolean') return { ok: false, messages: { logged: m.loggedInvalid } };
  return { ok: true, draft: { logged } };
}
