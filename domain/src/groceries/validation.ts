import { requireFields } from '../shared/aggregate-fields';
import { checkRequiredText, takeField } from '../shared/field-rules';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { textProblem } from '../shared/text';
import { textRule } from '../shared/text-rules';
import type { DraftCheck } from '../shared/zod';
import { normalizeQuantity } from '../shared/quantity';
import {
  DEFAULT_GROCERY_CATEGORY,
  groceryMessages as m,
  MAX_GROCERY_CATEGORY_LENGTH,
  MAX_GROCERY_NAME_LENGTH,
  MAX_GROCERY_UNIT_LENGTH,
} from './constants';
import type { GroceryItemCheckedDraft, GroceryItemDraft } from './drafts';
import { GROCERY_ITEM_FIELD_KEYS } from './fields';

const nameRule = textRule('Item name', MAX_GROCERY_NAME_LENGTH);
const categoryRule = textRule('Category', MAX_GROCERY_CATEGORY_LENGTH);
const unitRule = textRule('Unit', MAX_GROCERY_UNIT_LENGTH);

function checkedFlag(raw: unknown, fallback: boolean | undefined): { ok: true; value: boolean } | { ok: false; message: string } {
  if (raw === undefined || raw === null)
    return fallback === undefined ? { ok: false, message: m.checkedRequired } : { ok: true, value: fallback };
  return typeof raw === 'boolean' ? { ok: true, value: raw } : { ok: false, message: m.checkedInvalid };
}

/**
 * Checks a grocery item body in form order: name, category, checked, quantity, unit. A blank category is 'Other'
 * (SPEC section 7); checked defaults to false (SPEC section 3).
 */
export function checkGroceryItemInput(raw: unknown): { messages: FieldMessages; value: Partial<GroceryItemDraft> } {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const messages: FieldMessages = {};
  const value: Partial<GroceryItemDraft> = {};
  takeField(messages, 'name', checkRequiredText(input.name, nameRule, m.nameRequired), (name) => (value.name = name));
  if (isBlank(input.category)) value.category = DEFAULT_GROCERY_CATEGORY;
  else if (typeof input.category !== 'string') messages.category = m.categoryInvalid;
  else {
    const category = input.category.trim();
    const problem = textProblem(category, categoryRule);
    if (problem === undefined) value.category = category;
    else messages.category = problem;
  }
  takeField(messages, 'checked', checkedFlag(input.checked, false), (checked) => (value.checked = checked));
  if (isBlank(input.quantity)) value.quantity = null;
  else {
    const text = typeof input.quantity === 'number' && Number.isFinite(input.quantity) ? String(input.quantity) : input.quantity;
    const quantity = typeof text === 'string' && text.length <= 20 ? normalizeQuantity(text) : undefined;
    if (quantity === undefined || quantity === '0') messages.quantity = m.quantityInvalid;
    else value.quantity = quantity;
  }
  if (isBlank(input.unit)) value.unit = '';
  else if (typeof input.unit !== 'string') messages.unit = m.unitInvalid;
  else {
    const unit = input.unit.trim();
    const problem = textProblem(unit, unitRule);
    if (problem === undefined) value.unit = unit;
    else messages.unit = problem;
  }
  return { messages, value };
}

/** The add box's field -> message map (empty when valid). */
export function validateGroceryItemInput(raw: unknown): FieldMessages {
  return checkGroceryItemInput(raw).messages;
}

export function checkGroceryItemCreate(raw: unknown): DraftCheck<GroceryItemDraft> {
  const { messages, value } = checkGroceryItemInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: requireFields(GROCERY_ITEM_FIELD_KEYS, value, 'checkGroceryItemInput') };
}

/** PUT /api/grocery-items/{id}: `{ checked }`, required. */
export function checkGroceryItemChecked(raw: unknown): DraftCheck<GroceryItemCheckedDraft> {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const checked = checkedFlag(input.checked, undefined);
  return checked.ok ? { ok: true, draft: { checked: checked.value } } : { ok: false, messages: { checked: checked.message } };
}
