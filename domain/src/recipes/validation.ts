import { requireFields } from '../shared/aggregate-fields';
import { checkRequiredText, checkSupportedDay, checkTimeOfDay, type FieldResult, isEmptyValue, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseHundredths, parseWholeNumber } from '../shared/numbers';
import { textProblem } from '../shared/text';
import { textRule } from '../shared/text-rules';
import type { DraftCheck } from '../shared/zod';
import { isMealType, mealMessages } from '../meals/constants';
import {
  MAX_INGREDIENT_CALORIES,
  MAX_INGREDIENT_FOOD_LENGTH,
  MAX_INGREDIENT_MACRO_HUNDREDTHS,
  MAX_INGREDIENT_NOTE_LENGTH,
  MAX_INGREDIENT_UNIT_LENGTH,
  MAX_RECIPE_CALORIES,
  MAX_RECIPE_INGREDIENTS,
  MAX_RECIPE_MACRO_HUNDREDTHS,
  MAX_RECIPE_NAME_LENGTH,
  MAX_RECIPE_SERVINGS,
  MAX_RECIPE_STEP_LENGTH,
  MAX_RECIPE_STEPS,
  MAX_RECIPE_TAG_LENGTH,
  MAX_RECIPE_TAGS,
  MAX_SCALED_SERVINGS,
  MIN_RECIPE_SERVINGS,
  RECIPE_MACROS,
  recipeMessages as m,
} from './constants';
import type { RecipeDraft, RecipeGroceryDraft, RecipeLogMealDraft } from './drafts';
import { RECIPE_FIELD_KEYS, type RecipeFields, type RecipeIngredient } from './fields';
import { nutritionFromIngredients } from './nutrition';
import { normalizeQuantity } from '../shared/quantity';

const nameRule = textRule('Recipe name', MAX_RECIPE_NAME_LENGTH);
const foodRule = textRule('Food', MAX_INGREDIENT_FOOD_LENGTH);
const unitRule = textRule('Unit', MAX_INGREDIENT_UNIT_LENGTH);
const noteRule = textRule('Note', MAX_INGREDIENT_NOTE_LENGTH);
const stepRule = textRule('Step', MAX_RECIPE_STEP_LENGTH, { multiline: true });
const tagRule = textRule('Tag', MAX_RECIPE_TAG_LENGTH);
const MACRO_LABELS = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' } as const;

const asObject = (raw: unknown): Record<string, unknown> =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

/** An optional free text: absent, null or blank is ''. */
function optionalText(raw: unknown, rule: Parameters<typeof textProblem>[1], invalid: string): FieldResult<string> {
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, message: invalid };
  const text = raw.trim();
  const problem = textProblem(text, rule);
  return problem === undefined ? { ok: true, value: text } : { ok: false, message: problem };
}

function optionalWhole(raw: unknown, max: number, message: string): FieldResult<number | null> {
  if (isEmptyValue(raw) || isBlank(raw)) return { ok: true, value: null };
  const parsed = parseWholeNumber(raw, { min: 0, max });
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message };
}

function optionalMacro(raw: unknown, label: string, maxHundredths: number): FieldResult<number | null> {
  if (isEmptyValue(raw) || isBlank(raw)) return { ok: true, value: null };
  const parsed = parseHundredths(raw, { label, maxHundredths });
  return parsed.ok ? { ok: true, value: parsed.hundredths } : { ok: false, message: parsed.message };
}

function checkQuantity(raw: unknown): FieldResult<string | null> {
  if (isEmptyValue(raw) || isBlank(raw)) return { ok: true, value: null };
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  const normalized = typeof text === 'string' && text.length <= 20 ? normalizeQuantity(text) : undefined;
  return normalized === undefined || normalized === '0' ? { ok: false, message: m.quantityInvalid } : { ok: true, value: normalized };
}

