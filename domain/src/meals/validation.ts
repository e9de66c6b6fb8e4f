import { isIsoDate, isSupportedDate } from '../shared/dates';
import { checkRequiredText, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseHundredths, parseWholeNumber } from '../shared/numbers';
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

const nameRule = { maxLength: MAX_MEAL_NAME_LENGTH, tooLong: m.nameTooLong, controlCharacters: m.nameControlCharacters };
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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

  if (isBlank(input.type)) messages.type = m.typeRequired;
  else if (!isMealType(input.type)) messages.type = m.typeInvalid;
  else value.type = input.type;

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
  else if (typeof input.time === 'string' && TIME_PATTERN.test(input.time.trim())) value.time = input.time.trim();
  else messages.time = m.timeInvalid;

  if (!isBlank(input.date)) {
    const day = typeof input.date === 'string' ? input.date.trim() : input.date;
    // Outside the supported window no read model could store the day (see isSupportedDate).
    if (isSupportedDate(day)) value.date = day;
    else messages.date = isIsoDate(day) ? m.dateOutOfRange : m.dateInvalid;
  }

  if (input.logged === undefined || input.logged === null) value.logged = false;
  else if (typeof input.logged === 'boolean') value.logged = input.logged;
  else messages.logged = m.loggedInvalid;

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
  const { name, type, calories, proteinHundredths, carbsHundredths, fatHundredths, time, logged, date } = value;
  // Every field is set or reported; this narrows the types (and would catch a rule that forgot one).
  if (
    name === undefined ||
    type === undefined ||
    calories === undefined ||
    proteinHundredths === undefined ||
    carbsHundredths === undefined ||
    fatHundredths === undefined ||
    time === undefined ||
    logged === undefined
  ) {
    throw new Error('checkMealInput left a meal field unset');
  }
  const draft: MealDraft = { name, type, calories, proteinHundredths, carbsHundredths, fatHundredths, time, logged };
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