/** One ingredient row; messages keyed `ingredients.<index>.<field>` (the form's field paths). */
function checkIngredient(raw: unknown, index: number, messages: FieldMessages): RecipeIngredient | undefined {
  const at = (field: string) => `ingredients.${index}.${field}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    messages[`ingredients.${index}`] = m.ingredientInvalid;
    return undefined;
  }
  const row = raw as Record<string, unknown>;
  const value: Partial<RecipeIngredient> = {};
  const before = Object.keys(messages).length;
  takeField(messages, at('quantity'), checkQuantity(row.quantity), (quantity) => (value.quantity = quantity));
  takeField(messages, at('unit'), optionalText(row.unit, unitRule, m.ingredientInvalid), (unit) => (value.unit = unit));
  takeField(messages, at('food'), checkRequiredText(row.food, foodRule, m.foodRequired), (food) => (value.food = food));
  takeField(messages, at('note'), optionalText(row.note, noteRule, m.ingredientInvalid), (note) => (value.note = note));
  takeField(
    messages,
    at('calories'),
    optionalWhole(row.calories, MAX_INGREDIENT_CALORIES, m.ingredientCaloriesInvalid),
    (kcal) => (value.calories = kcal),
  );
  for (const macro of RECIPE_MACROS) {
    const result = optionalMacro(row[macro], MACRO_LABELS[macro], MAX_INGREDIENT_MACRO_HUNDREDTHS);
    takeField(messages, at(macro), result, (hundredths) => (value[`${macro}Hundredths`] = hundredths));
  }
  if (Object.keys(messages).length > before) return undefined;
  return value as RecipeIngredient;
}

function checkList<T>(
  raw: unknown,
  field: string,
  limits: { max: number; invalid: string; tooMany: string },
  messages: FieldMessages,
  checkItem: (item: unknown, index: number) => T | undefined,
): T[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    messages[field] = limits.invalid;
    return undefined;
  }
  if (raw.length > limits.max) {
    messages[field] = limits.tooMany;
    return undefined;
  }
  const items = raw.map(checkItem);
  return items.every((item) => item !== undefined) ? items : undefined;
}

/** The lists of required texts: each item's rule and message when blank. */
const TEXT_LISTS = {
  steps: { rule: stepRule, max: MAX_RECIPE_STEPS, required: m.stepRequired },
  tags: { rule: tagRule, max: MAX_RECIPE_TAGS, required: m.tagRequired },
} as const;

/** The steps or the tags; an item's message is keyed `<field>.<index>`. */
function checkTexts(raw: unknown, field: keyof typeof TEXT_LISTS, messages: FieldMessages): string[] | undefined {
  const { rule, max, required } = TEXT_LISTS[field];
  const invalid = m[`${field}Invalid`];
  return checkList(raw, field, { max, invalid, tooMany: m[`${field}TooMany`] }, messages, (item, index) => {
    if (item !== undefined && item !== null && typeof item !== 'string') {
      messages[`${field}.${index}`] = invalid;
      return undefined;
    }
    const result = checkRequiredText(item, rule, required);
    if (result.ok) return result.value;
    messages[`${field}.${index}`] = result.message;
    return undefined;
  });
}

/** Tags without repeats (compared without case), in the order given. */
function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface RecipeInputCheck {
  messages: FieldMessages;
  value: Partial<RecipeFields>;
}

/**
 * Checks a recipe body in form order: name, servings, ingredients, steps, tags, calories, protein,
 * carbs, fat. Servings default to 1; lists to empty; blank nutrition is summed from the
 * ingredients' own values when every ingredient gives it (nutrition.ts), else left unknown (null).
 */
export function checkRecipeInput(raw: unknown): RecipeInputCheck {
  const input = asObject(raw);
  const messages: FieldMessages = {};
  const value: Partial<RecipeFields> = {};
  takeField(messages, 'name', checkRequiredText(input.name, nameRule, m.nameRequired), (name) => (value.name = name));
  if (input.servings === undefined || input.servings === null) value.servings = MIN_RECIPE_SERVINGS;
  else {
    const servings = parseWholeNumber(input.servings, { min: MIN_RECIPE_SERVINGS, max: MAX_RECIPE_SERVINGS });
    if (servings.ok) value.servings = servings.value;
    else messages.servings = m.servingsInvalid;
  }
  const ingredients = checkList(
    input.ingredients,
    'ingredients',
    { max: MAX_RECIPE_INGREDIENTS, invalid: m.ingredientsInvalid, tooMany: m.ingredientsTooMany },
    messages,
    (row, index) => checkIngredient(row, index, messages),
  );
  if (ingredients) value.ingredients = ingredients;
  const steps = checkTexts(input.steps, 'steps', messages);
  if (steps) value.steps = steps;
  const tags = checkTexts(input.tags, 'tags', messages);
  if (tags) value.tags = distinctTags(tags);
  takeField(messages, 'calories', optionalWhole(input.calories, MAX_RECIPE_CALORIES, m.caloriesInvalid), (kcal) => (value.calories = kcal));
  for (const macro of RECIPE_MACROS) {
    const result = optionalMacro(input[macro], MACRO_LABELS[macro], MAX_RECIPE_MACRO_HUNDREDTHS);
    takeField(messages, macro, result, (hundredths) => (value[`${macro}Hundredths`] = hundredths));
  }
  if (value.ingredients && value.servings !== undefined) {
    const summed = nutritionFromIngredients(value.ingredients, value.servings);
    if (value.calories === null && summed.calories !== null) {
      if (summed.calories > MAX_RECIPE_CALORIES) messages.calories ??= m.caloriesInvalid;
      else value.calories = summed.calories;
    }
    for (const macro of RECIPE_MACROS) {
      const key = `${macro}Hundredths` as const;
      const sum = summed[key];
      if (value[key] !== null || sum === null) continue;
      if (sum > MAX_RECIPE_MACRO_HUNDREDTHS) messages[macro] ??= `${MACRO_LABELS[macro]} must be at most 999.99`;
      else value[key] = sum;
    }
  }
  return { messages, value };
}

/** The recipe form's field -> message map (empty when valid). */
export function validateRecipeInput(raw: unknown): FieldMessages {
  return checkRecipeInput(raw).messages;
}

/** A create or update body (the whole recipe) as a draft, or its messages. */
export function checkRecipeDraft(raw: unknown): DraftCheck<RecipeDraft> {
  const { messages, value } = checkRecipeInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: requireFields(RECIPE_FIELD_KEYS, value, 'checkRecipeInput') };
}

function checkScaledServings(raw: unknown): FieldResult<number> {
  const parsed = parseWholeNumber(raw, { min: 1, max: MAX_SCALED_SERVINGS });
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message: m.scaledServingsInvalid };
}

/** POST /api/recipes/{id}/grocery-list: `{ servings }`. */
export function checkRecipeGrocery(raw: unknown): DraftCheck<RecipeGroceryDraft> {
  const servings = checkScaledServings(asObject(raw).servings);
  return servings.ok ? { ok: true, draft: { servings: servings.value } } : { ok: false, messages: { servings: servings.message } };
}

/** POST /api/recipes/{id}/log-meal: `{ servings, type, date?, time?, logged? }` (logged defaults to true: eaten). */
export function checkRecipeLogMeal(raw: unknown): DraftCheck<RecipeLogMealDraft> {
  const input = asObject(raw);
  const messages: FieldMessages = {};
  const value: Partial<RecipeLogMealDraft> = {};
  takeField(messages, 'servings', checkScaledServings(input.servings), (servings) => (value.servings = servings));
  if (isBlank(input.type)) messages.type = mealMessages.typeRequired;
  else if (isMealType(input.type)) value.type = input.type;
  else messages.type = mealMessages.typeInvalid;
  if (!isBlank(input.date)) {
    const dayMessages = { invalid: mealMessages.dateInvalid, outOfRange: mealMessages.dateOutOfRange };
    takeField(messages, 'date', checkSupportedDay(input.date, dayMessages), (date) => (value.date = date));
  }
  if (isBlank(input.time)) value.time = null;
  else takeField(messages, 'time', checkTimeOfDay(input.time, mealMessages.timeInvalid), (time) => (value.time = time));
  if (input.logged === undefined || input.logged === null) value.logged = true;
  else if (typeof input.logged === 'boolean') value.logged = input.logged;
  else messages.logged = mealMessages.loggedInvalid;
  if (hasFieldMessages(messages)) return { ok: false, messages };
  const draft: RecipeLogMealDraft = { servings: value.servings!, type: value.type!, time: value.time ?? null, logged: value.logged! };
  if (value.date !== undefined) draft.date = value.date;
  return { ok: true, draft };
}
